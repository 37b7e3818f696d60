import Synchronization

/// A run's stop button: pressed once (SIGINT or SIGTERM to `stagehand run`), it tells everyone
/// who asked (``ParallelRunner`` stops handing out files and delivering results;
/// ``IsolatedRunner`` kills its workers) and keeps the reason, which the scenarios that did not
/// run are reported with.
public final class Interruption: Sendable {
    private struct State {
        var reason: String?
        var signal: Int32?
        var handlers: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    /// A button not yet pressed: ``reason`` is nil and no handler has run.
    public init() {}

    /// The reason it was pressed with (`not run: the run was interrupted (SIGTERM)`); nil
    /// until then.
    public var reason: String? { state.withLock { $0.reason } }

    /// The signal that pressed it, if one did.
    public var signal: Int32? { state.withLock { $0.signal } }

    /// Presses the button with `reason` (for `signal`, if a signal pressed it): runs every
    /// handler, once; later presses do nothing.
    public func request(reason: String, signal: Int32? = nil) {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard state.reason == nil else { return [] }
            state.reason = reason
            state.signal = signal
            defer { state.handlers.removeAll() }
            return state.handlers
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` when the button is pressed (at once if it has been).
    public func onRequest(_ handler: @escaping @Sendable () -> Void) {
        let pressed = state.withLock { state -> Bool in
            if state.reason != nil { return true }
            state.handlers.append(handler)
            return false
        }
        if pressed { handler() }
    }
}
