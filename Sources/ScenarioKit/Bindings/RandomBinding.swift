import HeadlessUIKit
import LuaBridge

/// `app.random`: the scenario's seeded generator (`int(a, b)`, `float()`, `seed`).
final class RandomSource {
    let app: App
    init(app: App) { self.app = app }
}

enum RandomBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "Random", swiftType: RandomSource.self)
        cls.describe = { object, _ in "random (seed \((object as? RandomSource)?.app.random.seed ?? 0))" }
        cls.property("seed") { object, _ in .integer(Int(truncatingIfNeeded: (object as? RandomSource)?.app.random.seed ?? 0)) }
        cls.method("int") { call throws(LuaError) in
            let source = try call.object(1, RandomSource.self, expected: "app.random")
            let low = try call.int(2), high = try call.int(3)
            call.push(.integer(source.app.random.int(low, high)))
            return 1
        }
        cls.method("float") { call throws(LuaError) in
            let source = try call.object(1, RandomSource.self, expected: "app.random")
            call.push(.number(source.app.random.float()))
            return 1
        }
        return cls
    }
}
