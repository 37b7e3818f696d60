import HeadlessUIKit
import LuaBridge

/// `PropertyAnimator` (UIKit's `UIViewPropertyAnimator`, rules H1-H3) and
/// `app:runningPropertyAnimator{...}`.
enum AnimatorBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "PropertyAnimator", swiftType: PropertyAnimator.self)
        cls.constructorKeys = Set(["name", "duration", "animations"] + TimingArguments.keys)
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let what = "PropertyAnimator{}"
            let durationValue = state.tableGet(arguments, "duration")
            guard let duration = durationValue.asDouble, duration.isFinite, duration >= 0 else {
                throw LuaError(message: "\(what): duration must be a number of seconds, not below 0, got \(durationValue.shownInMessage)")
            }
            let timing = try TimingArguments.read(arguments, state, what: what) ?? TimingCurve(.easeInOut)
            let animator = PropertyAnimator(app: environment.app, name: ViewBinding.name(arguments, state, default: className),
                                            duration: duration, timing: timing)
            if let animations = try AnimationOptions.function(arguments, "animations", state, what: what) {
                try? animator.addAnimations { _ = state.callFromHost(animations, []) }
            }
            return animator
        }
        cls.describe = { object, _ in
            guard let animator = object as? PropertyAnimator else { return "PropertyAnimator" }
            return "\(animator.name) <PropertyAnimator> (\(animator.state.rawValue)\(animator.isRunning ? ", running" : ""), \(NumberText.text(animator.fractionComplete)))"
        }
        func animator(_ object: AnyObject) -> PropertyAnimator? { object as? PropertyAnimator }
        cls.property("name") { object, _ in .string(animator(object)?.name ?? "") }
        cls.property("duration") { object, _ in LuaValue(number: animator(object)?.duration ?? 0) }
        cls.property("delay") { object, _ in LuaValue(number: animator(object)?.delay ?? 0) }
        cls.property("state") { object, _ in .string(animator(object)?.state.rawValue ?? "inactive") }
        cls.property("isRunning") { object, _ in .boolean(animator(object)?.isRunning ?? false) }
        cls.property("fractionComplete", get: { object, _ in LuaValue(number: animator(object)?.fractionComplete ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         guard let fraction = value.asDouble, fraction.isFinite else {
                             throw LuaError(message: "fractionComplete must be a finite number, got \(value.shownInMessage)")
                         }
                         animator(object)?.setFractionComplete(fraction)
                     })
        cls.property("isReversed", get: { object, _ in .boolean(animator(object)?.isReversed ?? false) },
                     set: { object, value, _ throws(LuaError) in animator(object)?.setReversed(try flag(value, "isReversed")) })
        cls.property("isInterruptible", get: { object, _ in .boolean(animator(object)?.isInterruptible ?? true) },
                     set: { object, value, state throws(LuaError) in
                         guard let animator = animator(object) else { return }
                         let flag = try flag(value, "isInterruptible")
                         do throws(EngineError) { try animator.setInterruptible(flag) } catch { throw LuaError(message: error.message) }
                     })
        cls.property("scrubsLinearly", get: { object, _ in .boolean(animator(object)?.scrubsLinearly ?? true) },
                     set: { object, value, _ throws(LuaError) in animator(object)?.scrubsLinearly = try flag(value, "scrubsLinearly") })
        cls.property("pausesOnCompletion", get: { object, _ in .boolean(animator(object)?.pausesOnCompletion ?? false) },
                     set: { object, value, _ throws(LuaError) in animator(object)?.pausesOnCompletion = try flag(value, "pausesOnCompletion") })
        cls.method("addAnimations") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            let animations = try call.function(2)
            let factor = call.isNil(3) ? 0 : try call.number(3)
            guard factor.isFinite, factor >= 0, factor <= 1 else {
                throw call.argumentError(3, "delayFactor must be a number from 0 to 1, got \(NumberText.text(factor))")
            }
            let state = call.state
            try engine(call, "\(animator.name):addAnimations()") { () throws(EngineError) in
                try animator.addAnimations(delayFactor: factor) { _ = state.callFromHost(animations, []) }
            }
            return 0
        }
        cls.method("addCompletion") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            let run = call.state.callback(try call.function(2))
            animator.addCompletion { position in run([.string(position.rawValue)]) }
            return 0
        }
        cls.method("startAnimation") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            let delay = call.isNil(2) ? 0 : try call.number(2)
            guard delay.isFinite, delay >= 0 else { throw call.argumentError(2, "a delay in seconds, not below 0, got \(NumberText.text(delay))") }
            try engine(call, "\(animator.name):startAnimation()") { () throws(EngineError) in try animator.startAnimation(afterDelay: delay) }
            return 0
        }
        cls.method("pauseAnimation") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            try engine(call, "\(animator.name):pauseAnimation()") { () throws(EngineError) in try animator.pauseAnimation() }
            return 0
        }
        cls.method("stopAnimation") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            guard case .boolean(let withoutFinishing) = call.value(2) else {
                throw call.argumentError(2, "stopAnimation needs a boolean withoutFinishing")
            }
            try engine(call, "\(animator.name):stopAnimation()") { () throws(EngineError) in
                try animator.stopAnimation(withoutFinishing: withoutFinishing)
            }
            return 0
        }
        cls.method("finishAnimation") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            let text = try call.string(2)
            guard let position = AnimatingPosition(rawValue: text) else {
                throw call.argumentError(2, "position must be \"end\", \"start\" or \"current\", got \"\(text)\"")
            }
            try engine(call, "\(animator.name):finishAnimation()") { () throws(EngineError) in try animator.finishAnimation(at: position) }
            return 0
        }
        cls.method("continueAnimation") { call throws(LuaError) in
            let animator = try call.object(1, PropertyAnimator.self, expected: "PropertyAnimator")
            var timing: TimingCurve?
            switch call.value(2) {
            case .nil: break
            case .table:
                let table = call.value(2)
                try TouchBinding.checkKeys(table, TimingArguments.keys, call.state, call: call)
                timing = try TimingArguments.read(table, call.state, what: "continueAnimation")
            default: throw call.typeError(2, expected: "timing table or nil")
            }
            let factor = try call.number(3)
            guard factor.isFinite, factor >= 0 else { throw call.argumentError(3, "durationFactor must be a number not below 0, got \(NumberText.text(factor))") }
            try engine(call, "\(animator.name):continueAnimation()") { () throws(EngineError) in
                try animator.continueAnimation(timing: timing, durationFactor: factor)
            }
            return 0
        }
        return cls
    }

    /// `app:runningPropertyAnimator{duration=, delay=, options=, animations=, completion=, name=}`:
    /// UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    static func addAppMembers(to cls: LuaClass) {
        cls.method("runningPropertyAnimator") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let table = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(table, ["name", "duration", "delay", "options", "animations", "completion"], state, call: call)
            let what = "runningPropertyAnimator"
            let (duration, delay, curve, _) = try AnimationOptions.read(table, state, what: what)
            guard let animations = try AnimationOptions.function(table, "animations", state, what: what) else {
                throw call.argumentError(2, "animations must be a function")
            }
            let completion = try AnimationOptions.function(table, "completion", state, what: what).map(state.callback)
            let animator = PropertyAnimator(app: app, name: ViewBinding.name(table, state, default: "PropertyAnimator"),
                                            duration: duration, timing: TimingCurve(curve))
            try engine(call, app, "app:runningPropertyAnimator{duration = \(NumberText.text(duration))}") { () throws(EngineError) in
                try animator.addAnimations { _ = state.callFromHost(animations, []) }
                if let completion { animator.addCompletion { completion([.string($0.rawValue)]) } }
                try animator.startAnimation(afterDelay: delay)
            }
            call.push(.object(animator))
            return 1
        }
    }

    private static func flag(_ value: LuaValue, _ name: String) throws(LuaError) -> Bool {
        guard case .boolean(let flag) = value else { throw LuaError(message: "\(name) must be a boolean, got \(value.typeName)") }
        return flag
    }
}
