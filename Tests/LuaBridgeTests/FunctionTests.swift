import Testing
@testable import LuaBridge

/// Swift functions called from Lua: results, and errors raised by the C trampoline with the
/// calling script's file and line.
@Suite("Swift functions")
struct FunctionTests {
    @Test("a Swift function gets its arguments and returns results")
    func callsAndResults() throws {
        let state = LuaState()
        state.register("twice") { call throws(LuaError) in
            let n = try call.int(1)
            call.push(.integer(n * 2))
            call.push(.string("done"))
            return 2
        }
        let results = try state.run("return twice(21)", chunkName: "=t").get()
        #expect(results.first?.asInt == 42)
        #expect(results.last?.asString == "done")
    }

    @Test("a wrong argument type is Lua's bad-argument message at the script's line")
    func argumentErrors() {
        let state = LuaState()
        state.register("f") { call throws(LuaError) in _ = try call.number(1); return 0 }
        let result = state.run("\n\nf('x')", chunkName: "@script.lua")
        guard case .failure(let error) = result else { Issue.record("no error"); return }
        #expect(error.message == "script.lua:3: bad argument #1 to 'f' (number expected, got string)")
        #expect(error.traceback?.hasPrefix("stack traceback:") == true)
    }

    @Test("a thrown error is raised at the caller's line and can be caught by pcall")
    func thrownErrors() throws {
        let state = LuaState()
        state.register("fail") { _ throws(LuaError) in throw LuaError(message: "nope") }
        let results = try state.run("local ok, e = pcall(fail) return ok, e", chunkName: "@s.lua").get()
        #expect(results.first?.asBool == false)
        #expect(results.last?.asString == "nope")
        let direct = state.run("fail()", chunkName: "@s.lua")
        guard case .failure(let error) = direct else { Issue.record("no error"); return }
        #expect(error.message == "s.lua:1: nope")
    }

    @Test("errors: syntax, runtime, and non-string error values")
    func errorKinds() {
        let state = LuaState()
        if case .failure(let error) = state.run("x = = 1", chunkName: "@a.lua") {
            #expect(error.kind == .syntax)
            #expect(error.message.hasPrefix("a.lua:1:"))
        } else { Issue.record("no syntax error") }
        for (source, message) in [("error({})", "a.lua:1: (error object is a table value)"),
                                  ("error()", "a.lua:1: (error object is a nil value)"),
                                  ("error(42)", "a.lua:1: 42"),
                                  ("error(0/0)", "a.lua:1: nan"),
                                  ("error(-1/0)", "a.lua:1: -inf"),
                                  ("error(2.5)", "a.lua:1: 2.5"),
                                  ("error(true)", "a.lua:1: (error object is a boolean value)"),
                                  ("local x = 1\nerror(coroutine.create(print))", "a.lua:2: (error object is a thread value)"),
                                  ("local function raise(t) error(t) end\nraise({})", "a.lua:1: (error object is a table value)"),
                                  ("error(setmetatable({}, {__tostring = function() return 'shown' end}))", "a.lua:1: shown"),
                                  ("error(setmetatable({}, {__tostring = function() return {} end}))", "a.lua:1: (error object is a table value)")] {
            if case .failure(let error) = state.run(source, chunkName: "@a.lua") {
                #expect(error.message == message)
            } else { Issue.record("no error for \(source)") }
        }
    }

    @Test("a coroutine can call a Swift function")
    func coroutines() throws {
        let state = LuaState()
        state.register("inc") { call throws(LuaError) in call.push(.integer(try call.int(1) + 1)); return 1 }
        let results = try state.run("""
        local co = coroutine.wrap(function(x) local y = coroutine.yield(inc(x)) return inc(y) end)
        return co(1), co(10)
        """, chunkName: "=t").get()
        #expect(results.compactMap(\.asInt) == [2, 11])
    }
}
