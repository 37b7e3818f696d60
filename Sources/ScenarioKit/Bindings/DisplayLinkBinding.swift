import HeadlessUIKit
import LuaBridge

/// `DisplayLink{name=, onFrame=fn(link)}`: Core Animation's `CADisplayLink` (rule H10).
enum DisplayLinkBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "DisplayLink", swiftType: DisplayLink.self)
        cls.constructorKeys = ["name", "onFrame", "preferredFramesPerSecond"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            guard let onFrame = try AnimationOptions.function(arguments, "onFrame", state, what: "DisplayLink{}") else {
                throw LuaError(message: "DisplayLink{}: onFrame must be a function(link), called at every frame")
            }
            let run = state.callback(onFrame)
            let link = DisplayLink(app: environment.app, name: ViewBinding.name(arguments, state, default: className)) { link in
                run([.object(link)])
            }
            if let fps = state.tableGet(arguments, "preferredFramesPerSecond").asInt { link.preferredFramesPerSecond = max(0, fps) }
            return link
        }
        cls.describe = { object, _ in
            guard let link = object as? DisplayLink else { return "DisplayLink" }
            return "\(link.name) <DisplayLink>\(link.isPaused ? " paused" : "")\(link.isInvalidated ? " invalidated" : "")"
        }
        func link(_ object: AnyObject) -> DisplayLink? { object as? DisplayLink }
        cls.property("name") { object, _ in .string(link(object)?.name ?? "") }
        cls.property("timestamp") { object, _ in LuaValue(number: link(object)?.timestamp ?? 0) }
        cls.property("targetTimestamp") { object, _ in LuaValue(number: link(object)?.targetTimestamp ?? 0) }
        cls.property("duration") { object, _ in LuaValue(number: link(object)?.duration ?? DisplayLink.refreshInterval) }
        cls.property("isPaused", get: { object, _ in .boolean(link(object)?.isPaused ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isPaused must be a boolean, got \(value.typeName)") }
                         link(object)?.isPaused = flag
                     })
        cls.property("preferredFramesPerSecond", get: { object, _ in .integer(link(object)?.preferredFramesPerSecond ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         guard let fps = value.asInt, fps >= 0 else {
                             throw LuaError(message: "preferredFramesPerSecond must be an integer not below 0, got \(value.shownInMessage)")
                         }
                         link(object)?.preferredFramesPerSecond = fps
                     })
        cls.method("add") { call throws(LuaError) in
            try call.object(1, DisplayLink.self, expected: "DisplayLink").add()
            return 0
        }
        cls.method("invalidate") { call throws(LuaError) in
            try call.object(1, DisplayLink.self, expected: "DisplayLink").invalidate()
            return 0
        }
        return cls
    }
}
