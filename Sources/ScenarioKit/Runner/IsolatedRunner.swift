import Foundation

/// Runs files' scenarios in worker processes (`stagehand worker`) and supervises them,
/// so that a scenario which still manages to kill its process (a trap in the engine, a signal,
/// an `exit`) is reported as ``ScenarioResult/Status/crashed`` while the rest of the file runs
/// on in a fresh worker. Results the worker streamed before it died are kept.
///
/// Workers live for the whole run and serve one file after another (``WorkerRequest`` in,
/// ``WorkerMessage`` out), so a suite pays for a process start per job, not per file. Each
/// worker is told the ``configuration`` once, as its first request, and then file after
/// file; one that dies is replaced, and an idle one is checked before it is given a file (one
/// that ended or stopped meanwhile is replaced, charging nobody). A worker runs its plan in
/// order, so a crash is charged to the first planned scenario without a result: the one
/// running, or, for a worker that dies between scenarios, the next one. Every restart makes
/// progress and a file can never loop. Each result is handed on as soon as it is known
/// (``run(file:only:observer:)``). Call ``shutdown()`` when the run is over, or
/// ``interrupt()`` to end it early.
///
/// With a ``timeout``, a worker that spends longer than that on one scenario (or on loading
/// a file) is killed, and that scenario is reported as ``ScenarioResult/Status/timedOut``;
/// the rest of the file runs on as after a crash. Nothing inside a worker can stop a library
/// call that never returns (a string pattern that backtracks for ever), so the supervisor's
/// clock is the only bound that always holds.
public struct IsolatedRunner: Sendable {
    /// The `stagehand` executable to start workers from.
    public var executable: String
    /// What every worker runs files with: its first request. Its runner's seed is also a
    /// crashed scenario's.
    public var configuration: WorkerConfiguration
    /// Extra environment variables for workers.
    public var environment: [String: String]
    /// The wall-clock time a worker may spend on one scenario, or on loading a file, before
    /// it is killed (nil: no limit). Counted from the worker's previous message (its plan or
    /// the previous result), as the supervisor reads it, so never shorter than the scenario's
    /// own time.
    public var timeout: Duration?
    /// The idle workers.
    private let pool = WorkerPool()

    /// A supervisor of workers started from `executable` that run files as `runner` would,
    /// each with up to `forkWidth` forked children at once for a big file.
    public init(executable: String, runner: ScenarioRunner, forkWidth: Int = 1, environment: [String: String] = [:],
                timeout: Duration? = nil) {
        self.executable = executable
        self.configuration = WorkerConfiguration(runner: runner, forkWidth: forkWidth)
        self.environment = environment
        self.timeout = timeout
        // A worker that dies while we write its next request must not take us with it.
        signal(SIGPIPE, SIG_IGN)
    }

    /// This program, to start workers from when it is `stagehand`.
    public static var thisExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The process ids of the workers waiting for a file, for tests.
    var idleWorkers: [pid_t] { pool.idleProcessIDs }

    /// Ends the idle workers (they exit when their input ends) and waits for them.
    public func shutdown() { pool.shutdown() }

    /// Kills every worker (their zygotes and forked children die with them) and starts no
    /// more: the run was interrupted. A run under way returns what it has without charging
    /// anything to the scenario it was running; the caller reports the rest as not run.
    public func interrupt() { pool.interrupt() }

