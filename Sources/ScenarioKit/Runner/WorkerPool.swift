import Foundation

/// The workers of an ``IsolatedRunner``: those waiting for a file, and every one alive, so
/// that an interrupted run can end them all.
final class WorkerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Worker] = []
    /// Every worker started and not yet waited for, by process id.
    private var live: Set<pid_t> = []
    /// Set by ``interrupt()``: no worker starts any more.
    private var interrupted = false

    /// The process ids of the idle workers, for tests.
    var idleProcessIDs: [pid_t] { lock.withLock { idle.map(\.child.pid) } }

    /// Whether ``interrupt()`` has been called.
    var isInterrupted: Bool { lock.withLock { interrupted } }

    /// An idle worker that can take a request, or nil. Idle workers that cannot (ended or
    /// stopped since they were checked in: killed by someone, or by the out-of-memory killer)
    /// are ended and forgotten, and the next one is tried: a file is never charged for a
    /// worker that died before it was given the file.
    func checkOut() -> Worker? {
        while let worker = lock.withLock({ idle.popLast() }) {
            if worker.isServiceable { return worker }
            retire(worker)
        }
        return nil
    }

    func checkIn(_ worker: Worker) { lock.withLock { idle.append(worker) } }

    /// Starts a worker, unless the run was interrupted (nil then).
    func start(_ make: () throws -> Worker) rethrows -> Worker? {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { return nil }
        let worker = try make()
        live.insert(worker.child.pid)
        return worker
    }

    /// Ends `worker` (closes its input and waits for it) and forgets it; how it ended.
    @discardableResult
    func end(_ worker: Worker) -> ChildProcess.Ending {
        // Forgotten before it is waited for: once waited for, its process id may be reused.
        lock.withLock { _ = live.remove(worker.child.pid) }
        return worker.end()
    }

    /// Kills and ends a worker that cannot serve (it may be stopped, which would never end).
    private func retire(_ worker: Worker) {
        kill(worker.child.pid, SIGKILL)
        end(worker)
    }

    /// Kills every live worker with SIGKILL (their zygotes and forked children die with them)
    /// and starts no more: the run was interrupted.
    func interrupt() {
        lock.withLock {
            interrupted = true
            for pid in live { kill(pid, SIGKILL) }
        }
    }

    /// Ends the idle workers (they exit when their input ends) and waits for them.
    func shutdown() {
        let workers = lock.withLock { () -> [Worker] in
            defer { idle.removeAll() }
            return idle
        }
        for worker in workers { end(worker) }
    }
}
