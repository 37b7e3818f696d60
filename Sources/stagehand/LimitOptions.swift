import ArgumentParser
import ScenarioKit

/// `--max-instructions` and `--max-memory`: the limits of every scenario's Lua state.
struct LimitOptions: ParsableArguments {
    @Option(help: "Lua instructions one scenario may run (default 200,000,000).")
    var maxInstructions: Int = ScenarioLimits().instructions

    @Option(help: "Bytes of Lua memory one scenario may hold (default 268,435,456).")
    var maxMemory: Int = ScenarioLimits().memoryBytes

    /// The limits these options give.
    var limits: ScenarioLimits { ScenarioLimits(instructions: maxInstructions, memoryBytes: maxMemory) }

    /// A usage error unless both limits are positive. (Not `validate()`: `run` checks its options
    /// in the order it reports their errors.)
    func check() throws {
        guard maxInstructions > 0, maxMemory > 0 else {
            throw UsageError("--max-instructions and --max-memory must be positive")
        }
    }
}
