/// An on-off control, as UIKit's `UISwitch` (rule G12): a tap turns it and sends
/// `valueChanged`; setting it from code sends nothing.
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false

    /// A switch of `app` at `frame` (UIKit's switch is 51 x 31 points), off.
    public init(app: App, name: String? = nil, frame: Rect = Rect(x: 0, y: 0, width: 51, height: 31), isOn: Bool = false) {
        super.init(app: app, name: name, frame: frame)
        self.isOn = isOn
    }

    /// Rule G12: UIKit's `setOn(_:animated:)`: no action is sent.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Rule G12: a lift inside turns the switch and sends `valueChanged` (UIKit's switch sends
    /// no touch-up events); a lift outside sends nothing.
    open override func touchUpEvents(inside: Bool) -> ControlEvents {
        guard inside else { return [] }
        isOn.toggle()
        return .valueChanged
    }
}
