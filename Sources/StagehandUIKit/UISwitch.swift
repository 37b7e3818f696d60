import Foundation
import HeadlessUIKit

/// UIKit's `UISwitch` over the engine's ``Switch`` (rule G12): a tap turns it and sends
/// `valueChanged`; setting it from code sends nothing.
open class UISwitch: UIControl {
    /// A switch of the current app at `frame`'s origin, UIKit's 51 x 31 points, off.
    public override init(frame: CGRect) {
        let engine = Switch(app: CurrentApp.app, name: String(describing: Self.self),
                            frame: Rect(x: Double(frame.origin.x), y: Double(frame.origin.y), width: 51, height: 31))
        UIView.provideEngineView(engine)
        super.init(frame: frame)
    }

    /// A switch at the origin: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(Switch(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    var engineSwitch: Switch? { engineView as? Switch }

    /// Whether the switch is on; setting it sends no action.
    open var isOn: Bool {
        get { engineSwitch?.isOn ?? false }
        set { engineSwitch?.isOn = newValue }
    }

    /// Turns the switch on or off without sending an action.
    open func setOn(_ on: Bool, animated: Bool) { engineSwitch?.setOn(on, animated: animated) }
}
