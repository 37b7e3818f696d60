/// Sending callbacks to receivers (data sources, delegates, animators, interaction
/// controllers): the one place they are traced and delivered.
extension Runtime {
    /// Sends `callback` to `receiver` on behalf of `sender`: traced under the receiver's name
    /// with `rule`, then delivered; returns the answer. Returns nil, sending nothing, when
    /// there is no receiver, when the callback is optional (``Callback/Spec/isOptional``) and
    /// the receiver does not implement it, or once a limit has stopped the engine (rule R3:
    /// each callback sent is counted). The caller then takes UIKit's default.
    @discardableResult
    func send(_ callback: Callback, to receiver: CallbackReceiver?, from sender: AnyObject?, rule: Rule) -> CallbackValue? {
        guard let receiver else { return nil }
        if callback.spec.isOptional, !receiver.implements(callback.name) { return nil }
        guard fault == nil, charge(Runtime.callbackUnits), argumentsMatchSpec(callback) else { return nil }
        recorder.record(callback, subject: receiver.traceName, rule: rule)
        return receiver.receive(callback, from: sender)
    }

    /// Whether `callback` carries the arguments its spec declares, one of each kind in order.
    /// A send site that does not is Stagehand's own mistake: in a debug build (the tests'),
    /// it stops the engine with an error naming the callback, so that a test fails rather
    /// than a receiver reading a default. Release builds skip the check.
    @inline(__always)
    func argumentsMatchSpec(_ callback: Callback) -> Bool {
        #if DEBUG
        guard callback.spec.accepts(callback.arguments) else {
            let kinds = callback.spec.parameters.map { "\($0.name): \($0.kind.rawValue)" }.joined(separator: ", ")
            raise(EngineError(name: "Stagehand", reason: "internal error: \(callback.spec.traceName) was sent with \(callback.arguments.count) arguments that do not match its spec (\(kinds))", rule: .R3))
            return false
        }
        #endif
        return true
    }
}
