/// The run loop's queues (rule R1): blocks for the main queue, and the work that runs after
/// the next commit (the deferred appearance ends of rule A5).
final class RunLoop {
    /// A deferred appearance end: it runs only if its token is still the controller's.
    struct DeferredEnd {
        let controller: ViewController
        let token: Int
        let rule: Rule
    }

    /// Blocks queued with `async`, in order.
    var mainQueue: [() -> Void] = []
    /// Ends to run after the next commit, in order.
    var afterCommit: [DeferredEnd] = []
    private var nextToken = 0

    /// Whether any queued work is waiting.
    var hasQueuedWork: Bool { !mainQueue.isEmpty || !afterCommit.isEmpty }

    /// A fresh token for a deferred appearance end (rule A5).
    func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    /// Forgets the queued work (the app is going away).
    func removeAll() {
        mainQueue.removeAll()
        afterCommit.removeAll()
    }
}
