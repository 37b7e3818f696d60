import CLua
import LuaBridge
import ScenarioKit

/// **bridge**: a million calls of a bound engine method from Lua (`view:setNeedsLayout()`),
/// against a million calls of a bare `lua_CFunction` reached the same way, as a method through
/// a metatable (the limit: Lua's own cost of a method call into C). The ratio is the bridge's
/// price per call.
struct BridgeBenchmark {
    var calls: Int
    var runs: Int

    func run() -> BenchResult {
        let environment = ScenarioEnvironment(file: "bench.lua", limits: BenchLimits.unlimited)
        _ = environment.load("")
        let state = environment.state
        let noop: lua_CFunction = { _ in 0 }
        state[global: "noop"] = state.cFunction(noop)
        let bound = compile(state, """
        local v = View{}
        for _ = 1, \(calls) do v:setNeedsLayout() end
        """)
        let bare = compile(state, """
        local bare = setmetatable({}, { __index = { noop = noop } })
        for _ = 1, \(calls) do bare:noop() end
        """)
        let boundTime = Measurement.median(runs: runs) { _ = state.call(bound, []) }
        let bareTime = Measurement.median(runs: runs) { _ = state.call(bare, []) }
        return BenchResult(name: "bridge", median_s: boundTime, rate: Double(calls) / boundTime,
                           ratio: boundTime / bareTime, peak_rss_bytes: Measurement.peakResidentBytes)
    }

    private func compile(_ state: LuaState, _ source: String) -> LuaValue {
        (try? state.compile(source, chunkName: "=bench").get()) ?? .nil
    }
}

/// Limits that never stop a benchmark.
enum BenchLimits {
    static let unlimited = ScenarioLimits(instructions: 1 << 50, memoryBytes: 8 << 30)
}
