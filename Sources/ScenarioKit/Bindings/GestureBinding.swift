import HeadlessUIKit
import LuaBridge

/// Gesture recognizers in Lua (rules G3-G9): `GestureRecognizer` and its kinds
/// (`TapGestureRecognizer{...}`, `PanGestureRecognizer{...}`, ...), the `Touch` a delegate's
/// `shouldReceive` is given, and what views, navigation controllers and the app gain.
enum GestureBinding {
    /// Every gesture class, the base first, then the kinds (the screen-edge pan after the pan).
    static func makeClasses() -> [LuaClass] {
        let base = makeBaseClass()
        let pan = makePanClass(superclass: base)
        return [makeTouchClass(), base, makeTapClass(superclass: base), pan, makeEdgePanClass(superclass: pan),
                makeSwipeClass(superclass: base), makeLongPressClass(superclass: base), makePinchClass(superclass: base),
                makeRotationClass(superclass: base)]
    }

    /// The constructor keys every kind reads itself: the rest are set as properties.
    static let constructorKeys: Set<String> = ["name", "target", "action"]

    /// A constructor making `make(app, name)` and adding `target=`/`action=` as its first action.
    static func constructor(_ make: @escaping (App, String) -> GestureRecognizer)
        -> (String, LuaValue, LuaState) throws(LuaError) -> AnyObject {
        { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let recognizer = make(environment.app, ViewBinding.name(arguments, state, default: className))
            let target = state.tableGet(arguments, "target"), action = state.tableGet(arguments, "action")
            if !target.isNil || !action.isNil {
                recognizer.addAction(try makeAction(target: target, action: action, environment: environment,
                                                    what: "\(className){...}"))
            }
            return recognizer
        }
    }

    /// What a script's action remembers of its target, for `removeTarget`.
    final class ActionRecord {
        let target: LuaValue
        let action: LuaValue
        init(target: LuaValue, action: LuaValue) {
            self.target = target
            self.action = action
        }
    }

    /// Rule G6: an action from a script: a function (`action = fn`, or `addTarget(fn)`), called
    /// with the recognizer, traced `function`; or a target and a method name
    /// (`addTarget(drawer, "handlePan")`), which calls `drawer:handlePan(recognizer)`, traced
    /// by the method's name; a target without the method is UIKit's unrecognized selector.
    static func makeAction(target: LuaValue, action: LuaValue, environment: ScenarioEnvironment,
                           what: String) throws(LuaError) -> GestureAction {
        let state = environment.state
        let record = ActionRecord(target: target, action: action)
        if case .function = action {
            let run = state.callback(action)
            return GestureAction(name: "function", target: nil, context: record) { run([.object($0)]) }
        }
        if case .function = target, action.isNil {
            let run = state.callback(target)
            return GestureAction(name: "function", target: nil, context: record) { run([.object($0)]) }
        }
        guard let method = action.asString, !method.isEmpty else {
            throw LuaError(message: "\(what): action must be a function, or a method name with a target, got \(action.shownInMessage)")
        }
        switch target {
        case .table, .object: break
        default: throw LuaError(message: "\(what): target must be a table or an object with the method \(method), got \(target.shownInMessage)")
        }
        let targetName = LuaCallbackTarget(value: target, role: .itself, environment: environment).traceName
        return GestureAction(name: method, target: nil, context: record) { [unowned environment] recognizer in
            let state = environment.state
            guard let results = state.callFromHost(environment.callMethod, [target, .string(method), .object(recognizer)]) else { return }
            if results.first?.asBool != true {
                state.setPendingError(LuaError(message: "unrecognized selector sent to instance: \(targetName) has no method \(method) (the action of \(recognizer.name))"))
            }
        }
    }

    // MARK: The base class