    /// The results of `file`'s scenarios (with `only`, just those positions among the
    /// selected ones), in the file's order, as an in-process ``ScenarioRunner`` would give them
    /// when nothing crashes.
    public func run(file: String, only: Set<Int>? = nil) -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        run(file: file, only: only, observer: ScenarioRunner.Observer(didPlan: { _ in }, didRun: { results.append($0) }))
        return results
    }

    /// Runs `file` as ``run(file:only:)`` does, telling `observer` the plan (once, as the
    /// first worker gives it) and each result the moment the worker gives it or the supervisor
    /// charges it, in the file's order. After ``interrupt()``, returns with some scenarios
    /// told neither.
    public func run(file: String, only: Set<Int>?, observer: ScenarioRunner.Observer) {
        var finished: Set<Int> = []
        var plan: [ScenarioRunner.Planned]?
        var remaining = only
        while true {
            let outcome = runWorker(file: file, only: remaining) { heard in
                switch heard {
                case .plan(let planned):
                    if plan == nil {
                        plan = planned
                        observer.didPlan(planned)
                    }
                case .placed(let position, let result):
                    finished.insert(position)
                    observer.didRun(result)
                case .unplaced(let result):
                    observer.didRun(result)
                }
            }
            if outcome.interrupted || outcome.completed { return }
            guard let plan else {
                // The worker died before the file loaded (its own load error would have come
                // as a result, and the worker would have said `done`).
                observer.didRun(lost(file: file, title: "(file)", line: 0, outcome: outcome))
                return
            }
            let pending = plan.filter { !finished.contains($0.position) }
            guard let culprit = pending.first else { return }
            finished.insert(culprit.position)
            observer.didRun(lost(file: file, title: culprit.declaration.title, line: culprit.declaration.line, outcome: outcome))
            let left = pending.dropFirst()
            if left.isEmpty { return }
            remaining = Set(left.map(\.position))
        }
    }

    /// What a worker said, as the supervisor hears it.
    enum Heard {
        /// The scenarios it will run.
        case plan([ScenarioRunner.Planned])
        /// The result of the planned scenario at this position.
        case placed(position: Int, result: ScenarioResult)
        /// A result that belongs to no planned scenario: the file's load error.
        case unplaced(ScenarioResult)
    }

    /// What one worker process did before it ended.
    struct WorkerOutcome {
        /// The plan the worker gave, for the positions it was asked for.
        var plan: [ScenarioRunner.Planned]?
        /// How many of the plan's results it gave.
        var placed = 0
        /// The worker said `done` and exited normally.
        var completed = false
        /// The worker was killed for spending longer than ``timeout`` on one scenario.
        var timedOut = false
        /// The run was interrupted: nothing is charged.
        var interrupted = false
        /// How the worker ended, for a lost scenario's message.
        var death = ""
        /// What the worker said of a process it forked that died, just before dying itself.
        var forkDeath: ForkDeath?
        var errorOutput = ""
        /// When the supervisor turned to the worker, when it started waiting for the worker's
        /// latest message (the request, or the previous message), and when the worker was
        /// seen to end: the lost scenario's time is from the second (or else the first) to
        /// the third.
        let started = ContinuousClock.now
        var lastMessage: ContinuousClock.Instant?
        var ended = ContinuousClock.now
    }

    /// A worker that has been sent `request`: an idle one or a new one. An idle worker that
    /// cannot take it (it died or stopped since its check) is replaced, and nobody is charged
    /// for it; a new one that cannot is returned unsent, to be charged as a crash (the
    /// executable cannot serve). Nil when the run was interrupted; `death` set when no worker
    /// could start.
    private func worker(for request: String, outcome: inout WorkerOutcome) -> (worker: Worker, sent: Bool)? {
        while true {
            if let idle = pool.checkOut() {
                if idle.child.send(request) { return (idle, true) }
                pool.end(idle)
                continue
            }
            do {
                guard let fresh = try pool.start({ try Worker(executable: executable, configuration: configuration, environment: workerEnvironment) }) else {
                    outcome.interrupted = true
                    return nil
                }
                return (fresh, fresh.child.send(request))
            } catch {
                outcome.death = "the worker could not start: \(error)"
                return nil
            }
        }
    }

    /// Runs `file` on a worker (see ``worker(for:outcome:)``), telling `heard` what it says as
    /// it says it.
    private func runWorker(file: String, only: Set<Int>?, heard: (Heard) -> Void) -> WorkerOutcome {
        var outcome = WorkerOutcome()
        let request = WorkerRequest.run(file: file, only: only.map { $0.sorted() }).line + "\n"
        guard let (worker, sent) = worker(for: request, outcome: &outcome) else {
            outcome.ended = ContinuousClock.now
            return outcome
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
                case .plan(let plan)?:
                    outcome.plan = plan
                    heard(.plan(plan))
                case .result(let result)?:
                    if let plan = outcome.plan, plan.indices.contains(outcome.placed) {
                        heard(.placed(position: plan[outcome.placed].position, result: result))
                        outcome.placed += 1
                    } else {
                        heard(.unplaced(result))
                    }
                case .forkDied(let death)?: outcome.forkDeath = death
                case .done?: sawDone = true
                case nil: break
                }
            }
        }
        if sawDone {
            outcome.completed = true
            pool.checkIn(worker)
            return outcome
        }
        let ending = pool.end(worker)
        outcome.ended = ContinuousClock.now
        // Killed by the interruption (or ended by it while this one was reading): not a crash.
        if pool.isInterrupted {
            outcome.interrupted = true
            return outcome
        }
        outcome.errorOutput = worker.errorOutput
        outcome.death = Self.describe(ending, forkDeath: outcome.forkDeath)
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
}
