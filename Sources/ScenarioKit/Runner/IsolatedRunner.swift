import Foundation
import LuaShim

/// Runs files' scenarios in worker processes (`stagehand run --worker`) and supervises them,
/// so that a scenario which still manages to kill its process (a trap in the engine, a signal,
/// an `exit`) is reported as ``ScenarioResult/Status/crashed`` while the rest of the file runs
/// on in a fresh worker. Results the worker streamed before it died are kept.
///
/// Workers live for the whole run and serve one file after another (``WorkerRequest`` in,
/// ``WorkerMessage`` out), so a suite pays for a process start per job, not per file; one that
/// dies is replaced. Given the file that comes next, a worker gets its request before the
/// current file ends, and starts on it without waiting for the supervisor. A worker runs its
/// plan in order, so a crash is charged to the first planned scenario without a result: the
/// one running, or, for a worker that dies between scenarios, the next one. Every restart
/// makes progress and a file can never loop. Call ``shutdown()`` when the run is over.
///
/// With a ``timeout``, a worker that spends longer than that on one scenario (or on loading
/// a file) is killed, and that scenario is reported as ``ScenarioResult/Status/timedOut``;
/// the rest of the file runs on as after a crash. Nothing inside a worker can stop a library
/// call that never returns (a string pattern that backtracks for ever), so the supervisor's
/// clock is the only bound that always holds.
public struct IsolatedRunner: Sendable {
    /// The `stagehand` executable to start workers from.
    public var executable: String
    /// Options every worker gets after `run --worker FILE` (filter, limits, seed, ...).
    public var options: [String]
    /// The seed, for the rerun hint of a crashed scenario.
    public var seed: UInt64
    /// Extra environment variables for workers.
    public var environment: [String: String]
    /// The wall-clock time a worker may spend on one scenario, or on loading a file, before
    /// it is killed (nil: no limit). Counted from the worker's previous message (its plan or
    /// the previous result), as the supervisor reads it, so never shorter than the scenario's
    /// own time.
    public var timeout: Duration?
    /// The idle workers.
    private let pool = WorkerPool()

    /// Makes a supervisor.
    public init(executable: String, options: [String], seed: UInt64, environment: [String: String] = [:],
                timeout: Duration? = nil) {
        self.executable = executable
        self.options = options
        self.seed = seed
        self.environment = environment
        self.timeout = timeout
        // A worker that dies while we write its next request must not take us with it.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the idle workers (they exit when their input ends) and waits for them.
    public func shutdown() { pool.shutdown() }

    /// The results of `file`'s scenarios (with `only`, just those positions among the
    /// selected ones), in the file's order, as an in-process ``ScenarioRunner`` would give them
    /// when nothing crashes.
    ///
    /// `next` is the file (and selection) this thread runs next: its request goes to the same
    /// worker before this file ends, and the next call for it uses that worker. A worker that
    /// dies takes the request with it; the next call then starts afresh.
    public func run(file: String, only: Set<Int>? = nil, then next: (file: String, only: Set<Int>?)? = nil) -> [ScenarioResult] {
        var finished: [Int: ScenarioResult] = [:]     // by position; read only through the plan
        var plan: [ScenarioRunner.Planned]?
        var remaining = only
        var first = true
        while true {
            let outcome = runWorker(file: file, only: remaining, next: first ? next : nil, queued: first)
            first = false
            if plan == nil { plan = outcome.plan }
            for (position, result) in outcome.placed { finished[position] = result }
            guard let plan else {
                // The file did not load (its error is the result) or the worker died first.
                return outcome.completed ? outcome.unplaced
                    : outcome.unplaced + [lost(file: file, title: "(file)", line: 0, outcome: outcome)]
            }
            if outcome.completed { break }
            let pending = plan.filter { finished[$0.position] == nil }
            guard let culprit = pending.first else { break }
            finished[culprit.position] = lost(file: file, title: culprit.declaration.title,
                                              line: culprit.declaration.line, outcome: outcome)
            let left = pending.filter { $0.position != culprit.position }
            if left.isEmpty { break }
            remaining = Set(left.map(\.position))
        }
        return (plan ?? []).compactMap { finished[$0.position] }
    }

    /// The result of the scenario a worker was running when it died or was killed for taking
    /// too long.
    private func lost(file: String, title: String, line: Int, outcome: WorkerOutcome) -> ScenarioResult {
        var message = "crashed: \(outcome.death)"
        if outcome.timedOut, let timeout {
            let limit = Self.seconds(timeout)
            message = title == "(file)"
                ? "timed out after \(limit) s (--timeout \(limit)) while loading \(file): its top level was still running; the worker process was killed"
                : "timed out after \(limit) s (--timeout \(limit)): the scenario at \(file):\(line) was still running, in Lua or in a library call that never returned (a string pattern that backtracks, a huge string.rep); its worker process was killed and the file's other scenarios ran on in a fresh one"
        }
        let tail = outcome.errorOutput.split(separator: "\n").suffix(12)
        if !tail.isEmpty {
            message += "\nthe worker's last words:\n" + tail.map { "  " + $0 }.joined(separator: "\n")
        }
        if title != "(file)" {
            message += "\nseed \(seed); rerun: stagehand run \(ScenarioRunner.quoted(file)) --filter \(ScenarioRunner.quoted(title)) --seed \(seed)"
        }
        var result = ScenarioResult(file: file, title: title, line: line, status: outcome.timedOut ? .timedOut : .crashed,
                                    message: message, events: [])
        // The supervisor's view of its time: from the worker's previous message to its end.
        result.duration = outcome.lastMessage.map { ScenarioResult.seconds(outcome.ended - $0) }
        return result
    }

    /// A duration in seconds as a person writes it: `60`, `0.5`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        guard fraction != 0 else { return String(whole) }
        return String(Double(whole) + Double(fraction) / 1e18)
    }

