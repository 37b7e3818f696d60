import Foundation

/// Runs a file's scenarios in a worker process (`stagehand run --worker`) and supervises it,
/// so that a scenario which still manages to kill its process (a trap in the engine, a signal,
/// an `exit`) is reported as ``ScenarioResult/Status/crashed`` while the rest of the file runs
/// on in a fresh worker. Results the worker streamed before it died are kept.
///
/// The worker speaks ``WorkerMessage`` lines. A crash is charged to the scenario that had
/// started and not finished; a worker that dies between scenarios is charged to the next one,
/// so every restart makes progress and a file can never loop.
public struct IsolatedRunner: Sendable {
    /// The `stagehand` executable to start workers from.
    public var executable: String
    /// Options every worker gets after `run --worker FILE` (filter, limits, seed, ...).
    public var options: [String]
    /// The seed, for the rerun hint of a crashed scenario.
    public var seed: UInt64
    /// Extra environment variables for workers.
    public var environment: [String: String]

    /// Makes a supervisor.
    public init(executable: String, options: [String], seed: UInt64, environment: [String: String] = [:]) {
        self.executable = executable
        self.options = options
        self.seed = seed
        self.environment = environment
    }

    /// The results of `file`'s scenarios (with `only`, just those positions among the
    /// selected ones), in the file's order, as an in-process ``ScenarioRunner`` would give them
    /// when nothing crashes.
    public func run(file: String, only: Set<Int>? = nil) -> [ScenarioResult] {
        var finished: [Int: ScenarioResult] = [:]     // by position; read only through the plan
        var plan: [ScenarioRunner.Planned]?
        var remaining = only
        while true {
            let outcome = runWorker(file: file, only: remaining)
            if plan == nil { plan = outcome.plan }
            for (position, result) in outcome.placed { finished[position] = result }
            guard let plan else {
                // The file did not load (its error is the result) or the worker died first.
                return outcome.completed ? outcome.unplaced
                    : outcome.unplaced + [crashed(file: file, title: "(file)", line: 0, outcome: outcome)]
            }
            if outcome.completed { break }
            let pending = plan.filter { finished[$0.position] == nil }
            guard let culprit = pending.first(where: { $0.position == outcome.started }) ?? pending.first else { break }
            finished[culprit.position] = crashed(file: file, title: culprit.declaration.title,
                                                 line: culprit.declaration.line, outcome: outcome)
            let left = pending.filter { $0.position != culprit.position }
            if left.isEmpty { break }
            remaining = Set(left.map(\.position))
        }
        return (plan ?? []).compactMap { finished[$0.position] }
    }

    private func crashed(file: String, title: String, line: Int, outcome: WorkerOutcome) -> ScenarioResult {
        var message = "crashed: \(outcome.death)"
        let tail = outcome.errorOutput.split(separator: "\n").suffix(12)
        if !tail.isEmpty {
            message += "\nthe worker's last words:\n" + tail.map { "  " + $0 }.joined(separator: "\n")
        }
        if title != "(file)" {
            message += "\nseed \(seed); rerun: stagehand run \(ScenarioRunner.quoted(file)) --filter \(ScenarioRunner.quoted(title)) --seed \(seed)"
        }
        return ScenarioResult(file: file, title: title, line: line, status: .crashed, message: message, trace: [])
    }

    /// What one worker process did before it ended.
    struct WorkerOutcome {
        var plan: [ScenarioRunner.Planned]?
        /// Results of scenarios, by the position the worker announced before each.
        var placed: [(position: Int, result: ScenarioResult)] = []
        /// Results that belong to no scenario: the file's load error.
        var unplaced: [ScenarioResult] = []
        /// The position of the scenario that started and did not finish.
        var started: Int?
        /// The worker said `done` and exited normally.
        var completed = false
        var death = ""
        var errorOutput = ""
    }

    private func runWorker(file: String, only: Set<Int>?) -> WorkerOutcome {
        var outcome = WorkerOutcome()
        var arguments = ["run", "--worker", file] + options
        if let only { arguments += ["--only", only.sorted().map(String.init).joined(separator: ",")] }
        var environment = ProcessInfo.processInfo.environment
        // A crashing worker should die at once, not symbolicate a backtrace for seconds.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        for (key, value) in self.environment { environment[key] = value }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable, arguments, environment: environment)
        } catch {
            outcome.death = "the worker could not start: \(error)"
            return outcome
        }
        let errorText = ErrorCollector()
        let errorsDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.text = child.readErrors()
            errorsDone.signal()
        }
        var sawDone = false
        child.readLines { line in
            switch WorkerMessage(line: line) {
            case .plan(let plan)?: outcome.plan = plan
            case .start(let position)?: outcome.started = position
            case .result(let result)?:
                if let position = outcome.started {
                    outcome.placed.append((position, result))
                } else {
                    outcome.unplaced.append(result)
                }
                outcome.started = nil
            case .done?: sawDone = true
            case nil: break
            }
        }
        let ending = child.wait()
        errorsDone.wait()
        outcome.errorOutput = errorText.text
        switch ending {
        case .signalled(let signal):
            outcome.death = "the worker process was killed by signal \(signal) (\(Self.signalName(signal)))"
        case .exited(let status):
            outcome.completed = sawDone && status == 0
            outcome.death = "the worker process exited with status \(status) before the scenario finished"
        }
        return outcome
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

/// The worker's standard error, collected on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = ""

    var text: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
