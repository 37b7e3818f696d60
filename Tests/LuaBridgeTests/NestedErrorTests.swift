import Testing
@testable import LuaBridge

/// Lua calls Swift, Swift calls back into Lua (an override), and that Lua raises: the error
/// must surface once, at the inner script line, and later host calls must not run.
@Suite("Nested errors")
struct NestedErrorTests {
    @Test("Lua -> Swift -> Lua -> error surfaces as one error with the inner file:line")
    func threeLevels() {
        let state = LuaState()
        var laterCallsRan = 0
        state.register("host") { call throws(LuaError) in
            let callback = try call.function(1)
            _ = call.state.callFromHost(callback, [])
            #expect(call.state.pendingError != nil)
            // A second call while the first error is pending does not run.
            if call.state.callFromHost(callback, []) != nil { laterCallsRan += 1 }
            return 0
        }
        let result = state.run("""
        local function level3() error("deep failure") end
        local function level2() level3() end
        host(function() level2() end)
        error("not reached")
        """, chunkName: "@nested.lua")
        guard case .failure(let error) = result else { Issue.record("no error"); return }
        #expect(error.message == "nested.lua:1: deep failure")
        #expect(laterCallsRan == 0)
        #expect(state.pendingError == nil)
    }

    @Test("the surfaced error can be caught by the script like any error")
    func catchable() throws {
        let state = LuaState()
        state.register("host") { call throws(LuaError) in
            _ = call.state.callFromHost(try call.function(1), [])
            return 0
        }
        let results = try state.run("""
        local ok, message = pcall(host, function() error("inner") end)
        return ok, message
        """, chunkName: "@c.lua").get()
        #expect(results.first?.asBool == false)
        #expect(results.last?.asString == "c.lua:1: inner")
    }
}
