import Testing
@testable import LuaBridge

private class Shape {}
private final class Square: Shape {}

/// Swift class tables make their methods when first looked up; everything a script can
/// observe is as if the methods had been there from the start.
@Suite("Class tables")
struct ClassTableTests {
    func makeState() -> LuaState {
        let state = LuaState()
        let shape = LuaClass(name: "Shape", swiftType: Shape.self)
        shape.constructor = { _, _, _ throws(LuaError) in Shape() }
        shape.method("area") { call throws(LuaError) in call.push(.integer(1)); return 1 }
        shape.method("name") { call throws(LuaError) in call.push(.string("shape")); return 1 }
        let square = LuaClass(name: "Square", superclass: shape, swiftType: Square.self)
        square.constructor = { _, _, _ throws(LuaError) in Square() }
        square.method("name") { call throws(LuaError) in call.push(.string("square")); return 1 }
        square.method("side") { call throws(LuaError) in call.push(.integer(2)); return 1 }
        state.register(shape)
        state.register(square)
        return state
    }

    func values(_ state: LuaState, _ source: String) throws -> [LuaValue] {
        try state.run(source, chunkName: "=t").get()
    }

    @Test("a method is made on first look-up, then is the same value every time")
    func madeOnFirstUse() throws {
        let results = try values(makeState(), """
        local before = rawget(Shape, "area")
        local first = Shape.area
        return before == nil, rawget(Shape, "area") == first, Shape.area == first, type(first)
        """)
        #expect(results.prefix(3).allSatisfy { $0.asBool })
        #expect(results.last?.asString == "function")
    }

    @Test("a subclass finds its own methods first, then its superclass's, which are the superclass's values")
    func inheritance() throws {
        let results = try values(makeState(), """
        local s = Square{}
        return s:name(), s:area(), s:side(), Square.area == Shape.area, Shape{}:name(), Shape.side
        """)
        #expect(results.map(\.asString).prefix(1) == ["square"])
        #expect(results[1].asInt == 1 && results[2].asInt == 2)
        #expect(results[3].asBool)
        #expect(results[4].asString == "shape")
        #expect(results[5].isNil)
    }

    @Test("pairs lists every method of the class, made or not, and its bookkeeping")
    func pairsListsEverything() throws {
        let results = try values(makeState(), """
        local _ = Square.side
        local keys = {}
        for k, v in pairs(Square) do keys[#keys + 1] = k .. ":" .. type(v) end
        table.sort(keys)
        return table.concat(keys, " ")
        """)
        #expect(results.first?.asString == "__classid:number __name:string __super:table name:function side:function")
    }

    @Test("what a script sets on a class table wins over the Swift method, before or after its first use")
    func scriptValuesWin() throws {
        let results = try values(makeState(), """
        Shape.area = function() return 10 end
        local _ = Square.name
        Square.name = function() return "mine" end
        return Square{}:area(), Square{}:name()
        """)
        #expect(results.map(\.asInt) == [10, nil])
        #expect(results.last?.asString == "mine")
    }

    @Test("names that are no method give nil: other strings, a name with a NUL, other types")
    func misses() throws {
        let results = try values(makeState(), """
        return Shape.nothing, Shape["area\\0x"], Shape[1], Shape[true], rawget(Shape, "area")
        """)
        #expect(results.count == 5 && results.allSatisfy { $0.isNil })
    }

    @Test("completion names include methods not made yet, up the chain")
    func memberNamesIncludeUnmadeMethods() throws {
        let state = makeState()
        let names = state.memberNames(of: state[global: "Square"])
        #expect(names.contains("area") && names.contains("side") && names.contains("name"))
    }

    @Test("a script that calls the class and object metamethods itself, with anything, gets errors or nils")
    func metamethodsCalledDirectly() throws {
        let state = makeState()
        let results = try values(state, """
        local meta = getmetatable(Shape)
        local ok1 = pcall(meta.__index, 5, "area")
        local iterator = meta.__pairs(Shape)
        local ok2, message = pcall(iterator, 5, nil)
        local object = getmetatable(Shape{})
        local ok3 = pcall(object.__index, 5, "area")
        local ok4 = pcall(object.__index, Shape{}, 5)
        return ok1, ok2, message, ok3, ok4
        """)
        #expect(results[0].asBool && results[3].asBool && results[4].asBool)
        #expect(!results[1].asBool)
        #expect(results[2].asString?.contains("table expected") == true)
    }

    /// A class with an overridable method: `Shape.draw` is its base entry, `shape:draw()` its
    /// send entry, which the instance table makes on first look-up.
    func makeDrawingState() -> LuaState {
        let state = LuaState()
        let shape = LuaClass(name: "Shape", swiftType: Shape.self)
        shape.constructor = { _, _, _ throws(LuaError) in Shape() }
        shape.overridableMethod("draw", base: { call throws(LuaError) in call.push(.string("base")); return 1 },
                                send: { call throws(LuaError) in call.push(.string("send")); return 1 })
        let square = LuaClass(name: "Square", superclass: shape, swiftType: Square.self)
        square.constructor = { _, _, _ throws(LuaError) in Square() }
        state.register(shape)
        state.register(square)
        return state
    }

    @Test("an instance finds the send entry, made once per class and the same value after; the class finds the base entry")
    func sendEntriesMadeOnFirstUse() throws {
        let results = try values(makeDrawingState(), """
        local a, b = Shape{}, Shape{}
        local first = a.draw
        return first == b.draw, first == a.draw, first ~= Shape.draw, a:draw(), Shape.draw(a), Square{}:draw(),
               Square{}.draw == first
        """)
        #expect(results[0].asBool && results[1].asBool && results[2].asBool)
        #expect(results[3].asString == "send" && results[4].asString == "base" && results[5].asString == "send")
        #expect(results[6].asBool == false)
    }

    @Test("an object with fields of its own finds a send entry before a field of the same name, made or not")
    func sendEntriesBeforeFields() throws {
        let results = try values(makeDrawingState(), """
        local fresh = Shape{}
        fresh.note = 1
        local before = fresh:draw()
        local other = Shape{}
        local _ = other.draw
        other.note = 2
        return before, other:draw(), fresh.note, other.note, select(2, pcall(function() return fresh.missing end))
        """)
        #expect(results[0].asString == "send" && results[1].asString == "send")
        #expect(results[2].asInt == 1 && results[3].asInt == 2)
        #expect(results[4].asString == "t:7: Shape has no property or method 'missing'")
    }
}
