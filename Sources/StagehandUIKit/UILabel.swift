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
    /// The width a multi-line label is measured at for its intrinsic size; 0 (the default)
    /// measures it at its current width (rule Y6).
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label?.preferredMaxLayoutWidth ?? 0) }
        set { label?.preferredMaxLayoutWidth = max(0, Double(newValue)) }
    }
}
