import HeadlessUIKit
import LuaBridge

/// The Lua class of a ``ScriptedClass``.
enum ScriptedClassBinding {
    /// Makes the class, a subclass of the built-in class `superclass`.
    static func makeClass(_ scripted: ScriptedClass, superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: scripted.name, superclass: superclass, swiftType: scripted.surfaceType)
        cls.describe = superclass.describe
        // Swift has no runtime to find a method by name: a script calls only what registration
        // listed.
        cls.unknownMemberHint = "\(scripted.name) is a Swift class: a script calls only the methods listed in `methods:` where Stagehand.register(\(scripted.surfaceType).self, as: \"\(scripted.name)\", methods: ...) registers it"
        cls.constructor = { className, _, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            guard let controller = environment.app.withCause("\(className){} made in Swift", { scripted.make(environment.app) }) else {
                // Why it could not be made, when the Swift side said (an app's class reached off the main actor).
                throw LuaError(message: environment.app.uncaughtException?.message ?? "\(className) could not be made")
            }
            if let exception = environment.app.uncaughtException { throw LuaError(message: exception.message) }
            return controller
        }
        for (name, body) in scripted.methods.sorted(by: { $0.key < $1.key }) {
            cls.method(name) { call throws(LuaError) in
                let controller = try call.object(1, ViewController.self, expected: scripted.name)
                var arguments: [ScriptValue] = []
                if call.count >= 2 {
                    for index in 2...call.count { arguments.append(try scriptValue(call.value(index), call, index)) }
                }
                let result = try engine(call, "\(controller.name):\(name)()") { body(controller, arguments) }
                call.push(luaValue(result))
                return 1
            }
        }
        return cls
    }

    private static func scriptValue(_ value: LuaValue, _ call: LuaCall, _ index: Int) throws(LuaError) -> ScriptValue {
        switch value {
        case .nil: return .nil
        case .boolean(let flag): return .bool(flag)
        case .integer(let number): return .number(Double(number))
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .object(let object): return .object(object)
        default: throw call.typeError(index, expected: "nil, boolean, number, string, controller or view")
        }
    }

    private static func luaValue(_ value: ScriptValue) -> LuaValue {
        switch value {
        case .nil: .nil
        case .bool(let flag): .boolean(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .object(let object): .object(object)
        }
    }
}
