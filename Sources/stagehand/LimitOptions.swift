import ArgumentParser
import ScenarioKit

/// `--max-instructions` and `--max-memory`: the limits of every scenario's Lua state; and
/// `--timeout`, the supervisor's wall clock for every scenario.
struct LimitOptions: ParsableArguments {
    @Option(help: "Lua instructions one scenario may run.")
    var maxInstructions: Int = ScenarioLimits().instructions

    @Option(help: "Bytes of Lua memory one scenario may hold.")
    var maxMemory: Int = ScenarioLimits().memoryBytes

    @Option(help: "Seconds of wall-clock time one scenario may take before its worker process is killed and the scenario reported as timed out (default: 60; 0 means no limit). Needs worker processes: --in-process cannot stop a stuck library call.")
    var timeout: Double?

    /// The default wall-clock limit: far above what any scenario within the instruction budget
    /// takes (200 million instructions run in seconds, even in a debug build on a loaded
    /// machine), and far below the minutes after which CI systems kill a whole job.
    static let defaultTimeout = 60.0

    /// The wall-clock limit of each scenario; nil for none (`--timeout 0`).
    var wallClock: Duration? {
        let seconds = timeout ?? Self.defaultTimeout
        return seconds > 0 ? .seconds(roundingUp: seconds) : nil
    }

    /// The limits these options give.
    var limits: ScenarioLimits { ScenarioLimits(instructions: maxInstructions, memoryBytes: maxMemory) }

    /// A usage error unless both limits are positive. (Not `validate()`: `run` checks its options
    /// in the order it reports their errors.)
    func check() throws {
        guard maxInstructions > 0, maxMemory > 0 else {
            throw UsageError("--max-instructions and --max-memory must be positive")
        }
        if let timeout, !(timeout >= 0 && timeout <= 1e9) {
            throw UsageError("--timeout takes a number of seconds, at least 0 (0: no limit)")
        }
    }
}
