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
                makeSwipeClass(superclass: base), makeLongPressClass(superclass: base), makePinchClass(superclass: base)]
    }

    /// The constructor keys every kind reads itself: the rest are set as properties.
    private static let constructorKeys: Set<String> = ["name", "target", "action"]

    /// A constructor making `make(app, name)` and adding `target=`/`action=` as its first action.
    private static func constructor(_ make: @escaping (App, String) -> GestureRecognizer)
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
            try environment.setScriptTarget(value, as: .delegate, of: recognizer, hearing: [.gestureDelegate]) { recognizer.delegate = $0 }
        }
        cls.method("addTarget") { call throws(LuaError) in
            let recognizer = try call.object(1, GestureRecognizer.self, expected: "GestureRecognizer")
            recognizer.addAction(try makeAction(target: call.value(2), action: call.value(3), environment: try call.environment,
                                                what: "\(recognizer.name):addTarget"))
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

    /// A whole number property, at least `minimum`.
    private static func count<T: GestureRecognizer>(_ cls: LuaClass, _ type: T.Type, _ name: String, minimum: Int = 1,
                                                    _ get: @escaping (T) -> Int, _ set: @escaping (T, Int) -> Void) {
        cls.property(name, get: { object, _ in (object as? T).map { .integer(min(get($0), Int(Int32.max))) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard let number = value.asInt, number >= minimum else {
                             throw LuaError(message: "\(name) must be an integer of at least \(minimum), got \(value.shownInMessage)")
                         }
                         if let recognizer = object as? T { set(recognizer, number) }
                     })
    }

    /// A finite number property, not below 0.
    private static func number<T: GestureRecognizer>(_ cls: LuaClass, _ type: T.Type, _ name: String,
                                                     _ get: @escaping (T) -> Double, _ set: @escaping (T, Double) -> Void) {
        cls.property(name, get: { object, _ in (object as? T).map { LuaValue(number: get($0)) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard let number = value.asDouble, number.isFinite, number >= 0 else {
                             throw LuaError(message: "\(name) must be a finite number not below 0, got \(value.shownInMessage)")
                         }
                         if let recognizer = object as? T { set(recognizer, number) }
                     })
    }

    // MARK: The kinds (rule G8)

    private static func makeTapClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TapGestureRecognizer", superclass: superclass, swiftType: TapGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { TapGestureRecognizer(app: $0, name: $1) }
        count(cls, TapGestureRecognizer.self, "numberOfTapsRequired", { $0.numberOfTapsRequired }, { $0.numberOfTapsRequired = $1 })
        count(cls, TapGestureRecognizer.self, "numberOfTouchesRequired", { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 })
        return cls
    }

    private static func makePanClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "PanGestureRecognizer", superclass: superclass, swiftType: PanGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { PanGestureRecognizer(app: $0, name: $1) }
        addPanMembers(to: cls)
        return cls
    }

    private static func addPanMembers(to cls: LuaClass) {
        count(cls, PanGestureRecognizer.self, "minimumNumberOfTouches", { $0.minimumNumberOfTouches }, { $0.minimumNumberOfTouches = $1 })
        count(cls, PanGestureRecognizer.self, "maximumNumberOfTouches", { $0.maximumNumberOfTouches }, { $0.maximumNumberOfTouches = $1 })
        for (name, read) in [("translation", { (p: PanGestureRecognizer, v: View?) in p.translation(in: v) }),
                             ("velocity", { (p: PanGestureRecognizer, v: View?) in p.velocity(in: v) })] {
            cls.method(name) { call throws(LuaError) in
                let pan = try call.object(1, PanGestureRecognizer.self, expected: "PanGestureRecognizer")
                let view = try call.optionalObject(2, View.self, expected: "View")
                call.push(CallbackArguments.luaPoint(read(pan, view), in: call.state))
                return 1
            }
        }
        cls.method("setTranslation") { call throws(LuaError) in
            let pan = try call.object(1, PanGestureRecognizer.self, expected: "PanGestureRecognizer")
            let translation = try TouchBinding.point(call.value(2), call.state, what: "setTranslation")
            pan.setTranslation(translation, in: try call.optionalObject(3, View.self, expected: "View"))
            return 0
        }
    }

    private static func makeEdgePanClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "ScreenEdgePanGestureRecognizer", superclass: superclass, swiftType: ScreenEdgePanGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { ScreenEdgePanGestureRecognizer(app: $0, name: $1) }
        cls.property("edges", get: { object, state in
            state.array(((object as? ScreenEdgePanGestureRecognizer)?.edges ?? []).map { .string($0.rawValue) })
        }, set: { object, value, state throws(LuaError) in
            (object as? ScreenEdgePanGestureRecognizer)?.edges = try names(value, state, ScreenEdge.self, what: "edges")
        })
        return cls
    }

    private static func makeSwipeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "SwipeGestureRecognizer", superclass: superclass, swiftType: SwipeGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { SwipeGestureRecognizer(app: $0, name: $1) }
        cls.property("direction", get: { object, state in
            state.array(((object as? SwipeGestureRecognizer)?.directions ?? []).map { .string($0.rawValue) })
        }, set: { object, value, state throws(LuaError) in
            (object as? SwipeGestureRecognizer)?.directions = try names(value, state, SwipeDirection.self, what: "direction")
        })
        count(cls, SwipeGestureRecognizer.self, "numberOfTouchesRequired", { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 })
        return cls
    }

    private static func makeLongPressClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "LongPressGestureRecognizer", superclass: superclass, swiftType: LongPressGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { LongPressGestureRecognizer(app: $0, name: $1) }
        number(cls, LongPressGestureRecognizer.self, "minimumPressDuration", { $0.minimumPressDuration }, { $0.minimumPressDuration = $1 })
        number(cls, LongPressGestureRecognizer.self, "allowableMovement", { $0.allowableMovement }, { $0.allowableMovement = $1 })
        count(cls, LongPressGestureRecognizer.self, "numberOfTouchesRequired", { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 })
        return cls
    }

    private static func makePinchClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "PinchGestureRecognizer", superclass: superclass, swiftType: PinchGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { PinchGestureRecognizer(app: $0, name: $1) }
        cls.property("scale", get: { object, _ in LuaValue(number: (object as? PinchGestureRecognizer)?.scale ?? 1) },
                     set: { object, value, _ throws(LuaError) in
                         guard let number = value.asDouble, number.isFinite else {
                             throw LuaError(message: "scale must be a finite number, got \(value.shownInMessage)")
                         }
                         (object as? PinchGestureRecognizer)?.scale = number
                     })
        cls.property("velocity") { object, _ in LuaValue(number: (object as? PinchGestureRecognizer)?.velocity ?? 0) }
        return cls
    }

    /// One name or an array of names of `T` (`"left"`, `{"left", "right"}`).
    private static func names<T: RawRepresentable & CaseIterable>(_ value: LuaValue, _ state: LuaState, _ type: T.Type,
                                                                  what: String) throws(LuaError) -> [T] where T.RawValue == String {
        let values: [LuaValue]
        if case .table = value { values = state.arrayValues(value) } else { values = [value] }
        var result: [T] = []
        for element in values {
            guard let name = element.asString, let item = T(rawValue: name) else {
                throw LuaError(message: "\(what) must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), or an array of them, got \(element.shownInMessage)")
            }
            if !result.contains(where: { $0.rawValue == item.rawValue }) { result.append(item) }
        }
        return result
    }

    // MARK: Touches

    /// `Touch`: a finger, as a delegate's `shouldReceive` is given it (rule G4).
    private static func makeTouchClass() -> LuaClass {
        let cls = LuaClass(name: "Touch", swiftType: Touch.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a Touch comes with a touch sequence: app:tap, app:pan and the others make them")
        }
        cls.describe = { object, _ in
            guard let touch = object as? Touch else { return "Touch" }
            return "Touch \(touch.phase.rawValue) at \(touch.locationInWindow)"
        }
        func touch(_ object: AnyObject) -> Touch? { object as? Touch }
        cls.property("phase") { object, _ in .string(touch(object)?.phase.rawValue ?? "began") }
        cls.property("view") { object, _ in touch(object)?.view.map { .object($0) } ?? .nil }
        cls.property("tapCount") { object, _ in .integer(touch(object)?.tapCount ?? 1) }
        cls.property("timestamp") { object, _ in .number(touch(object)?.timestamp ?? 0) }
        for (name, previous) in [("location", false), ("previousLocation", true)] {
            cls.method(name) { call throws(LuaError) in
                let touch = try call.object(1, Touch.self, expected: "Touch")
                let view = try call.optionalObject(2, View.self, expected: "View")
                call.push(CallbackArguments.luaPoint(previous ? touch.previousLocation(in: view) : touch.location(in: view), in: call.state))
                return 1
            }
        }
        return cls
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

    /// `app:pinch{at=, from=, to=, duration=, steps=}` (rule G8).
    static func addAppMembers(to cls: LuaClass) {
        cls.method("pinch") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let options = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(options, ["at", "from", "to", "duration", "steps"], state, call: call)
            let center = try TouchBinding.point(state.tableGet(options, "at"), state, what: "app:pinch: at")
            guard let from = try TouchBinding.optionalNumber(options, "from", state, what: "app:pinch"), from >= 0,
                  let to = try TouchBinding.optionalNumber(options, "to", state, what: "app:pinch"), to >= 0 else {
                throw call.argumentError(2, "app:pinch needs from= and to=, the distances between the two fingers, not below 0")
            }
            let (duration, steps) = try TouchBinding.timing(options, state, what: "app:pinch")
            let hits = try engine(call, app, "app:pinch()") { () throws(EngineError) in
                try app.pinch(at: center, from: from, to: to, duration: duration, steps: steps)
            }
            call.push(hits.map { state.array($0.map { .object($0) }) } ?? .nil)
            return 1
        }
    }
}
