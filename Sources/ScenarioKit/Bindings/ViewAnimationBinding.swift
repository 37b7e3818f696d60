import HeadlessUIKit
import LuaBridge

/// The view animation calls of rules H5 and H6 on the app (`app:animateKeyframes{...}`,
/// `app:addKeyframe(...)`, `app:transition{...}`, `app:performWithoutAnimation(fn)`), Core
/// Animation's transactions (rule H8: `app:beginTransaction()`...), and a view's animatable
/// members (rule H4: `transform`, `backgroundColor`, `layer`, `presentationValue(key)`).
enum ViewAnimationBinding {
    static func addAppMembers(to cls: LuaClass) {
        cls.method("performWithoutAnimation") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let body = try call.function(2)
            let state = call.state
            app.performWithoutAnimation { _ = state.callFromHost(body, []) }
            return 0
        }
        cls.method("animateKeyframes") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let table = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(table, ["duration", "delay", "options", "animations", "completion"], state, call: call)
            let (duration, delay, _, flags) = try AnimationOptions.read(table, state, what: "animateKeyframes")
            let animations = try AnimationOptions.function(table, "animations", state, what: "animateKeyframes")
            let completion = try AnimationOptions.function(table, "completion", state, what: "animateKeyframes").map(state.callback)
            app.withCause("\(call.callerLocation) app:animateKeyframes{duration = \(NumberText.text(duration))}") {
                app.animateKeyframes(duration: duration, delay: delay, curve: .linear, options: flags, animations: {
                    if let animations { _ = state.callFromHost(animations, []) }
                }, completion: completion.map { run in { finished in run([.boolean(finished)]) } })
            }
            return 0
        }
        cls.method("addKeyframe") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let start = try call.number(2), length = try call.number(3)
            guard start.isFinite, start >= 0, start <= 1 else { throw call.argumentError(2, "relativeStartTime must be from 0 to 1") }
            guard length.isFinite, length >= 0, length <= 1 else { throw call.argumentError(3, "relativeDuration must be from 0 to 1") }
            let animations = try call.function(4)
            let state = call.state
            app.addKeyframe(relativeStart: start, relativeDuration: length) { _ = state.callFromHost(animations, []) }
            return 0
        }
        cls.method("transition") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let table = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(table, ["with", "from", "to", "duration", "options", "animations", "completion"], state, call: call)
            let (duration, _, _, _) = try AnimationOptions.read(table, state, what: "transition")
            let names = AnimationOptions.names(table, state)
            let kind = names.first { $0.hasPrefix("transition") } ?? "transitionNone"
            let completion = try AnimationOptions.function(table, "completion", state, what: "transition").map(state.callback)
            let finish: ((Bool) -> Void)? = completion.map { run in { finished in run([.boolean(finished)]) } }
            if let view = state.tableGet(table, "with").asObject(View.self) {
                let animations = try AnimationOptions.function(table, "animations", state, what: "transition")
                try engine(call, app, "app:transition{with = \(view.name)}") {
                    app.transition(with: view, duration: duration, kind: kind,
                                   animations: animations.map { body in { _ = state.callFromHost(body, []) } }, completion: finish)
                }
            } else if let from = state.tableGet(table, "from").asObject(View.self), let to = state.tableGet(table, "to").asObject(View.self) {
                try engine(call, app, "app:transition{from = \(from.name), to = \(to.name)}") { () throws(EngineError) in
                    try app.transition(from: from, to: to, duration: duration, kind: kind,
                                       showHideTransitionViews: names.contains("showHideTransitionViews"), completion: finish)
                }
            } else {
                throw call.argumentError(2, "give with = a View, or from = and to = Views")
            }
            return 0
        }
        cls.method("beginTransaction") { call throws(LuaError) in
            try call.object(1, App.self, expected: "app").beginTransaction()
            return 0
        }
        cls.method("commitTransaction") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            try engine(call, app, "app:commitTransaction()") { app.commitTransaction() }
            return 0
        }
        cls.method("flushTransaction") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            try engine(call, app, "app:flushTransaction()") { app.flushTransaction() }
            return 0
        }
        cls.method("setTransactionAnimationDuration") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let seconds = try call.number(2)
            guard seconds.isFinite, seconds >= 0 else { throw call.argumentError(2, "a number of seconds, not below 0") }
            app.setTransactionAnimationDuration(seconds)
            return 0
        }
        cls.method("setTransactionDisableActions") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            guard case .boolean(let flag) = call.value(2) else { throw call.argumentError(2, "a boolean") }
            app.setTransactionDisableActions(flag)
            return 0
        }
        cls.method("setTransactionCompletionBlock") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let block = call.isNil(2) ? nil : call.state.callback(try call.function(2))
            app.setTransactionCompletionBlock(block.map { run in { run([]) } })
            return 0
        }
        cls.property("transactionAnimationDuration") { object, _ in LuaValue(number: (object as? App)?.transactionAnimationDuration ?? 0.25) }
        cls.property("transactionDisablesActions") { object, _ in .boolean((object as? App)?.transactionDisablesActions ?? false) }
    }

    /// A view's animatable members (rule H4) and its layer (rule H7).
    static func addViewMembers(to cls: LuaClass) {
        func view(_ object: AnyObject) -> View? { object as? View }
        cls.property("transform", get: { object, state in LuaShapes.transform2D(view(object)?.transform ?? .identity, state) },
                     set: { object, value, state throws(LuaError) in
                         view(object)?.transform = try LuaShapes.transform2D(value, state, what: "transform")
                     })
        cls.property("backgroundColor", get: { object, state in view(object)?.backgroundColor.map { LuaShapes.color($0, state) } ?? .nil },
                     set: { object, value, state throws(LuaError) in
                         view(object)?.backgroundColor = value.isNil ? nil : try LuaShapes.color(value, state, what: "backgroundColor")
                     })
        cls.property("layer") { object, _ in view(object).map { .object($0.layer) } ?? .nil }
        cls.method("presentationValue") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let name = try call.string(2)
            guard let key = AnimatedKey(rawValue: name) else {
                throw call.argumentError(2, "key must be one of \(AnimatedKey.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(name)\"")
            }
            let value = view.presentationValue(key)
            switch key {
            case .frame: call.push(value.rect.luaValue(in: call.state))
            case .alpha: call.push(LuaValue(number: value.number))
            case .transform: call.push(LuaShapes.transform2D(value.transform, call.state))
            case .backgroundColor: call.push(value.components.count == 4 ? LuaShapes.color(value.color, call.state) : .nil)
            }
            return 1
        }
    }
}
