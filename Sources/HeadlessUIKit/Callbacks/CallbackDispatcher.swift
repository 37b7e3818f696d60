/// Where a callback goes once sent: the script's override, if any, and which callbacks are
/// being sent right now, so that a base implementation called while its own callback is on
/// top is known as a super call (rule A6).
final class CallbackDispatcher {
    /// Scripts' overrides; weak because the scripting layer owns them.
    weak var overrides: CallbackOverriding?
    /// Callbacks being sent, innermost last.
    private var sending: [(controller: ObjectIdentifier, callback: Callback.Name)] = []

    /// Runs `body` with `callback` marked as being sent to `controller`.
    func sending<T>(_ callback: Callback.Name, to controller: ViewController, _ body: () -> T) -> T {
        sending.append((ObjectIdentifier(controller), callback))
        defer { sending.removeLast() }
        return body()
    }

    /// How many callbacks are being sent, one inside another.
    var depth: Int { sending.count }

    /// Whether `callback` is the innermost callback being sent, and to `controller`.
    func isSending(_ callback: Callback.Name, to controller: ViewController) -> Bool {
        guard let top = sending.last else { return false }
        return top.controller == ObjectIdentifier(controller) && top.callback == callback
    }
}