    /// What one worker process did before it ended.
    struct WorkerOutcome {
        var plan: [ScenarioRunner.Planned]?
        /// Results of scenarios, by their position: the plan's, in order.
        var placed: [(position: Int, result: ScenarioResult)] = []
        /// Results that belong to no scenario: the file's load error.
        var unplaced: [ScenarioResult] = []
        /// The worker said `done` and exited normally.
        var completed = false
        /// The worker was killed for spending longer than ``timeout`` on one scenario.
        var timedOut = false
        var death = ""
        var errorOutput = ""
        /// When the supervisor started waiting for the worker's latest message (the request, or
        /// the previous message), and when the worker was seen to end: the lost scenario's time.
        var lastMessage: ContinuousClock.Instant?
        var ended = ContinuousClock.now
    }

    /// Runs `file` on a worker: the one its request was already sent to (when `queued`), or
    /// an idle or new one; sends `next`'s request to it as well.
    private func runWorker(file: String, only: Set<Int>?, next: (file: String, only: Set<Int>?)?, queued: Bool) -> WorkerOutcome {
        var outcome = WorkerOutcome()
        let request = WorkerRequest(file: file, only: only.map { $0.sorted() }).line + "\n"
        let worker: Worker
        var sent = false
        if queued, let waiting = pool.takeQueued(request) {
            worker = waiting
            sent = true
        } else {
            do {
                worker = try pool.checkOut() ?? Worker(executable: executable, options: options, environment: workerEnvironment)
            } catch {
                outcome.death = "the worker could not start: \(error)"
                return outcome
            }
            sent = worker.child.send(request)
        }
        var nextRequest: String?
        if sent, let next {
            let line = WorkerRequest(file: next.file, only: next.only.map { $0.sorted() }).line + "\n"
            if worker.child.send(line) { nextRequest = line }
        }
        var sawDone = false
        if sent {
            outcome.lastMessage = ContinuousClock.now
            reading: while !sawDone {
                let line: Substring
                switch worker.lines.next(before: timeout.map { ContinuousClock.now + $0 }) {
                case .line(let next):
                    line = next
                    outcome.lastMessage = ContinuousClock.now
                case .end: break reading
                case .timedOut:
                    kill(worker.child.pid, SIGKILL)
                    outcome.timedOut = true
                    break reading
                }
                switch WorkerMessage(line: line) {
                case .plan(let plan)?: outcome.plan = plan
                case .result(let result)?:
                    if let plan = outcome.plan, plan.indices.contains(outcome.placed.count) {
                        outcome.placed.append((plan[outcome.placed.count].position, result))
                    } else {
                        outcome.unplaced.append(result)
                    }
                case .done?: sawDone = true
                case nil: break
                }
            }
        }
        if sawDone {
            outcome.completed = true
            if let nextRequest { pool.queue(worker, for: nextRequest) } else { pool.checkIn(worker) }
            return outcome
        }
        let ending = worker.end()
        outcome.ended = ContinuousClock.now
        outcome.errorOutput = worker.errorOutput
        switch ending {
        case .signalled(let signal):
            outcome.death = "the worker process was killed by signal \(signal) (\(Self.signalName(signal)))"
        case .exited(let status):
            outcome.death = "the worker process exited with status \(status) before the scenario finished"
        }
        return outcome
    }

