import HeadlessUIKit
import LuaBridge

/// `NavigationController` and `TabBarController` (with its delegate and the user's taps, rule S15).
enum ContainerBinding {
    static func makeNavigationClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "NavigationController", superclass: superclass, swiftType: NavigationController.self)
        cls.constructorKeys = ["name", "rootViewController"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let app = try state.scenarioEnvironment().app
            let rootValue = state.tableGet(arguments, "rootViewController")
            let root = rootValue.asObject(ViewController.self)
            if root == nil, !rootValue.isNil {
                throw LuaError(message: "rootViewController must be a ViewController, got \(rootValue.typeName)")
            }
            do throws(EngineError) {
                return try NavigationController(app: app, name: ViewBinding.name(arguments, state, default: className), rootViewController: root)
            } catch {
                throw LuaError(message: error.message)
            }
        }
        func nav(_ object: AnyObject) -> NavigationController? { object as? NavigationController }
        cls.property("viewControllers") { object, state in state.array(nav(object)?.viewControllers.map { .object($0) } ?? []) }
        cls.property("topViewController") { object, _ in nav(object)?.topViewController.map { .object($0) } ?? .nil }
        cls.property("isTransitioning") { object, _ in .boolean(nav(object)?.isTransitioning ?? false) }
        cls.property("isNavigationBarHidden") { object, _ in .boolean(nav(object)?.isNavigationBarHidden ?? false) }
        TransitionBinding.addNavigationMembers(to: cls)
        cls.property("isToolbarHidden") { object, _ in .boolean(nav(object)?.isToolbarHidden ?? true) }
        for (name, hide) in [("setNavigationBarHidden", { (n: NavigationController, h: Bool, a: Bool) in n.setNavigationBarHidden(h, animated: a) }),
                             ("setToolbarHidden", { (n: NavigationController, h: Bool, a: Bool) in n.setToolbarHidden(h, animated: a) })] {
            cls.method(name) { call throws(LuaError) in
                let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
                let hidden = try call.strictBool(2, default: false)
                let animated = try call.strictBool(3, default: false)
                try engine(call, "\(navigation.name):\(name)(\(hidden), \(animated))") { hide(navigation, hidden, animated) }
                return 0
            }
        }
        cls.method("pushViewController") { call throws(LuaError) in
            let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
            let controller = try call.object(2, ViewController.self, expected: "ViewController")
            let animated = try call.strictBool(3, default: false)
            try engine(call, "\(navigation.name):pushViewController(\(controller.name))") { () throws(EngineError) in
                try navigation.pushViewController(controller, animated: animated)
            }
            return 0
        }
        cls.method("popViewController") { call throws(LuaError) in
            let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
            let animated = try call.strictBool(2, default: false)
            let popped = try engine(call, "\(navigation.name):popViewController()") { navigation.popViewController(animated: animated) }
            call.push(popped.map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("popToRootViewController") { call throws(LuaError) in
            let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
            let animated = try call.strictBool(2, default: false)
            let popped = try engine(call, "\(navigation.name):popToRootViewController()") { navigation.popToRootViewController(animated: animated) }
            call.push(call.state.array(popped.map { .object($0) }))
            return 1
        }
        cls.method("setViewControllers") { call throws(LuaError) in
            let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
            let list = try call.table(2)
            var controllers: [ViewController] = []
            for (index, value) in call.state.arrayValues(list).enumerated() {
                guard let controller = value.asObject(ViewController.self) else {
                    throw call.argumentError(2, "element \(index + 1) is a \(value.typeName), not a ViewController")
                }
                controllers.append(controller)
            }
            guard !controllers.isEmpty else { throw call.argumentError(2, "the stack cannot be empty") }
            let animated = try call.strictBool(3, default: false)
            try engine(call, "\(navigation.name):setViewControllers()") { () throws(EngineError) in
                try navigation.setViewControllers(controllers, animated: animated)
            }
            return 0
        }
        for (name, action) in [("beginInteractivePop", { (n: NavigationController) in n.beginInteractivePop() }),
                               ("cancelInteractivePop", { (n: NavigationController) in n.cancelInteractivePop() }),
                               ("finishInteractivePop", { (n: NavigationController) in n.finishInteractivePop() })] {
            cls.method(name) { call throws(LuaError) in
                let navigation = try call.object(1, NavigationController.self, expected: "NavigationController")
                try engine(call, "\(navigation.name):\(name)()") { action(navigation) }
                return 0
            }
        }
        return cls
    }

    static func makeTabBarClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TabBarController", superclass: superclass, swiftType: TabBarController.self)
        cls.constructorKeys = ["name", "viewControllers"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let app = try state.scenarioEnvironment().app
            var tabs: [ViewController] = []
            for (index, value) in state.arrayValues(state.tableGet(arguments, "viewControllers")).enumerated() {
                guard let controller = value.asObject(ViewController.self) else {
                    throw LuaError(message: "viewControllers[\(index + 1)] must be a ViewController, got \(value.typeName)")
                }
                tabs.append(controller)
            }
            do throws(EngineError) {
                return try TabBarController(app: app, name: ViewBinding.name(arguments, state, default: className), viewControllers: tabs)
            } catch {
                throw LuaError(message: error.message)
            }
        }
        func tabs(_ object: AnyObject) -> TabBarController? { object as? TabBarController }
        cls.property("viewControllers") { object, state in state.array(tabs(object)?.viewControllers.map { .object($0) } ?? []) }
        cls.property("selectedIndex", get: { object, _ in .integer(tabs(object)?.selectedIndex ?? 0) },
                     set: { object, value, state throws(LuaError) in
                         guard let controller = tabs(object), let index = value.asInt else {
                             throw LuaError(message: "selectedIndex must be an integer, got \(value.typeName)")
                         }
                         try select(state, controller) { () throws(EngineError) in try controller.select(index: index) }
                     })
        cls.property("selectedViewController", get: { object, _ in tabs(object)?.selectedViewController.map { .object($0) } ?? .nil },
                     set: { object, value, state throws(LuaError) in
                         guard let controller = tabs(object), let tab = value.asObject(ViewController.self) else {
                             throw LuaError(message: "selectedViewController must be a ViewController, got \(value.typeName)")
                         }
                         try select(state, controller) { () throws(EngineError) in try controller.select(tab) }
                     })
        // Rule S15: the delegate, and the user's tap on a tab.
        cls.scriptTargetProperty(.delegate, of: TabBarController.self) { tabs, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .delegate, of: tabs, hearing: [.tabBarDelegate]) { tabs.delegate = $0 }
        }
        cls.method("tapTab") { call throws(LuaError) in
            let controller = try call.object(1, TabBarController.self, expected: "TabBarController")
            let index = try call.int(2)
            let selected = try engine(call, "\(controller.name):tapTab(\(index))") { () throws(EngineError) in
                try controller.userSelect(index: index)
            }
            call.push(.boolean(selected))
            return 1
        }
        return cls
    }

    private static func select(_ state: LuaState, _ controller: TabBarController, _ body: () throws(EngineError) -> Void) throws(LuaError) {
        let app = try state.scenarioEnvironment().app
        do {
            try app.withCause("the script selected a tab of \(controller.name)", body)
        } catch {
            throw LuaError(message: error.message)
        }
    }
}
