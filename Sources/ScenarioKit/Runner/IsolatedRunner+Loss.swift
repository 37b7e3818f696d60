import Foundation

extension IsolatedRunner {
    /// The result of the scenario a worker was running when it died or was killed for taking
    /// too long, with its time as the supervisor saw it: from the worker's previous message (or,
    /// without one, from when the supervisor turned to the worker) to its end.
    func lost(file: String, title: String, line: Int, outcome: WorkerOutcome) -> ScenarioResult {
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
        var result = ScenarioResult(file: file, title: title, line: line, status: outcome.timedOut ? .timedOut : .crashed,
                                    message: message, events: [])
        result.seed = configuration.runner.seed
        if title != "(file)" { result.rerun = .stagehandRun }
        result.duration = ScenarioResult.seconds(outcome.ended - (outcome.lastMessage ?? outcome.started))
        return result
    }

    /// A duration in seconds as a person writes it: `60`, `0.5`.
    public static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        guard fraction != 0 else { return String(whole) }
        return String(Double(whole) + Double(fraction) / 1e18)
    }

    /// How a worker's death reads in a crashed scenario's message: the worker's own, or, when
    /// the worker said so before dying the same way, that of the process it forked for the
    /// scenario or of the zygote that forks them.
    static func describe(_ ending: ChildProcess.Ending, forkDeath: ForkDeath?) -> String {
        guard let forkDeath else {
            switch ending {
            case .signalled(let signal): return "the worker process was killed by \(signalName(signal))"
            case .exited(let status): return "the worker process exited with status \(status) before the scenario finished"
            }
        }
        let how: String
        switch forkDeath.ending {
        case .signalled(let signal): how = "was killed by \(signalName(signal))"
        case .exited(let status): how = "exited with status \(status)"
        }
        switch forkDeath.process {
        case .child:
            return "the scenario's own process (forked for it from the file's zygote) \(how) before the scenario finished"
        case .zygote:
            return "the file's zygote (the process that forks a child for each of its scenarios) \(how); the scenario's process ended with it"
        }
    }

    /// A signal as a crash message names it: `signal 11 (SIGSEGV, a bad memory access)`.
    static func signalName(_ signal: Int32) -> String {
        let name: String
        switch signal {
        case SIGILL: name = "SIGILL, an illegal instruction: a Swift runtime trap"
        case SIGTRAP: name = "SIGTRAP, a Swift runtime trap"
        case SIGABRT: name = "SIGABRT"
        case SIGBUS: name = "SIGBUS"
        case SIGFPE: name = "SIGFPE"
        case SIGKILL: name = "SIGKILL, sent by another process or the out-of-memory killer"
        case SIGSEGV: name = "SIGSEGV, a bad memory access"
        case SIGTERM: name = "SIGTERM, sent by another process"
        case SIGINT: name = "SIGINT"
        default: return "signal \(signal)"
        }
        return "signal \(signal) (\(name))"
    }
}
