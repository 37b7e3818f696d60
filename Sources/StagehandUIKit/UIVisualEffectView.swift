/// UIKit's `UIVisualEffectView`: a view showing an effect, whose content goes in its
/// ``contentView`` (rule W10). Nothing is drawn.
open class UIVisualEffectView: UIView {
    /// Rule W10: the view the content goes in: a subview filling this one, following its size.
    open var contentView: UIView { storedContentView }
    private let storedContentView: UIView

    /// The effect: stored, never drawn.
    open var effect: UIVisualEffect?

    /// A view showing `effect` (nil: none), with a zero frame.
    public init(effect: UIVisualEffect?) {
        storedContentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// A view showing no effect at `frame`.
    public override init(frame: CGRect) {
        storedContentView = UIView(frame: .zero)
        super.init(frame: frame)
        installContentView()
    }

    /// A view showing no effect: the coder is not read.
    public required init?(coder: NSCoder) {
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    /// Rule W10: the content view fills the view and follows its size.
    private func installContentView() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }
}
