import HeadlessUIKit
import LuaBridge

/// `ViewController`: containment, appearance, and the callbacks scripts override.
enum ViewControllerBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "ViewController", swiftType: ViewController.self)
        cls.constructorKeys = ["name"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            ViewController(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className))
        }
        cls.describe = { object, state in
            guard let vc = object as? ViewController else { return "ViewController" }
            let className = state.luaClassName(of: vc) ?? "ViewController"
            let parent = vc.parent.map { ", parent \($0.name)" } ?? ""
            return "\(vc.name) <\(className)> (\(vc.appearState.rawValue)\(parent))"
        }
        func vc(_ object: AnyObject) -> ViewController? { object as? ViewController }
        cls.property("name") { object, _ in .string(vc(object)?.name ?? "") }
        cls.property("view", get: { object, state in
            guard let controller = vc(object), let app = state.environment?.app else { return .nil }
            // Only loading the view makes events to explain; a loaded view is just read.
            if controller.isViewLoaded { return .object(controller.view) }
            return app.withCause("the script read \(controller.name).view") { .object(controller.view) }
        }, set: { object, value, _ throws(LuaError) in
            switch value {
            case .nil: vc(object)?.setView(nil)
            case .object(let view as View): vc(object)?.setView(view)
            default: throw LuaError(message: "view must be a View or nil, got \(value.typeName)")
            }
        })
        cls.property("isViewLoaded") { object, _ in .boolean(vc(object)?.isViewLoaded ?? false) }
        cls.property("parent") { object, _ in vc(object)?.parent.map { .object($0) } ?? .nil }
        cls.property("children") { object, state in state.array(vc(object)?.children.map { .object($0) } ?? []) }
        cls.property("isMovingToParent") { object, _ in .boolean(vc(object)?.isMovingToParent ?? false) }
        cls.property("isMovingFromParent") { object, _ in .boolean(vc(object)?.isMovingFromParent ?? false) }
        cls.property("appearState") { object, _ in .string(vc(object)?.appearState.rawValue ?? "disappeared") }
        cls.property("shouldAutomaticallyForwardAppearanceMethods", get: { object, _ in
            .boolean(vc(object)?.forwardsAppearanceAutomatically ?? true)
        }, set: { object, value, _ throws(LuaError) in
            guard case .boolean(let flag) = value else {
                throw LuaError(message: "shouldAutomaticallyForwardAppearanceMethods must be a boolean, got \(value.typeName)")
            }
            vc(object)?.shouldAutomaticallyForwardAppearanceMethods = flag
        })

        cls.property("presentedViewController") { object, _ in vc(object)?.presentedViewController.map { .object($0) } ?? .nil }
        cls.property("presentingViewController") { object, _ in vc(object)?.presentingViewController.map { .object($0) } ?? .nil }
        cls.property("isBeingPresented") { object, _ in .boolean(vc(object)?.isBeingPresented ?? false) }
        cls.property("isBeingDismissed") { object, _ in .boolean(vc(object)?.isBeingDismissed ?? false) }
        cls.property("modalPresentationStyle", get: { object, _ in .string(vc(object)?.modalPresentationStyle.rawValue ?? "pageSheet") },
                     set: { object, value, _ throws(LuaError) in
                         guard let name = value.asString, let style = ModalPresentationStyle(rawValue: name) else {
                             let names = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
                             throw LuaError(message: "modalPresentationStyle must be one of \(names)")
                         }
                         vc(object)?.modalPresentationStyle = style
                     })
        SharedMembers.addFlag("definesPresentationContext", to: cls, \ViewController.definesPresentationContext)
        cls.engineAction("setNeedsUpdateOfSupportedInterfaceOrientations", ViewController.self) {    // rule E6
            $0.setNeedsUpdateOfSupportedInterfaceOrientations()
        }
        SharedMembers.addFlag("isModalInPresentation", to: cls, \ViewController.isModalInPresentation)
        cls.scriptTargetProperty(.presentationDelegate, of: ViewController.self) { controller, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .presentationDelegate, of: controller, hearing: [.presentationControllerDelegate]) {
                controller.presentationDelegate = $0
            }
        }
        cls.method("beginInteractiveDismissal") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            let began = try engine(call, "\(controller.name):beginInteractiveDismissal()") { controller.beginInteractiveDismissal() }
            call.push(.boolean(began))
            return 1
        }
        cls.engineAction("cancelInteractiveDismissal", ViewController.self) { $0.cancelInteractiveDismissal() }
        cls.engineAction("finishInteractiveDismissal", ViewController.self) { $0.finishInteractiveDismissal() }
        cls.method("present") { call throws(LuaError) in
            let presenter = try call.object(1, ViewController.self, expected: "ViewController")
            let presented = try call.object(2, ViewController.self, expected: "ViewController")
            let animated = try call.strictBool(3, default: false)
            let completion = call.isNil(4) ? nil : try call.function(4)
            let runCompletion = completion.map(call.state.callback)
            try engine(call, "\(presenter.name):present(\(presented.name))") { () throws(EngineError) in
                try presenter.checkedPresent(presented, animated: animated) { runCompletion?([]) }     // rule S13's exceptions raise
            }
            return 0
        }
        cls.property("splitViewController") { object, _ in
            (object as? ViewController)?.splitViewController.map { .object($0) } ?? .nil
        }
        cls.method("dismiss") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            let animated = try call.strictBool(2, default: false)
            let completion = call.isNil(3) ? nil : try call.function(3)
            let runCompletion = completion.map(call.state.callback)
            try engine(call, "\(controller.name):dismiss()") {
                controller.dismiss(animated: animated) { runCompletion?([]) }
            }
            return 0
        }
        addSegueMembers(to: cls)
        cls.method("addChild") { call throws(LuaError) in
            let parent = try call.object(1, ViewController.self, expected: "ViewController")
            let child = try call.object(2, ViewController.self, expected: "ViewController")
            try engine(call, "\(parent.name):addChild(\(child.name))") { () throws(EngineError) in try parent.addChild(child) }
            return 0
        }
        cls.engineAction("removeFromParent", ViewController.self) { $0.removeFromParent() }
        cls.method("beginAppearanceTransition") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            let appearing = try call.strictBool(2, default: false)
            let animated = try call.strictBool(3, default: false)
            try engine(call, "\(controller.name):beginAppearanceTransition(\(appearing), \(animated))") {
                controller.beginAppearanceTransition(appearing, animated: animated)
            }
            return 0
        }
        cls.engineAction("endAppearanceTransition", ViewController.self) { $0.endAppearanceTransition() }
        cls.method("transition") { call throws(LuaError) in
            let parent = try call.object(1, ViewController.self, expected: "ViewController")
            let table = try call.table(2)
            let state = call.state
            guard let from = state.tableGet(table, "from").asObject(ViewController.self),
                  let to = state.tableGet(table, "to").asObject(ViewController.self) else {
                throw call.argumentError(2, "transition needs from= and to= controllers")
            }
            // Rule X6: a custom animator (and an interaction controller) instead of the animation.
            let environment = try state.scenarioEnvironment()
            let animatorValue = state.tableGet(table, "animator"), interactionValue = state.tableGet(table, "interactionController")
            let animator = try LuaCallbackTarget.transitionPart(animatorValue, as: .animator, in: environment,
                                                                what: "transition{animator=}", verb: "must be")
            let interactor = try LuaCallbackTarget.transitionPart(interactionValue, as: .interactionController, in: environment,
                                                                  what: "transition{interactionController=}", verb: "must be")
            let (duration, _, curve, _) = try AnimationOptions.read(table, state, what: "transition", defaultDuration: animator == nil ? nil : 0)
            let animations = try AnimationOptions.function(table, "animations", state, what: "transition")
            let completion = try AnimationOptions.function(table, "completion", state, what: "transition")
            let runAnimations = animations.map(state.callback), runCompletion = completion.map(state.callback)
            if interactor != nil, animator == nil {
                throw call.argumentError(2, "interactionController= needs animator= (the interaction drives the animator's animations)")
            }
            try engine(call, "\(parent.name):transition{from = \(from.name), to = \(to.name)}") { () throws(EngineError) in
                try parent.transition(from: from, to: to, animator: animator, interactor: interactor, duration: duration, curve: curve,
                                      animations: animations == nil ? nil : { runAnimations?([]) },
                                      completion: { finished in runCompletion?([.boolean(finished)]) })
            }
            return 0
        }
        addCallbacks(of: .viewController, to: cls)
        TraitsBinding.addControllerMembers(to: cls)
        TransitionBinding.addControllerMembers(to: cls)
        PresentationBinding.addControllerMembers(to: cls)
        return cls
    }

    /// Rules S11 and S12: `show`, `showDetailViewController`, `targetViewController` and
    /// `performSegue(identifier, {kind=, destination=, action=, sender=, animated=, fromCode=})`.
    static func addSegueMembers(to cls: LuaClass) {
        for action in ShowAction.allCases {
            let method = action == .show ? "show" : "showDetailViewController"
            cls.method(method) { call throws(LuaError) in
                let source = try call.object(1, ViewController.self, expected: "ViewController")
                let shown = try call.object(2, ViewController.self, expected: "ViewController")
                let animated = try call.strictBool(3, default: true)
                try engine(call, "\(source.name):\(method)(\(shown.name))") { () throws(EngineError) in
                    if action == .show {
                        try source.checkedShow(shown, animated: animated)
                    } else {
                        try source.checkedShowDetailViewController(shown, animated: animated)
                    }
                }
                return 0
            }
        }
        cls.method("targetViewController") { call throws(LuaError) in
            let controller = try call.object(1, ViewController.self, expected: "ViewController")
            let name = try call.string(2)
            guard let action = ShowAction(rawValue: name) else {
                throw call.argumentError(2, "the action must be \"show\" or \"showDetail\"")
            }
            call.push(controller.targetViewController(forAction: action).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("performSegue") { call throws(LuaError) in
            let source = try call.object(1, ViewController.self, expected: "ViewController")
            let identifier = try call.string(2)
            let table = try call.table(3)
            let state = call.state
            let kindName = state.tableGet(table, "kind").asString ?? "show"
            let destination = state.tableGet(table, "destination").asObject(ViewController.self)
            let kind: SegueKind
            switch (kindName, destination) {
            case ("show", let destination?): kind = .show(destination)
            case ("showDetail", let destination?): kind = .showDetail(destination)
            case ("present", let destination?): kind = .present(destination)
            case ("unwind", _):
                guard let action = state.tableGet(table, "action").asString else {
                    throw call.argumentError(3, "an unwind segue needs action= (the destination's method name)")
                }
                kind = .unwind(action: action)
            case ("show", nil), ("showDetail", nil), ("present", nil):
                throw call.argumentError(3, "a \(kindName) segue needs destination= (a ViewController)")
            default:
                throw call.argumentError(3, "kind must be \"show\", \"showDetail\", \"present\" or \"unwind\"")
            }
            let sender = state.tableGet(table, "sender").asObject(ViewController.self)
            let animatedValue = state.tableGet(table, "animated")
            let animated = animatedValue.isNil ? true : animatedValue.asBool
            let fromCode = state.tableGet(table, "fromCode").asBool
            let performed = try engine(call, "\(source.name):performSegue(\(identifier))") { () throws(EngineError) -> Bool in
                try source.checkedPerformSegue(identifier, kind: kind, sender: sender, animated: animated, askFirst: !fromCode)
            }
            call.push(.boolean(performed))
            return 1
        }
    }

    /// Adds the callbacks the registry gives `receiver`: `Class.name(self, ...)` is the super
    /// call (rule V2, A6); `instance:name(...)` sends the callback as a message would.
    static func addCallbacks(of receiver: Callback.Spec.Receiver, to cls: LuaClass) {
        let className = cls.name
        for name in Callback.Name.allCases where name.spec.receiver == receiver {
            let luaName = name.spec.luaName
            cls.overridableMethod(luaName, base: { call throws(LuaError) in
                let controller = try call.object(1, ViewController.self, expected: className)
                let callback = try CallbackArguments.callback(name, from: call)
                return CallbackArguments.push(controller.superCall(callback), to: call)
            }, send: { call throws(LuaError) in
                let controller = try call.object(1, ViewController.self, expected: className)
                let callback = try CallbackArguments.callback(name, from: call)
                let value = try engine(call, "\(controller.name):\(luaName)()") { controller.sendFromScript(callback) }
                return CallbackArguments.push(value, to: call)
            })
        }
    }
}
