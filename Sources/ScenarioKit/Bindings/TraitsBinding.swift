import HeadlessUIKit
import LuaBridge

/// Sizes, traits and the safe area in Lua (rules E1-E4): the `TransitionCoordinator` class,
/// and the members that controllers, views and the app gain for them.
enum TraitsBinding {
    /// `TransitionCoordinator`: what size and trait transitions hand their controllers.
    static func makeCoordinatorClass() -> LuaClass {
        let cls = LuaClass(name: "TransitionCoordinator", swiftType: TransitionCoordinator.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a TransitionCoordinator comes with a transition: viewWillTransitionToSize and willTransitionToTraitCollection receive one")
        }
        cls.describe = { object, _ in
            guard let coordinator = object as? TransitionCoordinator else { return "TransitionCoordinator" }
            return "TransitionCoordinator (\(coordinator.transitionDuration) s\(coordinator.isComplete ? ", ended" : ""))"
        }
        func coordinator(_ object: AnyObject) -> TransitionCoordinator? { object as? TransitionCoordinator }
        cls.property("transitionDuration") { object, _ in .number(coordinator(object)?.transitionDuration ?? 0) }
        cls.property("isAnimated") { object, _ in .boolean(coordinator(object)?.isAnimated ?? false) }
        cls.property("isCancelled") { object, _ in .boolean(coordinator(object)?.isCancelled ?? false) }
        cls.method("animateAlongsideTransition") { call throws(LuaError) in
            let coordinator = try call.object(1, TransitionCoordinator.self, expected: "TransitionCoordinator")
            let animation = call.isNil(2) ? nil : try call.function(2)
            let completion = call.isNil(3) ? nil : try call.function(3)
            let state = call.state
            let runAnimation = animation.map(state.callback), runCompletion = completion.map(state.callback)
            _ = try engine(call, "coordinator:animateAlongsideTransition()") {
                coordinator.animateAlongsideTransition(runAnimation.map { run in { run([.object($0)]) } },
                                                       completion: runCompletion.map { run in { run([.object($0)]) } })
            }
            call.push(.boolean(true))
            return 1
        }
        TransitionBinding.addCoordinatorMembers(to: cls)
        return cls
    }

