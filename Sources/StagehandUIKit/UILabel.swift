import HeadlessUIKit

/// UIKit's `UILabel` over the engine's label, measured by Stagehand's font model (rule P3).
open class UILabel: UIView {
    /// An empty label of the current app at `frame`, 17 pt and one line (rule P3), traced
    /// under its class's name.
    public override init(frame: CGRect) {
        let label = Label(app: CurrentApp.app, name: String(describing: Self.self))
        label.frame = frame.engineRect
        super.init(engineView: label)
    }

    /// An empty label with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        super.init(engineView: Label(app: CurrentApp.app, name: String(describing: Self.self)))
    }

    /// The surface of one the engine made.
    public override init(engineView label: View) { super.init(engineView: label) }

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
