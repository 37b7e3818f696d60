import Testing
@testable import LuaBridge

private final class Tracked {
    nonisolated(unsafe) static var live = 0
    init() { Tracked.live += 1 }
    deinit { Tracked.live -= 1 }
}

/// Lua runs `__gc` with hooks off, outside the instruction budget and (at close) the memory
/// cap, so scripts get no finalizers at all, in any form; the C finalizer of Swift objects
/// still releases them. Nothing here can hang if the guard breaks: the finalizers that must
/// never run only count their calls.
@Suite("Finalizers")
struct FinalizerTests {
    static let refusal = "finalizers (__gc) are not available in scenarios"

    /// A state with `note()`, which counts its calls in `calls`.
    func makeState(_ calls: UnsafeMutablePointer<Int>) -> LuaState {
        let state = LuaState(limits: .init(memoryBytes: 8 << 20, instructions: 1_000_000))
        state.register("note") { _ throws(LuaError) in calls.pointee += 1; return 0 }
        return state
    }

    func withCalls(_ body: (UnsafeMutablePointer<Int>) -> Void) -> Int {
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { calls.deallocate() }
        calls.pointee = 0
        body(calls)
        return calls.pointee
    }

    @Test("setmetatable refuses a metatable with __gc, whatever its value, at the caller's line", arguments: [
        "setmetatable({}, { __gc = function() while true do end end })",
        "setmetatable({}, { __gc = false })",
        "setmetatable({}, { __gc = 0 })",
        "local mt = setmetatable({}, { __index = { __gc = note } }); setmetatable({}, mt); return 'ok'",
        "setmetatable({}, setmetatable({ __gc = note }, {}))",
    ])
    func refused(source: String) {
        let calls = withCalls { calls in
            let state = makeState(calls)
            let result = state.run(source, chunkName: "@gc.lua")
            _ = state.run("collectgarbage(); collectgarbage()", chunkName: "=collect")
            switch result {
            case .success(let values):
                // Only `__gc` behind `__index` is not the metatable's own field: Lua ignores it.
                #expect(values.first?.asString == "ok", "\(source)")
            case .failure(let error):
                #expect(error.message.hasPrefix("gc.lua:1: " + Self.refusal), "\(error.message)")
            }
            state.close()
        }
        #expect(calls == 0)
    }

    @Test("a __gc put in a metatable after setmetatable, raw or not, never runs, in a collection or at close")
    func addedLater() {
        let calls = withCalls { calls in
            let state = makeState(calls)
            let result = state.run("""
            local mt = {}
            kept = setmetatable({}, mt)
            local gone = setmetatable({}, mt)
            rawset(mt, "__gc", note)
            local other = {}
            local also = setmetatable({}, other)
            other.__gc = note
            gone, also = nil, nil
            collectgarbage(); collectgarbage()
            """, chunkName: "=gc")
            #expect((try? result.get()) != nil)
            state.close()
        }
        #expect(calls == 0)
    }

    @Test("a __gc put in a metatable the host shares is never honoured when the host sets it")
    func hostSetMetatable() {
        let calls = withCalls { calls in
            let state = makeState(calls)
            let metatable = state.newTable()
            state[global: "shared"] = metatable
            #expect((try? state.run("rawset(shared, '__gc', note)", chunkName: "=gc").get()) != nil)
            state.setMetatable(state.newTable(), metatable)
            #expect(state.tableGet(metatable, "__gc").typeName == "function")
            _ = state.run("collectgarbage(); collectgarbage()", chunkName: "=gc")
            state.close()
        }
        #expect(calls == 0)
    }

    @Test("a Swift object's metatable shows scripts a copy without __gc; the object is still released")
    func objectMetatablesHidden() throws {
        Tracked.live = 0
        let calls = withCalls { calls in
            let state = makeState(calls)
            let tracked = LuaClass(name: "Tracked", swiftType: Tracked.self)
            tracked.constructor = { _, _, _ throws(LuaError) in Tracked() }
            state.register(tracked)
            let results = try? state.run("""
            local object = Tracked{}
            local meta = getmetatable(object)
            rawset(meta, "__gc", note)
            meta.__gc = note
            keep = object
            return rawget(getmetatable(Tracked{}), "__gc") == note, type(meta.__index), type(meta.__tostring)
            """, chunkName: "=gc").get()
            #expect(results?.map(\.typeName) == ["boolean", "string", "string"])
            #expect(results?[1].asString == "function")
            #expect(Tracked.live == 2)
            state.close()
        }
        #expect(Tracked.live == 0)
        #expect(calls == 0)
    }

    @Test("protected metatables stay protected, and setmetatable's argument errors are Lua's")
    func setmetatableOtherwiseUnchanged() {
        let state = LuaState()
        let cases = [
            ("setmetatable(setmetatable({}, { __metatable = 1 }), {})", "cannot change a protected metatable"),
            ("setmetatable({}, 5)", "bad argument #2 to 'setmetatable' (nil or table expected, got number)"),
            ("setmetatable(5, {})", "bad argument #1 to 'setmetatable' (table expected, got number)"),
        ]
        for (source, message) in cases {
            guard case .failure(let error) = state.run(source, chunkName: "=s") else {
                Issue.record("no error for \(source)")
                continue
            }
            #expect(error.message.contains(message), "\(error.message)")
        }
        let kept = try? state.run("local t = setmetatable({}, { __index = { x = 3 } }); return t.x, getmetatable(setmetatable(t, nil))", chunkName: "=s").get()
        #expect(kept?.first?.asInt == 3)
        #expect(kept?.last?.isNil == true)
    }
}
