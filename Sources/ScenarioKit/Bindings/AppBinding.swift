import HeadlessUIKit
import LuaBridge

/// The `app` a scenario function receives.
enum AppBinding {
    /// `app.trace:explain(i)`: the `i`th event with its rule and cause.
    static let explain = HostFunction(name: "explain") { call throws(LuaError) in
        let index = try call.int(2)
        let events = try call.app.trace.events
        guard events.indices.contains(index - 1) else {
            throw call.argumentError(2, "no event \(index) in a trace of \(events.count)")
        }
        let event = events[index - 1]
        call.push(.string("\(event.text)  [\(event.rule.rawValue)] caused by: \(event.cause)"))
        return 1
    }

    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "App", swiftType: App.self)
        cls.describe = { object, _ in
            guard let app = object as? App else { return "App" }
            return "app (time \(app.time), \(app.trace.events.count) events)"
        }
        func app(_ object: AnyObject) -> App? { object as? App }
        cls.property("window") { object, _ in app(object).map { .object($0.window) } ?? .nil }
        cls.property("time") { object, _ in .number(app(object)?.time ?? 0) }
        cls.property("trace") { object, state in
            let trace = state.array(app(object)?.trace.events.map { .string($0.text) } ?? [])
            if let environment = state.environment { state.setMetatable(trace, environment.traceMetatable) }
            return trace
        }
        cls.property("stats") { object, state in
            let table = state.newTable()
            for (name, count) in app(object)?.stats.named ?? [] { state.tableSet(table, name, .integer(count)) }
            return table
        }
        cls.property("random") { _, state in state.environment.map { .object($0.randomSource) } ?? .nil }
        cls.property("firstResponder") { object, _ in app(object)?.firstResponder.map { .object($0) } ?? .nil }
        cls.property("keyboardVisible") { object, _ in .boolean(app(object)?.keyboardVisible ?? false) }
        cls.property("isIgnoringInteractionEvents") { object, _ in .boolean(app(object)?.isIgnoringInteractionEvents ?? false) }

        cls.method("run") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            try engine(call, app, "app:run()") { () throws(EngineError) in try app.run() }
            return 0
        }
        cls.method("lint") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let before = app.trace.events.count
            app.withCause("\(call.callerLocation) app:lint()") { app.lintAtEnd() }
            let recorded = app.trace.events.dropFirst(before).filter { $0.kind == .lint }.map { LuaValue.string($0.text) }
            call.push(call.state.array(Array(recorded)))
            return 1
        }
        cls.method("advance") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let seconds = try call.number(2)
            try engine(call, app, "app:advance(\(seconds))") { () throws(EngineError) in try app.advance(by: seconds) }
            return 0
        }
        cls.method("settle") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            try engine(call, app, "app:settle()") { () throws(EngineError) in try app.settle() }
            return 0
        }
        cls.method("async") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let function = try call.function(2)
            let run = call.state.callback(function)
            app.async { run([]) }
            return 0
        }
        cls.method("after") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let seconds = try call.number(2)
            guard seconds.isFinite, seconds >= 0 else { throw call.argumentError(2, "a finite number of seconds, not below 0, got \(NumberText.text(seconds))") }
            let function = try call.function(3)
            let run = call.state.callback(function)
            call.push(.integer(app.after(seconds) { run([]) }))
            return 1
        }
        cls.method("animate") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let table = try call.table(2)
            let state = call.state
            var (duration, delay, curve, flags) = try AnimationOptions.read(table, state, what: "animate")
            let animations = try AnimationOptions.function(table, "animations", state, what: "animate")
            let completion = try AnimationOptions.function(table, "completion", state, what: "animate")
            let runAnimations = animations.map(state.callback), runCompletion = completion.map(state.callback)
            // Rule H3: `dampingRatio` (and `velocity`) make it UIKit's spring animation.
            if let ratio = try TimingArguments.number(state.tableGet(table, "dampingRatio"), what: "animate: dampingRatio") {
                let velocity = try TimingArguments.number(state.tableGet(table, "velocity"), what: "animate: velocity") ?? 0
                flags.timing = .spring(SpringMotion(dampingRatio: max(0, ratio), initialVelocity: velocity), fitsDuration: true)
            }
            app.withCause("\(call.callerLocation) app:animate{duration = \(duration)}") {
                app.animate(duration: duration, delay: delay, curve: curve, options: flags, animations: {
                    runAnimations?([])
                }, completion: { finished in
                    runCompletion?([.boolean(finished)])
                })
            }
            return 0
        }
        cls.property("runningAnimations") { object, _ in .integer(app(object)?.runningAnimationCount ?? 0) }
        cls.method("mark") { call throws(LuaError) in
            try call.object(1, App.self, expected: "app").mark()
            return 0
        }
        cls.method("tap") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let state = call.state
            if case .table = call.value(2) { return try TouchBinding.tapAtPoint(call, app) }    // rule G1
            let view = try call.object(2, View.self, expected: "View")
            let delivered = app.withCause("\(call.callerLocation) app:tap(\(view.name))") { app.tap(view) }
            let onTap = state.field(of: view, named: "onTap")
            if delivered, case .function = onTap {
                _ = state.callFromHost(onTap, [.object(view)])
            }
            call.push(.boolean(delivered))
            return 1
        }
        TraitsBinding.addAppMembers(to: cls)
        TouchBinding.addAppMembers(to: cls)
        GestureBinding.addAppMembers(to: cls)
        AnimatorBinding.addAppMembers(to: cls)
        ViewAnimationBinding.addAppMembers(to: cls)
        LifecycleBinding.addAppMembers(to: cls)
        cls.method("beginIgnoringInteractionEvents") { call throws(LuaError) in
            try call.object(1, App.self, expected: "app").beginIgnoringInteractionEvents()
            return 0
        }
        cls.method("endIgnoringInteractionEvents") { call throws(LuaError) in
            try call.object(1, App.self, expected: "app").endIgnoringInteractionEvents()
            return 0
        }
        return cls
    }
}
