import CLua
import HeadlessUIKit
import LuaBridge
import ScenarioKit

/// **bridge**: a million calls of a bound engine method from Lua (`view:setNeedsLayout()`),
/// against a million calls of a bare `lua_CFunction` reached the same way, as a method through
/// a metatable (the limit: Lua's own cost of a method call into C). The ratio is the bridge's
/// price per call.
///
/// Three more lines split that price, each a ratio to the same limit: **bridge-lookup**, the
/// bare C function found as a method of a view (the C `__index` walk every object call pays);
/// **bridge-swift-noop**, an empty Swift function found the same way (adds the trampoline and
/// the Swift dispatch); **bridge-engine-direct**, the engine method called from Swift alone
/// (what the call does, with no Lua at all).
struct BridgeBenchmark {
    var calls: Int
    var runs: Int

    func run() -> [BenchResult] {
        let environment = ScenarioEnvironment(file: "bench.lua", limits: BenchLimits.unlimited)
        _ = environment.load("")
        let state = environment.state
        let noop: lua_CFunction = { _ in 0 }
        state[global: "noop"] = state.cFunction(noop)
        state[global: "swiftNoop"] = state.function("swiftNoop") { _ in 0 }
        func loop(_ setup: String, _ call: String) -> Double {
            let chunk = (try? state.compile("\(setup)\nfor _ = 1, \(calls) do \(call) end", chunkName: "=bench").get()) ?? .nil
            return Measurement.median(runs: runs) { _ = state.call(chunk, []) }
        }
        let bare = loop("local bare = setmetatable({}, { __index = { noop = noop } })", "bare:noop()")
        let bound = loop("local v = View{}", "v:setNeedsLayout()")
        let lookup = loop("rawset(View, 'benchNoop', noop); local v = View{}", "v:benchNoop()")
        let swiftNoop = loop("rawset(View, 'benchSwiftNoop', swiftNoop); local v = View{}", "v:benchSwiftNoop()")
        let view = View(app: environment.app, name: "direct")
        let direct = Measurement.median(runs: runs) {
            for _ in 0..<calls { view.setNeedsLayout() }
        }
        let peak = Measurement.peakResidentBytes
        func line(_ name: String, _ time: Double) -> BenchResult {
            BenchResult(name: name, median_s: time, rate: Double(calls) / time, ratio: time / bare, peak_rss_bytes: peak)
        }
        return [line("bridge", bound), line("bridge-lookup", lookup), line("bridge-swift-noop", swiftNoop),
                line("bridge-engine-direct", direct)]
    }
}

/// Limits that never stop a benchmark.
enum BenchLimits {
    static let unlimited = ScenarioLimits(instructions: 1 << 50, memoryBytes: 8 << 30)
}
