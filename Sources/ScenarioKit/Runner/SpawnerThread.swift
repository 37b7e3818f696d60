import Foundation

/// The one thread that starts every child process, and lives as long as the process.
///
/// A worker asks the kernel to kill it when its parent ends (`PR_SET_PDEATHSIG`), but the
/// kernel's "parent" is the *thread* that started it, not the process: a worker spawned from a
/// pool thread was killed with SIGKILL when that thread retired (Dispatch retires a thread after
/// a few seconds idle), and the next file given to it was charged with a crash it never caused.
/// Every spawn therefore runs here, on a thread that never ends; the caller waits for it. This
/// also serializes spawns: a child started while another spawn's pipes are open cannot inherit
/// them.
final class SpawnerThread: @unchecked Sendable {
    /// The process's spawner, started by the first spawn.
    static let shared = SpawnerThread()

    private let condition = NSCondition()
    /// Work waiting for the thread, oldest first.
    private var waiting: [() -> Void] = []

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = "stagehand-spawner"
        thread.start()
    }

    /// Runs `body` on the spawner thread and returns what it gives, once it has run.
    func perform<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        condition.lock()
        waiting.append {
            box.value = body()
            box.done.signal()
        }
        condition.signal()
        condition.unlock()
        box.done.wait()
        // Set before `done` was signalled; the optional only spares a force unwrap.
        return box.value ?? body()
    }

    /// The thread's loop: runs the waiting work in order, for ever.
    private func serve() {
        while true {
            condition.lock()
            while waiting.isEmpty { condition.wait() }
            let next = waiting.removeFirst()
            condition.unlock()
            next()
        }
    }

    /// A value handed from the spawner thread to the thread waiting for it.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }
}
