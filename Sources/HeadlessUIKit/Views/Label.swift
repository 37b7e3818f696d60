/// A label: text measured by Stagehand's font model (rule P3), not a real text engine.
///
/// A font of size `s` advances every character by `round(0.53 * s)` pt and makes lines
/// `round(1.2 * s)` pt tall (9 pt and 20 pt at 17 pt). Text wraps at spaces; a word longer than
/// a line breaks between characters. `numberOfLines` 0 means no limit.
public final class Label: View {
    /// The text.
    public var text: String { didSet { contentChanged() } }
    /// The font size in points.
    public var fontSize: Double { didSet { contentChanged() } }
    /// The most lines shown; 0 for no limit.
    public var numberOfLines: Int { didSet { contentChanged() } }

    /// A label's size depends on its content: it and its superview need layout again, and
    /// its intrinsic size changed (rule Y6).
    private func contentChanged() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// UIKit's `preferredMaxLayoutWidth`: the width a label that wraps is measured at for its
    /// intrinsic size (rule Y6); 0 (the default) measures it at its current width.
    public var preferredMaxLayoutWidth = 0.0 { didSet { if preferredMaxLayoutWidth != oldValue { contentChanged() } } }

    /// Rule Y6: the text on one line (its width and one line's height); a label that wraps
    /// (`numberOfLines` other than 1) is as tall as its text, at most `numberOfLines` lines,
    /// at its `preferredMaxLayoutWidth` when set (then as wide as its widest line), else at
    /// its current width (its one-line width before it has one). Empty text has no size.
    public override var intrinsicContentSize: Size {
        if text.isEmpty { return Size(width: 0, height: 0) }
        let oneLine = Double(text.count) * characterWidth
        if numberOfLines == 1 { return Size(width: oneLine, height: lineHeight) }
        if preferredMaxLayoutWidth > 0 {
            let width = min(preferredMaxLayoutWidth, oneLine)
            let widest = lines(inWidth: width).map(\.count).max() ?? 0
            return Size(width: Double(widest) * characterWidth, height: fittingHeight(width: width))
        }
        let laidOut = measuringWidth ?? bounds.width
        let width = laidOut > 0 ? min(laidOut, oneLine) : oneLine
        return Size(width: oneLine, height: fittingHeight(width: width))
    }

    override var intrinsicSizeFollowsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width `systemLayoutSizeFitting` is measuring the label at, while it does (rule Y8).
    var measuringWidth: Double?

    /// A label showing `text` at `fontSize` points, on at most `numberOfLines` lines (0: no
    /// limit), traced as `name` (`Label` when nil).
    public init(app: App, name: String? = nil, text: String = "", fontSize: Double = 17, numberOfLines: Int = 1) {
        self.text = text
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        super.init(app: app, name: name ?? "Label")
    }

    init(copying other: Label) {
        text = other.text
        fontSize = other.fontSize
        numberOfLines = other.numberOfLines
        super.init(runtime: other.runtime, name: other.baseName, frame: other.frame)
        preferredMaxLayoutWidth = other.preferredMaxLayoutWidth
    }

    /// Width of one character.
    public var characterWidth: Double { (0.53 * fontSize).rounded() }
    /// Height of one line.
    public var lineHeight: Double { (1.2 * fontSize).rounded() }

    /// The lines the text takes in `width` points, before `numberOfLines` applies.
    public func lines(inWidth width: Double) -> [String] {
        let perLine = max(1, characterWidth > 0 ? Int(width / characterWidth) : Int.max)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            if current.isEmpty, word.count <= perLine { current = word; continue }
            if !current.isEmpty, current.count + 1 + word.count <= perLine { current += " " + word; continue }
            if !current.isEmpty { lines.append(current); current = "" }
            while word.count > perLine {
                lines.append(String(word.prefix(perLine)))
                word = String(word.dropFirst(perLine))
            }
            current = word
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The label's height in `width` points: its lines (at most `numberOfLines`) times the line
    /// height; 0 for empty text.
    public func fittingHeight(width: Double) -> Double {
        if text.isEmpty { return 0 }
        var count = lines(inWidth: width).count
        if numberOfLines > 0 { count = min(count, numberOfLines) }
        return Double(count) * lineHeight
    }
}
