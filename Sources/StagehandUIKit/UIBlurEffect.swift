/// UIKit's `UIBlurEffect`: a blur of what is behind the view, in a style (rule W10): stored,
/// never drawn.
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    let style: UIBlurEffect.Style

    /// A blur in `style`.
    public convenience init(style: UIBlurEffect.Style) {
        self.init(blurStyle: style)
    }

    init(blurStyle: UIBlurEffect.Style) {
        style = blurStyle
        super.init()
    }

    /// A blur in the system material style: the coder is not read.
    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }

    /// Blurs of the same style are equal.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    /// Hashes the style.
    open override var hash: Int { style.rawValue }
}