    private static func makeBaseClass() -> LuaClass {
        let cls = LuaClass(name: "GestureRecognizer", swiftType: GestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { GestureRecognizer(app: $0, name: $1) }
        cls.describe = { object, _ in
            guard let recognizer = object as? GestureRecognizer else { return "GestureRecognizer" }
            return "\(recognizer.name) <\(type(of: recognizer))> (\(recognizer.state.rawValue)\(recognizer.view.map { ", on \($0.name)" } ?? ""))"
        }
        func recognizer(_ object: AnyObject) -> GestureRecognizer? { object as? GestureRecognizer }
        cls.property("name") { object, _ in .string(recognizer(object)?.name ?? "") }
        cls.property("state") { object, _ in .string(recognizer(object)?.state.rawValue ?? "possible") }
        cls.property("view") { object, _ in recognizer(object)?.view.map { .object($0) } ?? .nil }
        cls.property("numberOfTouches") { object, _ in .integer(recognizer(object)?.numberOfTouches ?? 0) }
        cls.property("isDiscrete") { object, _ in .boolean(recognizer(object)?.isDiscrete ?? false) }
        flag(cls, "isEnabled", { $0.isEnabled }, { $0.isEnabled = $1 })
        flag(cls, "cancelsTouchesInView", { $0.cancelsTouchesInView }, { $0.cancelsTouchesInView = $1 })
        flag(cls, "delaysTouchesBegan", { $0.delaysTouchesBegan }, { $0.delaysTouchesBegan = $1 })
        flag(cls, "delaysTouchesEnded", { $0.delaysTouchesEnded }, { $0.delaysTouchesEnded = $1 })
        // Rules G4, G7: the delegate.
        cls.scriptTargetProperty(.delegate, of: GestureRecognizer.self) { recognizer, value, environment throws(LuaError) in
            if recognizer.hasOwnDelegate {    // rule G15
                throw LuaError(message: "the delegate of a scroll view's, sheet's or pager's pan gesture recognizer is its own and cannot be changed (\(recognizer.name))")
            }
            try environment.setScriptTarget(value, as: .delegate, of: recognizer, hearing: [.gestureDelegate]) { recognizer.delegate = $0 }
        }
        cls.method("addTarget") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            let target = call.value(2), action = call.value(3), state = call.state
            // Rule G6: a pair already added is ignored.
            let added = recognizer.actions.contains { existing in
                guard let record = existing.context as? ActionRecord else { return false }
                return state.rawEqual(record.target, target) && state.rawEqual(record.action, action)
            }
            if !added {
                recognizer.addAction(try makeAction(target: target, action: action, environment: try call.environment,
                                                    what: "\(recognizer.name):addTarget"))
            }
            return 0
        }
        cls.method("removeTarget") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            let target = call.value(2), action = call.value(3), state = call.state
            recognizer.removeActions { existing in
                guard let record = existing.context as? ActionRecord else { return false }
                let sameTarget = target.isNil || state.rawEqual(record.target, target)
                    || (record.target.isNil && state.rawEqual(record.action, target))
                let sameAction = action.isNil || state.rawEqual(record.action, action)
                return sameTarget && sameAction
            }
            return 0
        }
        cls.method("requireToFail") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            recognizer.require(toFail: try call.object(2, GestureRecognizer.self, expected: "GestureRecognizer"))
            return 0
        }
        cls.method("setState") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            let name = try call.string(2)
            guard let next = GestureState(rawValue: name) else {
                throw call.argumentError(2, "state must be one of \(GestureState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(name)\"")
            }
            try engine(call, "\(recognizer.name):setState(\(name))") { recognizer.setState(next) }
            return 0
        }
        cls.method("location") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            let view = try call.optionalObject(2, View.self, expected: "View")
            call.push(CallbackArguments.luaPoint(recognizer.location(in: view), in: call.state))
            return 1
        }
        return cls
    }

    /// A boolean property of every recognizer; changing it runs with the script's line as cause.
    private static func flag(_ cls: LuaClass, _ name: String, _ get: @escaping (GestureRecognizer) -> Bool,
                             _ set: @escaping (GestureRecognizer, Bool) -> Void) {
        cls.property(name, get: { object, _ in .boolean((object as? GestureRecognizer).map(get) ?? false) },
                     set: { object, value, state throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "\(name) must be a boolean, got \(value.typeName)") }
                         guard let recognizer = object as? GestureRecognizer else { return }
                         try state.scenarioEnvironment().app.withCause("\(name) of \(recognizer.name) set by the script") { set(recognizer, flag) }
                     })
    }

    // MARK: Views, navigation controllers, the app

    /// `view:addGestureRecognizer(r)`, `view:removeGestureRecognizer(r)`, `view.gestureRecognizers` (rule G4).
    static func addViewMembers(to cls: LuaClass) {
        cls.property("gestureRecognizers") { object, state in
            state.array(((object as? View)?.gestureRecognizers ?? []).map { .object($0) })
        }
        cls.method("addGestureRecognizer") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            view.addGestureRecognizer(try call.object(2, GestureRecognizer.self, expected: "GestureRecognizer"))
            return 0
        }
        cls.method("removeGestureRecognizer") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let recognizer = try call.object(2, GestureRecognizer.self, expected: "GestureRecognizer")
            try engine(call, "\(view.name):removeGestureRecognizer(\(recognizer.name))") { view.removeGestureRecognizer(recognizer) }
            return 0
        }
    }

    /// `nav.interactivePopGestureRecognizer` (rule G9).
    static func addNavigationMembers(to cls: LuaClass) {
        cls.property("interactivePopGestureRecognizer") { object, _ in
            (object as? NavigationController).map { .object($0.interactivePopGestureRecognizer) } ?? .nil
        }
    }

    /// `app:pinch{at=, from=, to=, duration=, steps=}` (rule G8) and
    /// `app:rotateFingers{at=, distance=, from=, to=, duration=, steps=}` (rule G17).
    static func addAppMembers(to cls: LuaClass) {
        twoFingerMethod(cls, "pinch", keys: ["at", "from", "to"]) { call, app, options, center throws(LuaError) in
            let state = call.state
            guard let from = try TouchBinding.optionalNumber(options, "from", state, what: "app:pinch"), from >= 0,
                  let to = try TouchBinding.optionalNumber(options, "to", state, what: "app:pinch"), to >= 0 else {
                throw call.argumentError(2, "app:pinch needs from= and to=, the distances between the two fingers, not below 0")
            }
            let (duration, steps) = try TouchBinding.timing(options, state, what: "app:pinch")
            return { () throws(EngineError) in try app.pinch(at: center, from: from, to: to, duration: duration, steps: steps) }
        }
        twoFingerMethod(cls, "rotateFingers", keys: ["at", "distance", "from", "to"]) { call, app, options, center throws(LuaError) in
            let state = call.state
            guard let distance = try TouchBinding.optionalNumber(options, "distance", state, what: "app:rotateFingers"), distance > 0,
                  let to = try TouchBinding.optionalNumber(options, "to", state, what: "app:rotateFingers") else {
                throw call.argumentError(2, "app:rotateFingers needs distance=, the fingers' distance above 0, and to=, the angle in radians")
            }
            let from = try TouchBinding.optionalNumber(options, "from", state, what: "app:rotateFingers") ?? 0
            let (duration, steps) = try TouchBinding.timing(options, state, what: "app:rotateFingers")
            return { () throws(EngineError) in
                try app.rotateFingers(at: center, distance: distance, from: from, to: to, duration: duration, steps: steps)
            }
        }
    }

    /// `app:<name>{...}`: two fingers around `at`, the gesture `make` reads from the options;
    /// returns the fingers' hit views, or nil when dropped.
    private static func twoFingerMethod(
        _ cls: LuaClass, _ name: String, keys: [String],
        _ make: @escaping (LuaCall, App, LuaValue, Point) throws(LuaError) -> () throws(EngineError) -> [View]?) {
        cls.method(name) { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let options = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(options, keys + ["duration", "steps"], state, call: call)
            let center = try TouchBinding.point(state.tableGet(options, "at"), state, what: "app:\(name): at")
            let gesture = try make(call, app, options, center)
            let hits = try engine(call, app, "app:\(name)()", gesture)
            call.push(hits.map { state.array($0.map { .object($0) }) } ?? .nil)
            return 1
        }
    }
}
