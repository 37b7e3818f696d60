import Testing
@testable import LuaBridge

/// The memory cap and instruction budget fail the script, never the process.
@Suite("Limits")
struct LimitsTests {
    @Test("an endless loop stops at the instruction budget, even when it catches errors")
    func instructions() {
        let state = LuaState(limits: .init(instructions: 100_000))
        let result = state.run("while true do pcall(function() while true do end end) end", chunkName: "@loop.lua")
        guard case .failure(let error) = result else { Issue.record("no error"); return }
        #expect(error.kind == .instructionLimit)
        #expect(error.message.contains("instruction limit exceeded (100000 instructions)"))
    }

    @Test("big allocations fail with 'not enough memory'")
    func memory() {
        let state = LuaState(limits: .init(memoryBytes: 4 << 20))
        for source in ["local s = string.rep('x', 1 << 28)", "local t = {} for i = 1, 1e8 do t[i] = {} end"] {
            guard case .failure(let error) = state.run(source, chunkName: "=m") else { Issue.record("no error"); continue }
            #expect(error.kind == .memory, "\(error)")
        }
    }

    @Test("allocations made by Swift code over the cap never crash; Lua gets the error afterwards")
    func swiftSideAllocations() {
        let state = LuaState(limits: .init(memoryBytes: 2 << 20))
        state.register("big") { call throws(LuaError) in
            call.push(.string(String(repeating: "y", count: 4 << 20)))
            return 1
        }
        guard case .failure(let error) = state.run("local s = big()", chunkName: "=m") else {
            Issue.record("no error")
            return
        }
        #expect(error.message.contains("not enough memory"))
    }

    @Test("a new state's math.random is seeded the same every time (Lua's own seed is the clock); seedRandom reseeds it")
    func deterministicRandom() throws {
        func draws(_ seed: UInt64?) throws -> [Int?] {
            let state = LuaState()
            if let seed { state.seedRandom(seed) }
            return try state.run("return math.random(1, 1000000), math.random(1, 1000000)", chunkName: "=r").get().map(\.asInt)
        }
        #expect(try draws(nil) == (try draws(nil)))
        #expect(try draws(7) == (try draws(7)))
        #expect(try draws(7) != (try draws(nil)))
    }
}
