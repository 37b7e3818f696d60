import Foundation
import HeadlessUIKit

/// UIKit's `UIControl` over the engine's ``Control`` (rules G10, G11): states, target-action
/// with selectors, action handlers, and the tracking of a finger whose methods an app's
/// subclass overrides.
open class UIControl: UIView {
    /// The engine's control.
    var control: Control? { engineView as? Control }
    /// Passes the engine's tracking calls to this control's (overridable) methods.
    private lazy var trackingForwarder = ControlTrackingForwarder(owner: self)

    /// A control of the current app at `frame`, enabled, with no targets.
    public override init(frame: CGRect) {
        UIView.provideEngineView(SurfaceControl(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
        control?.surfaceTracking = trackingForwarder
    }

    /// A control with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(SurfaceControl(app: CurrentApp.app, name: String(describing: Self.self), frame: .zero))
        super.init(coder: coder)
        control?.surfaceTracking = trackingForwarder
    }

    // MARK: State (rule G10)

    /// Whether the control takes touches; a disabled one is passed over by hit testing.
    open var isEnabled: Bool {
        get { control?.isEnabled ?? true }
        set { control?.isEnabled = newValue }
    }
    /// Whether the control is selected.
    open var isSelected: Bool {
        get { control?.isSelected ?? false }
        set { control?.isSelected = newValue }
    }
    /// Whether the control is highlighted: set while a tracked finger is inside (rule G11).
    open var isHighlighted: Bool {
        get { control?.isHighlighted ?? false }
        set { control?.isHighlighted = newValue }
    }
    /// Whether a touch is being tracked.
    open var isTracking: Bool { control?.isTracking ?? false }
    /// Whether the tracked touch is within the tracking area.
    open var isTouchInside: Bool { control?.isTouchInside ?? false }
    /// The control's state: highlighted, disabled, selected.
    open var state: UIControl.State { UIControl.State(rawValue: control?.state.rawValue ?? 0) }

    // MARK: Target-action (rule G10)

    /// Adds `target`'s `action` for `controlEvents`; a nil target goes up the responder chain.
    /// The target is held weakly, as UIKit does.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        let name = object.map { traceName(of: $0) } ?? "nil"
        control?.add(.targetAction(object, named: name, selector: action.name, events: ControlEvents(rawValue: controlEvents.rawValue)) {
            [weak self, weak object] _, _ in
            guard let self else { return .performed }
            // A target that has gone away is not sent anything.
            if target != nil, object == nil { return .performed }
            sendAction(action, to: object, for: nil)
            return .performed
        })
    }

    /// Takes `controlEvents` away from `target`'s `action` (every target for nil, every
    /// action for nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        control?.removeTarget(target.map { $0 as AnyObject }, selector: action?.name, for: ControlEvents(rawValue: controlEvents.rawValue))
    }

    /// Adds `action`'s handler for `controlEvents`; an action with the same identifier
    /// replaces the old one.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        control?.add(.handler(identifier: action.identifier.rawValue, events: ControlEvents(rawValue: controlEvents.rawValue)) {
            [weak self] _, _ in
            action.sender = self
            action.handler(action)
            action.sender = nil
            return .performed
        })
    }

    /// Takes `controlEvents` away from `action`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Takes `controlEvents` away from the action `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        control?.removeHandler(identifier: actionIdentifier.rawValue, for: ControlEvents(rawValue: controlEvents.rawValue))
    }

    /// Sends the actions of every target and handler listening to one of `controlEvents`,
    /// in the order they were added, each traced.
    open func sendActions(for controlEvents: UIControl.Event) {
        control?.sendActions(for: ControlEvents(rawValue: controlEvents.rawValue))
    }

    /// Sends `action` to `target` (nil: the first responder up the chain from the control
    /// that has it, none: dropped). A target that does not have it is UIKit's uncaught
    /// `unrecognized selector sent to instance` (rules G10, V3).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let target else {
            var responder: UIResponder? = self
            while let current = responder {
                if action.send(to: current, arguments: [self, event]) != nil { return }
                responder = current.next
            }
            return
        }
        action.deliver(to: target as AnyObject, arguments: [self, event])    // rule O3: an unknown method raises (V3)
    }

    /// The actions' names `target` has for any of `controlEvent`, or nil for none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        control?.selectors(forTarget: target.map { $0 as AnyObject }, forControlEvent: ControlEvents(rawValue: controlEvent.rawValue))
    }

    /// Every event some target or handler listens to.
    open var allControlEvents: UIControl.Event { UIControl.Event(rawValue: control?.allControlEvents.rawValue ?? 0) }

    // MARK: Tracking (rule G11)

    /// Whether to track the touch that came down; true by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether to go on tracking the touch that moved; true by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted; nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled; nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    private func traceName(of object: AnyObject) -> String {
        switch object {
        case let view as UIView: view.engineView.name
        case let controller as UIViewController: controller.engineController.name
        default: String(describing: type(of: object))
        }
    }
}