    /// glibc's tunables with the malloc heap on transparent huge pages, unless they say otherwise.
    /// A worker forks a child per scenario of a big file, and a fork copies the page table of
    /// the worker's memory, which holds the whole file: a 20,000-scenario file's 65 MB took
    /// 16,000 entries (4 KB pages) to copy and to tear down again at every fork, twice the
    /// scenario's own cost, and 2 MB pages make that 33 (docs/performance.md).
    static func hugePageTunables(_ existing: String?) -> String {
        guard let existing, !existing.isEmpty else { return "glibc.malloc.hugetlb=1" }
        return existing.contains("glibc.malloc.hugetlb") ? existing : existing + ":glibc.malloc.hugetlb=1"
    }

    private var workerEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // A crashing worker should die at once, not symbolicate a backtrace for seconds.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment["GLIBC_TUNABLES"] = Self.hugePageTunables(environment["GLIBC_TUNABLES"])
        for (key, value) in self.environment { environment[key] = value }
        environment[Self.supervisorVariable] = String(getpid())
        return environment
    }

    /// The environment variable that tells a worker its supervisor's process id.
    static let supervisorVariable = "STAGEHAND_SUPERVISOR"

    /// For a worker, at its start: has the kernel kill this process when its parent ends, as a
    /// supervisor killed by SIGKILL (a CI job's timeout) does, so that no worker is left behind
    /// spinning in a scenario that never ends. False when the supervisor named in the
    /// environment (or, without one, the parent) is already gone: the worker should exit.
    public static func dieWithSupervisor() -> Bool {
        let supervisor = ProcessInfo.processInfo.environment[supervisorVariable].flatMap { pid_t($0) } ?? getppid()
        return shim_die_with_parent(supervisor) == 0
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL, an illegal instruction: a Swift runtime trap"
        case SIGTRAP: return "SIGTRAP, a Swift runtime trap"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL, perhaps the out-of-memory killer"
        case SIGSEGV: return "SIGSEGV, a bad memory access"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}

/// One worker process serving requests, with its standard error collected on another thread.
final class Worker: @unchecked Sendable {
    let child: ChildProcess
    let lines: LineReader
    private let lock = NSLock()
    private var collectedErrors = ""
    private let errorsDone = DispatchSemaphore(value: 0)

    init(executable: String, options: [String], environment: [String: String]) throws {
        child = try ChildProcess.spawn(executable, ["run", "--worker"] + options, environment: environment, withInput: true)
        lines = LineReader(fd: child.output)
        let child = child
        DispatchQueue.global().async { [self] in
            let text = child.readErrors()
            lock.withLock { collectedErrors = text }
            errorsDone.signal()
        }
    }

    /// What the worker wrote to standard error (complete once it has ended).
    var errorOutput: String { lock.withLock { collectedErrors } }

    /// Closes its input and waits for it to end.
    func end() -> ChildProcess.Ending {
        child.closeInput()
        close(child.output)
        let ending = child.wait()
        errorsDone.wait()
        return ending
    }
}

/// The workers waiting for a file, and those already given their next file's request.
final class WorkerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Worker] = []
    /// By request line, oldest first (a file listed twice may be queued twice).
    private var queued: [(request: String, worker: Worker)] = []

    func checkOut() -> Worker? { lock.withLock { idle.popLast() } }

    func checkIn(_ worker: Worker) { lock.withLock { idle.append(worker) } }

    /// Keeps `worker`, which has been sent `request`, for the run of that request.
    func queue(_ worker: Worker, for request: String) { lock.withLock { queued.append((request, worker)) } }

    /// The worker that was sent `request` ahead, if any.
    func takeQueued(_ request: String) -> Worker? {
        lock.withLock {
            guard let index = queued.firstIndex(where: { $0.request == request }) else { return nil }
            return queued.remove(at: index).worker
        }
    }

    func shutdown() {
        let workers = lock.withLock { () -> [Worker] in
            defer { idle.removeAll(); queued.removeAll() }
            return idle + queued.map(\.worker)
        }
        for worker in workers { _ = worker.end() }
    }
}
