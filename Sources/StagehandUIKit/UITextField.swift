import HeadlessUIKit

/// UIKit's `UITextField` over the engine's: it takes focus and brings up the keyboard
/// (rules F1, F2).
open class UITextField: UIView {
    /// A text field of the current app at `frame`, traced under its class's name.
    public override init(frame: CGRect) {
        UIView.provideEngineView(TextField(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
    }

    /// A text field with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(TextField(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    var field: TextField? { engineView as? TextField }

    /// The text: stored.
    open var text: String?
    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { field?.isFirstResponder ?? false }
    /// A text field can take focus.
    open override var canBecomeFirstResponder: Bool { true }
    /// Rule F1: takes focus; fails when the field is not in a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field?.becomeFirstResponder() ?? false }
    /// Rule F2: gives up focus; the keyboard hides.
    @discardableResult
    open override func resignFirstResponder() -> Bool { field?.resignFirstResponder() ?? true }
}
