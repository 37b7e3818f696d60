import HeadlessUIKit

/// UIKit's `UILabel` over the engine's label, measured by Stagehand's font model (rule P3).
open class UILabel: UIView {
    /// An empty label of the current app at `frame`, 17 pt and one line (rule P3), traced
    /// under its class's name.
    public override init(frame: CGRect) {
        UIView.provideEngineView({
            let label = Label(app: CurrentApp.app, name: String(describing: Self.self))
            label.frame = frame.engineRect
            return label
        }())
        super.init(frame: frame)
    }

    /// An empty label with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(Label(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    var label: Label? { engineView as? Label }

    /// The text.
    open var text: String? {
        get { label?.text }
        set { label?.text = newValue ?? "" }
    }
    /// The most lines shown; 0 for no limit.
    open var numberOfLines: Int {
        get { label?.numberOfLines ?? 1 }
        set { label?.numberOfLines = newValue }
    }
    /// Rule I3: the font; its point size is the size rule P3 measures the text at. Setting
    /// nil sets the system font of 17 points, as UIKit does.
    open var font: UIFont! {
        get {
            let size = CGFloat(label?.fontSize ?? 17)
            if let storedFont, storedFont.pointSize == size { return storedFont }
            return UIFont.systemFont(ofSize: size)
        }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: 17)
            storedFont = font
            label?.fontSize = Double(font.pointSize)
        }
    }
    /// What ``font`` gives while the engine label keeps its size.
    private var storedFont: UIFont?
    /// The text's colour: stored, never drawn. Setting nil sets UIKit's default, `label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: UIColor = .label
    /// How the text lines up: stored, not drawn.
    open var textAlignment: NSTextAlignment = .natural
    /// How lines too long are wrapped or truncated: stored; rule P3 wraps at spaces.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text is drawn enabled: stored.
    open var isEnabled: Bool = true
    /// Whether the label shows ``highlightedTextColor``: stored.
    open var isHighlighted: Bool = false
    /// The colour of highlighted text: stored.
    open var highlightedTextColor: UIColor?
    /// Whether the font shrinks to fit the width: stored; Stagehand's measure does not shrink.
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest scale a shrinking font goes to: stored.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the content size category: stored (the text styles keep
    /// their default sizes, rule I3).
    open var adjustsFontForContentSizeCategory: Bool = false
    /// The shadow's colour: stored, never drawn.
    open var shadowColor: UIColor?
    /// The shadow's offset: stored.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1)
    /// The width a multi-line label is measured at for its intrinsic size; 0 (the default)
    /// measures it at its current width (rule Y6).
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label?.preferredMaxLayoutWidth ?? 0) }
        set { label?.preferredMaxLayoutWidth = max(0, Double(newValue)) }
    }
}
