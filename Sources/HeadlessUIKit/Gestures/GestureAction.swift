/// One target-action pair of a gesture recognizer (rule G6): the action's name as the trace
/// prints it, the target it is sent to (for `removeTarget`), and the call.
public struct GestureAction {
    /// The action as traced (`handlePan:`, `Drawer.handlePan`).
    public let name: String
    /// The target's identity, nil for an action without a target object (a Lua function).
    public let target: ObjectIdentifier?
    /// Sends the action with the recognizer as its sender.
    public let perform: (GestureRecognizer) -> Void
    /// What the layer that added it knows of its target (a script's target and action), for
    /// its own `removeTarget`.
    public let context: AnyObject?

    /// The action `name` sent to `target` by `perform`.
    public init(name: String, target: AnyObject?, context: AnyObject? = nil, perform: @escaping (GestureRecognizer) -> Void) {
        self.name = name
        self.target = target.map(ObjectIdentifier.init)
        self.context = context
        self.perform = perform
    }
}
