import Testing
import CLua
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

/// Host code that runs Lua many times inside one Swift call keeps the Lua stack balanced.
@Suite("Stack balance")
struct StackBalanceTests {
    @Test("100,000 override lookups and host calls inside one Swift function leave the stack as they found it")
    func balanced() throws {
        let state = LuaState()
        let cls = LuaClass(name: "Counter", swiftType: Counter.self)
        cls.constructor = { _, _, _ throws(LuaError) in Counter(label: "c") }
        state.register(cls)
        var tops: [Int32] = []
        state.register("hammer") { call throws(LuaError) in
            let object = try call.object(1, Counter.self, expected: "Counter")
            tops.append(lua_gettop(call.L))
            for _ in 0..<100_000 {
                if let method = call.state.method(of: object, named: "bump") {
                    _ = call.state.callFromHost(method, [.object(object)])
                }
                _ = call.state.field(of: object, named: "missing")
            }
            tops.append(lua_gettop(call.L))
            return 0
        }
        _ = try state.run("""
        local Sub = Counter:subclass("Sub", { bump = function(self) self.n = (self.n or 0) + 1 end })
        local c = Sub{}
        hammer(c)
        assert(c.n == 100000)
        """, chunkName: "=t").get()
        #expect(tops.count == 2 && tops[0] == tops[1])
    }
}
