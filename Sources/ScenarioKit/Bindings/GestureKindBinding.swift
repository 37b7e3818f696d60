import HeadlessUIKit
import LuaBridge

/// The kinds of gesture recognizer in Lua (rule G8), each a subclass of `GestureRecognizer`
/// with UIKit's properties, and the `Touch` a delegate's `shouldReceive` is given (rule G4).
extension GestureBinding {
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

    /// A finite number property, not below 0 unless `anySign`.
    private static func number<T: GestureRecognizer>(_ cls: LuaClass, _ type: T.Type, _ name: String, anySign: Bool = false,
                                                     _ get: @escaping (T) -> Double, _ set: @escaping (T, Double) -> Void) {
        cls.property(name, get: { object, _ in (object as? T).map { LuaValue(number: get($0)) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard let number = value.asDouble, number.isFinite, anySign || number >= 0 else {
                             throw LuaError(message: "\(name) must be a finite number\(anySign ? "" : " not below 0"), got \(value.shownInMessage)")
                         }
                         if let recognizer = object as? T { set(recognizer, number) }
                     })
    }

    // MARK: The kinds (rule G8)

    static func makeTapClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TapGestureRecognizer", superclass: superclass, swiftType: TapGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { TapGestureRecognizer(app: $0, name: $1) }
        count(cls, TapGestureRecognizer.self, "numberOfTapsRequired", { $0.numberOfTapsRequired }, { $0.numberOfTapsRequired = $1 })
        count(cls, TapGestureRecognizer.self, "numberOfTouchesRequired", { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 })
        return cls
    }

    static func makePanClass(superclass: LuaClass) -> LuaClass {
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

    static func makeEdgePanClass(superclass: LuaClass) -> LuaClass {
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

    static func makeSwipeClass(superclass: LuaClass) -> LuaClass {
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

    static func makeLongPressClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "LongPressGestureRecognizer", superclass: superclass, swiftType: LongPressGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { LongPressGestureRecognizer(app: $0, name: $1) }
        number(cls, LongPressGestureRecognizer.self, "minimumPressDuration", { $0.minimumPressDuration }, { $0.minimumPressDuration = $1 })
        number(cls, LongPressGestureRecognizer.self, "allowableMovement", { $0.allowableMovement }, { $0.allowableMovement = $1 })
        count(cls, LongPressGestureRecognizer.self, "numberOfTouchesRequired", { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 })
        return cls
    }

    static func makePinchClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "PinchGestureRecognizer", superclass: superclass, swiftType: PinchGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { PinchGestureRecognizer(app: $0, name: $1) }
        number(cls, PinchGestureRecognizer.self, "scale", anySign: true, { $0.scale }, { $0.scale = $1 })
        cls.property("velocity") { object, _ in LuaValue(number: (object as? PinchGestureRecognizer)?.velocity ?? 0) }
        return cls
    }

    static func makeRotationClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "RotationGestureRecognizer", superclass: superclass, swiftType: RotationGestureRecognizer.self)
        cls.constructorKeys = constructorKeys
        cls.constructor = constructor { RotationGestureRecognizer(app: $0, name: $1) }
        number(cls, RotationGestureRecognizer.self, "rotation", anySign: true, { $0.rotation }, { $0.rotation = $1 })
        cls.property("velocity") { object, _ in LuaValue(number: (object as? RotationGestureRecognizer)?.velocity ?? 0) }
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
    static func makeTouchClass() -> LuaClass {
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
}
