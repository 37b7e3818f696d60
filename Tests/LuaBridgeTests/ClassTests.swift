import Testing
@testable import LuaBridge

final class Counter {
    var count = 0
    var label: String
    nonisolated(unsafe) static var live = 0
    init(label: String) { self.label = label; Counter.live += 1 }
    deinit { Counter.live -= 1 }
}

/// A Swift class with a subclass that no Lua class names.
class Animal {
    var sound = "..."
}

/// A subclass made in Swift only, as StagehandUIKit's engine views subclass the engine's.
final class Dog: Animal {}

/// Swift classes in Lua: properties, methods, identity, subclasses and overrides.
@Suite("Classes", .serialized)
struct ClassTests {
    func makeState() -> LuaState {
        let state = LuaState()
        let cls = LuaClass(name: "Counter", swiftType: Counter.self)
        cls.constructorKeys = ["label"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            Counter(label: state.tableGet(arguments, "label").asString ?? className)
        }
        cls.property("count", get: { object, _ in .integer((object as? Counter)?.count ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         guard let n = value.asInt else { throw LuaError(message: "count must be an integer") }
                         (object as? Counter)?.count = n
                     })
        cls.property("label") { object, _ in .string((object as? Counter)?.label ?? "") }
        cls.method("bump") { call throws(LuaError) in
            let counter = try call.object(1, Counter.self, expected: "Counter")
            counter.count += 1
            call.push(.integer(counter.count))
            return 1
        }
        state.register(cls)
        return state
    }

    @Test("Class{...} constructs; properties read and write through Swift; methods run")
    func basics() throws {
        let state = makeState()
        let results = try state.run("""
        local c = Counter{ label = "a", count = 5 }
        c:bump()
        c.count = c.count + 10
        return c.label, c.count
        """, chunkName: "=t").get()
        #expect(results.first?.asString == "a")
        #expect(results.last?.asInt == 16)
    }

    @Test("a read-only property refuses assignment; extra fields stay on the instance")
    func readOnlyAndExtraFields() throws {
        let state = makeState()
        let failure = state.run("Counter{}.label = 'x'", chunkName: "@r.lua")
        guard case .failure(let error) = failure else { Issue.record("no error"); return }
        #expect(error.message == "r.lua:1: property 'label' of Counter is read-only")
        let object = Counter(label: "held")
        state[global: "c"] = .object(object)
        _ = state.run("c.note = 'kept'", chunkName: "=t")
        state[global: "c"] = .nil
        state[global: "again"] = .object(object)
        #expect(try state.run("return again.note", chunkName: "=t").get().first?.asString == "kept")
    }

    @Test("an object of a Swift subclass no Lua class names is of its nearest registered superclass's class")
    func unregisteredSubclass() throws {
        let state = LuaState()
        let cls = LuaClass(name: "Animal", swiftType: Animal.self)
        cls.property("sound") { object, _ in .string((object as? Animal)?.sound ?? "") }
        state.register(cls)
        state[global: "dog"] = .object(Dog())
        let results = try state.run("return dog.sound, tostring(dog):sub(1, 6)", chunkName: "=t").get()
        #expect(results.map(\.asString) == ["...", "Animal"])
        #expect(state.luaClassName(of: Dog()) == "Animal")
    }

    @Test("the same Swift object is the same Lua value")
    func identity() throws {
        let state = makeState()
        let object = Counter(label: "one")
        state[global: "a"] = .object(object)
        state[global: "b"] = .object(object)
        #expect(try state.run("return a == b, rawequal(a, b)", chunkName: "=t").get().allSatisfy(\.asBool))
        #expect(state[global: "a"].asObject(Counter.self) === object)
    }

    @Test("subclass overrides are found by method(of:named:); Swift methods are not overrides")
    func overrides() throws {
        let state = makeState()
        let value = try #require(try state.run("""
        local Loud = Counter:subclass("Loud", {
          bump = function(self) Counter.bump(self); return Counter.bump(self) end,
        })
        local Louder = Loud:subclass("Louder")
        return Louder{}
        """, chunkName: "=t").get().first)
        let object = try #require(value.asObject(Counter.self))
        #expect(object.label == "Louder")
        let override = try #require(state.method(of: object, named: "bump"))
        _ = try state.call(override, [value]).get()
        #expect(object.count == 2)   // the override's two super calls reached Swift
        #expect(state.method(of: Counter(label: "plain"), named: "bump") == nil)
        state[global: "plain"] = .object(Counter(label: "plain"))
        #expect(state.method(of: state[global: "plain"].asObject(Counter.self)!, named: "bump") == nil)
        #expect(state.luaClassName(of: object) == "Louder")
    }

    @Test("closing the state releases every Swift object Lua held")
    func release() throws {
        let before = Counter.live
        do {
            let state = makeState()
            _ = try state.run("for i = 1, 10 do Counter{} end", chunkName: "=t").get()
            #expect(Counter.live == before + 10)
            state.close()
        }
        #expect(Counter.live == before)
    }
}
