import HeadlessUIKit

/// UIKit's `UIFont`: a font as a value, its size what Stagehand's font model measures text by
/// (rules I3, P3). No font file is read: any name makes a font, and the metrics follow the
/// model, not the typeface.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name (`.SFUI-Regular` for the system font).
    open var fontName: String { name }
    /// The font's family (`.AppleSystemUIFont` for the system font).
    open var familyName: String { family }
    /// The size in points.
    open var pointSize: CGFloat { size }
    /// Rule I3: the height of a line, as rule P3's labels measure it: `round(1.2 * pointSize)`.
    open var lineHeight: CGFloat { CGFloat((1.2 * Double(size)).rounded()) }
    /// Rule I3: the part of a line above the baseline: four fifths of ``lineHeight``.
    open var ascender: CGFloat { lineHeight * 0.8 }
    /// Rule I3: the part of a line below the baseline, negative: a fifth of ``lineHeight``.
    open var descender: CGFloat { -lineHeight * 0.2 }
    /// Rule I3: the height of capitals: seven tenths of ``pointSize``.
    open var capHeight: CGFloat { size * 0.7 }
    /// Rule I3: the height of lower-case letters: half of ``pointSize``.
    open var xHeight: CGFloat { size * 0.5 }
    /// The space between lines: none in Stagehand's model.
    open var leading: CGFloat { 0 }

    let name: String
    let family: String
    let size: CGFloat
    /// The weight, for ``isEqual(_:)`` and the system fonts' names.
    let weight: UIFont.Weight

    init(name: String, family: String, size: CGFloat, weight: UIFont.Weight) {
        self.name = name
        self.family = family
        self.size = max(0, size)
        self.weight = weight
        super.init()
    }

    /// A font named `fontName` of `fontSize` points. No font file is read: every name gives
    /// a font (UIKit gives nil for a font it does not have).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font of `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.styleName)", family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }
    /// The bold system font of `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font of `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".AppleSystemUIFont", size: fontSize, weight: .regular)
    }
    /// The system font with digits of one width, of `fontSize` points and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// Rule I3: the font of a text style at the default content size (`large`): its size and
    /// weight from Apple's Dynamic Type table (body 17, headline 17 semibold, ...).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }
    /// The font of a text style, at the default content size whatever the traits' category
    /// (rule I3).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: name, family: family, size: fontSize, weight: weight) }

    /// The standard system font size: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of small system text: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of labels' text: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons' text: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// Fonts of the same name and size are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return name == other.name && size == other.size
    }
    /// Hashes the name and size.
    open override var hash: Int { name.hashValue ^ size.hashValue }
    /// The name and size, as UIKit describes a font.
    open override var description: String { "<UIFont> font-family: \"\(family)\"; font-size: \(NumberText.text(Double(size)))pt" }
}
