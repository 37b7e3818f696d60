import HeadlessUIKit
import LuaBridge

/// Custom and interactive transitions in Lua (rules X1-X6): the `TransitionContext` and
/// `PercentDrivenInteractiveTransition` classes, the coordinator's interactive members, and
/// what controllers and navigation controllers gain for them.
enum TransitionBinding {
    /// `TransitionContext`: what an animator and an interaction controller are handed.
    static func makeContextClass() -> LuaClass {
        let cls = LuaClass(name: "TransitionContext", swiftType: TransitionContext.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a TransitionContext comes with a transition: animateTransition and startInteractiveTransition receive one")
        }
        cls.describe = { object, _ in
            guard let context = object as? TransitionContext else { return "TransitionContext" }
            let from = context.fromViewController?.name ?? "nil", to = context.toViewController?.name ?? "nil"
            return "TransitionContext (\(from) -> \(to)\(context.isComplete ? ", completed" : ""))"
        }
        func context(_ object: AnyObject) -> TransitionContext? { object as? TransitionContext }
        cls.property("containerView") { object, _ in context(object).map { .object($0.containerView) } ?? .nil }
        cls.property("isAnimated") { object, _ in .boolean(context(object)?.isAnimated ?? false) }
        cls.property("isInteractive") { object, _ in .boolean(context(object)?.isInteractive ?? false) }
        cls.property("transitionWasCancelled") { object, _ in .boolean(context(object)?.transitionWasCancelled ?? false) }
        cls.property("percentComplete") { object, _ in .number(context(object)?.percentComplete ?? 0) }
        cls.property("transitionCoordinator") { object, _ in context(object).map { .object($0.coordinator) } ?? .nil }
        for (name, isView) in [("viewController", false), ("view", true)] {
            cls.method(name) { call throws(LuaError) in
                let context = try call.object(1, TransitionContext.self, expected: "TransitionContext")
                let key = try transitionKey(call, 2)
                let object: AnyObject? = isView ? context.view(forKey: key) : context.viewController(forKey: key)
                call.push(object.map { .object($0) } ?? .nil)
                return 1
            }
        }
        cls.method("completeTransition") { call throws(LuaError) in
            let context = try call.object(1, TransitionContext.self, expected: "TransitionContext")
            guard case .boolean(let completed) = call.value(2) else {
                throw call.argumentError(2, "completeTransition needs a boolean: true when the transition completed, false when it was cancelled")
            }
            try engine(call, "ctx:completeTransition(\(completed))") { context.completeTransition(completed) }
            return 0
        }
        cls.method("updateInteractiveTransition") { call throws(LuaError) in
            let context = try call.object(1, TransitionContext.self, expected: "TransitionContext")
            let percent = try finitePercent(call, 2)
            try engine(call, "ctx:updateInteractiveTransition(\(percent))") { context.updateInteractiveTransition(percent) }
            return 0
        }
        for (name, action) in [("finishInteractiveTransition", { (c: TransitionContext) in c.finishInteractiveTransition() }),
                               ("cancelInteractiveTransition", { (c: TransitionContext) in c.cancelInteractiveTransition() })] {
            cls.method(name) { call throws(LuaError) in
                let context = try call.object(1, TransitionContext.self, expected: "TransitionContext")
                try engine(call, "ctx:\(name)()") { action(context) }
                return 0
            }
        }
        return cls
    }