    /// `vc.traitCollection`, `vc.traitOverrides`, `vc.additionalSafeAreaInsets`,
    /// `vc.hidesBottomBarWhenPushed`,
    /// `vc:setOverrideTraitCollection(traits, child)`, `vc:overrideTraitCollection(child)`,
    /// `vc:registerForTraitChanges(traits, fn)` and `vc:unregisterForTraitChanges(id)`.
    static func addControllerMembers(to cls: LuaClass) {
        func vc(_ object: AnyObject) -> ViewController? { object as? ViewController }
        cls.property("traitCollection") { object, state in
            vc(object)?.traitCollection.luaValue(in: state) ?? .nil
        }
        cls.property("traitOverrides", get: { object, state in
            vc(object)?.traitOverrides.luaValue(in: state) ?? .nil
        }, set: { object, value, state throws(LuaError) in
            let traits = value.isNil ? TraitCollection.unspecified : try TraitCollection(lua: value, in: state, what: "traitOverrides")
            guard let controller = vc(object), let app = state.environment?.app else { return }
            app.withCause("the script set \(controller.name).traitOverrides") { controller.traitOverrides = traits }
        })
        cls.property("hidesBottomBarWhenPushed", get: { object, _ in
            .boolean(vc(object)?.hidesBottomBarWhenPushed ?? false)
        }, set: { object, value, _ throws(LuaError) in
            guard case .boolean(let flag) = value else {
                throw LuaError(message: "hidesBottomBarWhenPushed must be a boolean, got \(value.typeName)")
            }
            vc(object)?.hidesBottomBarWhenPushed = flag
        })
        cls.property("additionalSafeAreaInsets", get: { object, state in
            vc(object)?.additionalSafeAreaInsets.luaValue(in: state) ?? .nil
        }, set: { object, value, state throws(LuaError) in
            vc(object)?.additionalSafeAreaInsets = try EdgeInsets(lua: value, in: state, what: "additionalSafeAreaInsets")
        })
        cls.method("setOverrideTraitCollection") { call throws(LuaError) in
            let parent = try call.object(1, ViewController.self, expected: "ViewController")
            let traits = call.isNil(2) ? nil : try TraitCollection(lua: call.value(2), in: call.state, what: "traits")
            let child = try call.object(3, ViewController.self, expected: "ViewController")
            try engine(call, "\(parent.name):setOverrideTraitCollection(\(traits.map(String.init(describing:)) ?? "nil"), \(child.name))") {
                () throws(EngineError) in try parent.setOverrideTraitCollection(traits, forChild: child)
            }
            return 0
        }
        cls.method("overrideTraitCollection") { call throws(LuaError) in
            let parent = try call.object(1, ViewController.self, expected: "ViewController")
            let child = try call.object(2, ViewController.self, expected: "ViewController")
            call.push(parent.overrideTraitCollection(forChild: child)?.luaValue(in: call.state) ?? .nil)
            return 1
        }
        cls.method("registerForTraitChanges") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            let traits = try TraitCollection.traitNames(lua: call.value(2), in: call.state, what: "registerForTraitChanges's first argument")
            let run = call.state.callback(try call.function(3))
            let state = call.state
            let id = controller.registerForTraitChanges(traits) { vc, previous in run([.object(vc), previous.luaValue(in: state)]) }
            call.push(.integer(id))
            return 1
        }
        cls.method("unregisterForTraitChanges") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            controller.unregisterForTraitChanges(try call.int(2))
            return 0
        }
    }

    /// `app:setSize{width=, height=, animated=}`, `app:rotate(orientation)`,
    /// `app:setTraits{...}`, `app.windowSize`, `app.orientation` and `app.traitCollection`.
    static func addAppMembers(to cls: LuaClass) {
        func app(_ object: AnyObject) -> App? { object as? App }
        cls.property("windowSize") { object, state in app(object)?.windowSize.luaValue(in: state) ?? .nil }
        cls.property("orientation") { object, _ in .string(app(object)?.orientation.rawValue ?? "portrait") }
        cls.property("traitCollection") { object, state in app(object)?.windowTraits.luaValue(in: state) ?? .nil }
        cls.method("setSize") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let table = try call.table(2)
            let size = try Size(lua: table, in: call.state, what: "setSize's table")
            let animated = call.state.tableGet(table, "animated").asBool
            try engine(call, app, "app:setSize{width = \(format(size.width)), height = \(format(size.height))}") { () throws(EngineError) in
                try app.setSize(size, animated: animated)
            }
            return 0
        }
        cls.method("rotate") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let name = try call.string(2)
            guard let orientation = Orientation(rawValue: name) else {
                throw call.argumentError(2, "\"portrait\" or \"landscape\", not \"\(name)\"")
            }
            let refusal = try engine(call, app, "app:rotate(\"\(name)\")") { () throws(EngineError) in try app.rotate(to: orientation) }
            // Rule E6: false and the reason when the window did not follow the device.
            call.push(.boolean(refusal == nil))
            call.push(refusal.map { .string($0) } ?? .nil)
            return 2
        }
        cls.property("supportedInterfaceOrientations", get: { object, _ in .string(app(object)?.supportedInterfaceOrientations.name ?? "allButUpsideDown") },
                     set: { object, value, state throws(LuaError) in
                         guard let app = app(object) else { return }
                         let mask = try CallbackAnswer.orientationMask(value, in: state) { expected, got in
                             LuaError(message: "supportedInterfaceOrientations must be \(expected), got \(got ?? value.typeName)")
                         }
                         app.withCause("the script set app.supportedInterfaceOrientations = \(mask.name)") { app.supportedInterfaceOrientations = mask }
                     })
        cls.method("setTraits") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let traits = try TraitCollection(lua: try call.table(2), in: call.state, what: "setTraits's table")
            if traits.horizontalSizeClass != .unspecified || traits.verticalSizeClass != .unspecified {
                throw call.argumentError(2, "size classes follow the window's size: use app:setSize or app:rotate")
            }
            try engine(call, app, "app:setTraits{\(traits)}") { () throws(EngineError) in try app.setTraits(traits) }
            return 0
        }
    }

    /// `%g`-like: integral values without a fraction.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
