import HeadlessUIKit
import LuaBridge

/// `Slider` in Lua (rule G16): UIKit's `UISlider`, a control whose thumb a finger drags.
enum SliderBinding {
    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Slider", superclass: superclass, swiftType: Slider.self)
        let numbers: [(String, ReferenceWritableKeyPath<Slider, Double>)] = [
            ("minimumValue", \.minimumValue), ("maximumValue", \.maximumValue), ("value", \.value),
        ]
        cls.constructorKeys = Set(["name", "frame"] + numbers.map(\.0))
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect(x: 0, y: 0, width: 100, height: 31) : try Rect(lua: frameValue, in: state, what: "frame")
            let slider = Slider(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className), frame: frame)
            // The range first, then the value within it.
            for (key, path) in numbers {
                let value = state.tableGet(arguments, key)
                if !value.isNil { slider[keyPath: path] = try number(value, key) }
            }
            return slider
        }
        for (key, path) in numbers {
            cls.property(key, get: { object, _ in LuaValue(number: (object as? Slider)?[keyPath: path] ?? 0) },
                         set: { object, value, _ throws(LuaError) in (object as? Slider)?[keyPath: path] = try number(value, key) })
        }
        cls.property("isContinuous", get: { object, _ in .boolean((object as? Slider)?.isContinuous ?? true) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isContinuous must be a boolean, got \(value.typeName)") }
                         (object as? Slider)?.isContinuous = flag
                     })
        cls.method("setValue") { call throws(LuaError) in
            let slider = try call.object(1, Slider.self, expected: "Slider")
            slider.setValue(try number(call.value(2), "value"), animated: try call.strictBool(3, default: false))
            return 0
        }
        return cls
    }

    /// A finite number for `key`.
    private static func number(_ value: LuaValue, _ key: String) throws(LuaError) -> Double {
        guard let number = value.asDouble, number.isFinite else {
            throw LuaError(message: "\(key) must be a finite number, got \(value.shownInMessage)")
        }
        return number
    }
}
