/// One entry of a control's dispatch table (rule G10): a target-action pair added with
/// `addTarget(_:action:for:)`, or an action handler added with `addAction(_:for:)`, and the
/// events it listens to.
public struct ControlAction {
    /// What an entry is.
    public enum Kind: Equatable {
        /// A target and a selector's name (`save:`); a nil target goes up the responder chain
        /// from the control.
        case targetAction(selector: String)
        /// An action handler (UIKit's `UIAction`) with its identifier.
        case handler(identifier: String)
    }

    /// What happened when the entry's message was sent.
    public enum Outcome: Equatable {
        /// The target ran the action (or the handler ran).
        case performed
        /// No receiver implements the selector: UIKit's `unrecognized selector sent to
        /// instance`, naming the receiver's class.
        case unrecognized(receiverClass: String)
    }

    /// The entry's kind.
    public let kind: Kind
    /// The events it listens to.
    public internal(set) var events: ControlEvents
    /// The target, held weakly as UIKit does; nil for a handler or a nil target.
    public private(set) weak var target: AnyObject?
    /// Whether the entry was added with a target (false for a nil target and a handler).
    public let hasTarget: Bool
    /// The name the trace gives the target: its trace name, or `nil` for the responder chain.
    public let targetName: String
    /// Sends the message: to the target (or, for a nil target, the first responder up the
    /// chain from the control that implements it), or runs the handler.
    let perform: (Control, ControlEvents) -> Outcome

    /// A target-action pair: `perform` runs the action for `target` (nil: the responder chain).
    public static func targetAction(_ target: AnyObject?, named targetName: String, selector: String, events: ControlEvents,
                                    perform: @escaping (Control, ControlEvents) -> Outcome) -> ControlAction {
        ControlAction(kind: .targetAction(selector: selector), events: events, target: target, hasTarget: target != nil,
                      targetName: target == nil ? "nil" : targetName, perform: perform)
    }

    /// An action handler with `identifier`: `perform` runs it.
    public static func handler(identifier: String, events: ControlEvents,
                               perform: @escaping (Control, ControlEvents) -> Outcome) -> ControlAction {
        ControlAction(kind: .handler(identifier: identifier), events: events, target: nil, hasTarget: false,
                      targetName: "", perform: perform)
    }

    private init(kind: Kind, events: ControlEvents, target: AnyObject?, hasTarget: Bool, targetName: String,
                 perform: @escaping (Control, ControlEvents) -> Outcome) {
        self.kind = kind
        self.events = events
        self.target = target
        self.hasTarget = hasTarget
        self.targetName = targetName
        self.perform = perform
    }
}
