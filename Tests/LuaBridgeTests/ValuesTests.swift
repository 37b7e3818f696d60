import Testing
@testable import LuaBridge

/// Values travel between Swift and Lua unchanged.
@Suite("Values")
struct ValuesTests {
    func roundTrip(_ value: LuaValue) -> LuaValue? {
        let state = LuaState()
        state[global: "v"] = value
        guard case .success(let results) = state.run("return v", chunkName: "=t") else { return nil }
        return results.first
    }

    @Test("nil, booleans, integers, floats and strings round-trip")
    func scalars() {
        #expect(roundTrip(.nil)?.isNil == true)
        #expect(roundTrip(.boolean(true))?.asBool == true)
        if case .integer(let n)? = roundTrip(.integer(42)) { #expect(n == 42) } else { Issue.record("not an integer") }
        if case .number(let x)? = roundTrip(.number(1.5)) { #expect(x == 1.5) } else { Issue.record("not a float") }
        #expect(roundTrip(.string("héllo\u{0}world"))?.asString == "héllo\u{0}world")
    }

    @Test("Lua keeps integers and floats apart")
    func integersAndFloats() throws {
        let state = LuaState()
        let results = try state.run("return 3, 3.0, 2^53", chunkName: "=t").get()
        guard case .integer = results[0], case .number = results[1] else {
            Issue.record("wrong kinds: \(results)")
            return
        }
        #expect(results[1].asInt == 3)
        #expect(results[2].asDouble == 9007199254740992)
    }

    @Test("tables are held by reference and read raw")
    func tables() throws {
        let state = LuaState()
        let table = try #require(try state.run("return { 10, 20, name = 'x', [true] = 1 }", chunkName: "=t").get().first)
        #expect(state.arrayValues(table).compactMap(\.asInt) == [10, 20])
        #expect(state.tableGet(table, "name").asString == "x")
        let keys = state.namedKeys(table)
        #expect(keys.names == ["name"])
        #expect(keys.others == 1)
        state.tableSet(table, "added", .integer(7))
        state[global: "t"] = table
        #expect(try state.run("return t.added", chunkName: "=t").get().first?.asInt == 7)
    }

    @Test("array elements are read and written raw by index; a value that is not a table reads nil")
    func elements() throws {
        let state = LuaState()
        let table = try #require(try state.run("return setmetatable({ 'one' }, { __index = function() return 'meta' end })", chunkName: "=t").get().first)
        #expect(state.tableGet(table, 1).asString == "one")
        #expect(state.tableGet(table, 2).isNil)
        state.tableSet(table, 3, .integer(3))
        state.tableSet(table, 1, .nil)
        state[global: "t"] = table
        #expect(try state.run("return rawget(t, 1), t[3]", chunkName: "=t").get().map(\.asInt) == [nil, 3])
        #expect(state.tableGet(.integer(1), 1).isNil)
    }

    @Test("functions come back callable")
    func functions() throws {
        let state = LuaState()
        let add = try #require(try state.run("return function(a, b) return a + b end", chunkName: "=t").get().first)
        #expect(try state.call(add, [.integer(2), .integer(3)]).get().first?.asInt == 5)
    }
}
