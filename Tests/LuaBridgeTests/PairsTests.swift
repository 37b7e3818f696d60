import Testing
@testable import LuaBridge

/// `pairs` visits a table in a fixed order: Lua seeds its string hashes from the clock, so its
/// own order changes from run to run.
@Suite("pairs in a fixed order")
struct PairsTests {
    func keys(_ source: String, in state: LuaState = LuaState()) throws -> String? {
        try state.run(source, chunkName: "=pairs").get().first?.asString
    }

    static let collect = """
    local keys = {}
    for k in pairs(t) do keys[#keys + 1] = tostring(k) end
    return table.concat(keys, " ")
    """

    @Test("numbers ascending, then strings by bytes, then false and true")
    func order() throws {
        let result = try keys("local t = { [3] = 1, [1] = 1, b = 1, a = 1, [2.5] = 1, [true] = 1, [false] = 1, aa = 1, [-7] = 1, B = 1 }\n" + Self.collect)
        #expect(result == "-7 1 2.5 3 B a aa b false true")
    }

    @Test("the same order in every state, for many string keys")
    func sameEverywhere() throws {
        let source = "local t = {} for i = 1, 300 do t['key' .. i * 7919 % 1000] = i end\n" + Self.collect
        let first = try keys(source)
        #expect(try keys(source) == first)
        #expect(first?.hasPrefix("key102 key105 key109 key112 key115 ") == true)
    }

    @Test("fields cleared during the loop are skipped, changed ones are fine, nested loops are independent")
    func changesDuringTheLoop() throws {
        let result = try keys("""
        local t = { a = 1, b = 2, c = 3, d = 4 }
        local seen = {}
        for k, v in pairs(t) do
          if k == "a" then t.c = nil; t.b = 20 end
          local inner = 0
          for _ in pairs(t) do inner = inner + 1 end
          seen[#seen + 1] = k .. "=" .. v .. "/" .. inner
        end
        return table.concat(seen, " ")
        """)
        #expect(result == "a=1/3 b=20/3 d=4/3")
    }

    @Test("__pairs is honoured, and a value that is no table is refused at the call")
    func metamethodAndErrors() throws {
        let result = try keys("""
        local t = setmetatable({}, { __pairs = function(self) return function(_, k) if not k then return 1, "one" end end, self, nil end })
        for k, v in pairs(t) do return v end
        """)
        #expect(result == "one")
        let failure = LuaState().run("for _ in pairs(5) do end", chunkName: "=p")
        guard case .failure(let error) = failure else { Issue.record("no error"); return }
        #expect(error.message.contains("bad argument #1 to 'pairs' (table expected, got number)"))
    }
}