    /// `PercentDrivenInteractiveTransition{name=}`: UIKit's percent-driven interaction controller.
    static func makePercentDrivenClass() -> LuaClass {
        let cls = LuaClass(name: "PercentDrivenInteractiveTransition", swiftType: PercentDrivenInteractiveTransition.self)
        cls.constructorKeys = ["name"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            PercentDrivenInteractiveTransition(name: ViewBinding.name(arguments, state, default: className))
        }
        cls.describe = { object, _ in
            guard let driven = object as? PercentDrivenInteractiveTransition else { return "PercentDrivenInteractiveTransition" }
            return "\(driven.name) <PercentDrivenInteractiveTransition> (\(driven.percentComplete))"
        }
        func driven(_ object: AnyObject) -> PercentDrivenInteractiveTransition? { object as? PercentDrivenInteractiveTransition }
        cls.property("name") { object, _ in .string(driven(object)?.name ?? "") }
        cls.property("percentComplete") { object, _ in .number(driven(object)?.percentComplete ?? 0) }
        cls.property("duration") { object, _ in .number(driven(object)?.duration ?? 0) }
        cls.property("isInteractive") { object, _ in .boolean(driven(object)?.context?.isInteractive ?? false) }
        cls.property("completionSpeed", get: { object, _ in .number(driven(object)?.completionSpeed ?? 1) },
                     set: { object, value, _ throws(LuaError) in
                         guard let speed = value.asDouble, speed.isFinite, speed > 0 else {
                             throw LuaError(message: "completionSpeed must be a number above 0, got \(value.shownInMessage)")
                         }
                         driven(object)?.completionSpeed = speed
                     })
        cls.method("update") { call throws(LuaError) in
            let driven = try call.object(1, PercentDrivenInteractiveTransition.self, expected: "PercentDrivenInteractiveTransition")
            let percent = try finitePercent(call, 2)
            try engine(call, "\(driven.name):update(\(percent))") { driven.update(percent) }
            return 0
        }
        cls.engineAction("finish", PercentDrivenInteractiveTransition.self) { $0.finish() }
        cls.engineAction("cancel", PercentDrivenInteractiveTransition.self) { $0.cancel() }
        return cls
    }

    /// `coordinator.isInteractive`, `initiallyInteractive`, `percentComplete`,
    /// `containerView`, `coordinator:viewController(key)` and
    /// `coordinator:notifyWhenInteractionChanges(fn)` (rule X5).
    static func addCoordinatorMembers(to cls: LuaClass) {
        func coordinator(_ object: AnyObject) -> TransitionCoordinator? { object as? TransitionCoordinator }
        cls.property("isInteractive") { object, _ in .boolean(coordinator(object)?.isInteractive ?? false) }
        cls.property("initiallyInteractive") { object, _ in .boolean(coordinator(object)?.initiallyInteractive ?? false) }
        cls.property("percentComplete") { object, _ in .number(coordinator(object)?.percentComplete ?? 0) }
        cls.property("containerView") { object, _ in coordinator(object)?.containerView.map { .object($0) } ?? .nil }
        cls.method("viewController") { call throws(LuaError) in
            let coordinator = try call.object(1, TransitionCoordinator.self, expected: "TransitionCoordinator")
            let key = try transitionKey(call, 2)
            call.push(coordinator.viewController(forKey: key).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("notifyWhenInteractionChanges") { call throws(LuaError) in
            let coordinator = try call.object(1, TransitionCoordinator.self, expected: "TransitionCoordinator")
            let run = call.state.callback(try call.function(2))
            try engine(call, "coordinator:notifyWhenInteractionChanges()") {
                coordinator.notifyWhenInteractionChanges { run([.object($0)]) }
            }
            return 0
        }
    }

    /// `vc.transitionCoordinator` and `vc.transitioningDelegate` (rules X1, X5).
    static func addControllerMembers(to cls: LuaClass) {
        cls.property("transitionCoordinator") { object, _ in
            (object as? ViewController)?.transitionCoordinator.map { .object($0) } ?? .nil
        }
        cls.scriptTargetProperty(.transitioningDelegate, of: ViewController.self) { controller, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .transitioningDelegate, of: controller, hearing: [.transitioningDelegate]) {
                controller.transitioningDelegate = $0
            }
        }
    }

    /// `nav.delegate` (rule X2).
    static func addNavigationMembers(to cls: LuaClass) {
        cls.scriptTargetProperty(.delegate, of: NavigationController.self) { navigation, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .delegate, of: navigation, hearing: [.navigationDelegate]) { navigation.delegate = $0 }
        }
    }

    /// `"from"` or `"to"` at `index`.
    static func transitionKey(_ call: LuaCall, _ index: Int) throws(LuaError) -> TransitionKey {
        guard let name = call.value(index).asString, let key = TransitionKey(rawValue: name) else {
            throw call.argumentError(index, "the key must be \"from\" or \"to\"")
        }
        return key
    }

    /// A finite number at `index` (rule X4: NaN and infinities are refused).
    static func finitePercent(_ call: LuaCall, _ index: Int) throws(LuaError) -> Double {
        let percent = try call.number(index)
        guard percent.isFinite else {
            throw call.argumentError(index, "the progress must be a finite number (0 to 1), got \(NumberText.text(percent))")
        }
        return percent
    }
}
