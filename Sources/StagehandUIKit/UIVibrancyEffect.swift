/// UIKit's `UIVibrancyEffect`: content made vivid over a blur (rule W10): stored, never
/// drawn.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits over.
    let blurEffect: UIBlurEffect?

    /// Vibrancy over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(over: blurEffect)
    }

    init(over blur: UIBlurEffect?) {
        blurEffect = blur
        super.init()
    }

    /// Vibrancy over no known blur: the coder is not read.
    public required init?(coder: NSCoder) {
        blurEffect = nil
        super.init(coder: coder)
    }
}
