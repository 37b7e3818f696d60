import CLua
import HeadlessUIKit
import LuaBridge
import ScenarioKit

/// **bridge**: a million calls of a bound engine method from Lua (`view:setNeedsLayout()`),
/// against a million calls of a bare `lua_CFunction` reached the same way, as a method through
/// a metatable (the limit: Lua's own cost of a method call into C). The ratio is the bridge's
/// price per call.
///
/// Four more lines split that price, each a ratio to the same limit: **bridge-index-floor**,
/// the bare C function found through the smallest possible `__index` function (one that
/// returns it at once): the least any object whose members include computed properties can
/// cost, since Lua hands a function `__index` the object but a table `__index` only the key;
/// **bridge-lookup**, the bare C function found as a method of a view (Stagehand's `__index`);
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
        state[global: "indexFloor"] = state.cFunction { L in
            lua_pushcclosure(L, { _ in 0 }, 0)
            return 1
        }
        state[global: "swiftNoop"] = state.function("swiftNoop") { _ in 0 }
        func loop(_ setup: String, _ call: String) -> () -> Void {
            let chunk = (try? state.compile("\(setup)\nfor _ = 1, \(calls) do \(call) end", chunkName: "=bench").get()) ?? .nil
            return { _ = state.call(chunk, []) }
        }
        let view = View(app: environment.app, name: "direct")
        let times = Measurement.interleavedMedians(runs: runs, [
            loop("local bare = setmetatable({}, { __index = { noop = noop } })", "bare:noop()"),
            loop("local v = View{}", "v:setNeedsLayout()"),
            loop("local object = setmetatable({}, { __index = indexFloor })", "object:noop()"),
            loop("rawset(View, 'benchNoop', noop); local v = View{}", "v:benchNoop()"),
            loop("rawset(View, 'benchSwiftNoop', swiftNoop); local v = View{}", "v:benchSwiftNoop()"),
            { for _ in 0..<calls { view.setNeedsLayout() } },
        ])
        let bare = times[0]
        let peak = Measurement.peakResidentBytes
        func line(_ name: String, _ time: Double) -> BenchResult {
            BenchResult(name: name, median_s: time, rate: Double(calls) / time, ratio: time / bare, peak_rss_bytes: peak)
        }
        return zip(["bridge", "bridge-index-floor", "bridge-lookup", "bridge-swift-noop", "bridge-engine-direct"], times.dropFirst())
            .map { line($0, $1) }
    }
}

/// Limits that never stop a benchmark.
enum BenchLimits {
    static let unlimited = ScenarioLimits(instructions: 1 << 50, memoryBytes: 8 << 30)
}
