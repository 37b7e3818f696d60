import HeadlessUIKit
import LuaBridge

/// `Layer` (Core Animation's `CALayer`, rule H7), `LayerAnimation` (its animations, rule H9)
/// and the `CATransform3D` functions as globals.
enum LayerBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "Layer", swiftType: Layer.self)
        cls.constructorKeys = ["name", "frame"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect.zero : try Rect(lua: frameValue, in: state, what: "frame")
            return Layer(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className), frame: frame)
        }
        cls.describe = { object, _ in
            guard let layer = object as? Layer else { return "Layer" }
            return "\(layer.name) <Layer> \(layer.frame)\(layer.model() !== layer ? " (presentation)" : "")"
        }
        func layer(_ object: AnyObject) -> Layer? { object as? Layer }
        cls.property("name") { object, _ in .string(layer(object)?.name ?? "") }
        cls.property("frame", get: { object, state in layer(object)?.frame.luaValue(in: state) ?? .nil },
                     set: { object, value, state throws(LuaError) in layer(object)?.frame = try Rect(lua: value, in: state, what: "frame") })
        for property in LayerProperty.allCases {
            cls.property(property.rawValue, get: { object, state in
                layer(object).map { LuaShapes.lua($0.value(property), of: property, state) } ?? .nil
            }, set: { object, value, state throws(LuaError) in
                layer(object)?.setValue(property, try LuaShapes.animated(value, of: property, state, what: property.rawValue))
            })
        }
        cls.property("masksToBounds", get: { object, _ in .boolean(layer(object)?.masksToBounds ?? false) },
                     set: { object, value, _ throws(LuaError) in layer(object)?.masksToBounds = try flag(value, "masksToBounds") })
        cls.property("hidden", get: { object, _ in .boolean(layer(object)?.isHidden ?? false) },
                     set: { object, value, _ throws(LuaError) in layer(object)?.isHidden = try flag(value, "hidden") })
        cls.property("view") { object, _ in layer(object)?.view.map { .object($0) } ?? .nil }
        cls.property("superlayer") { object, _ in layer(object)?.superlayer.map { .object($0) } ?? .nil }
        cls.property("sublayers") { object, state in state.array((layer(object)?.allSublayers ?? []).map { .object($0) }) }
        cls.property("animationKeys") { object, state in state.array((layer(object)?.animationKeys ?? []).map { .string($0) }) }
        cls.method("addSublayer") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            layer.addSublayer(try call.object(2, Layer.self, expected: "Layer"))
            return 0
        }
        cls.method("insertSublayer") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            let sublayer = try call.object(2, Layer.self, expected: "Layer")
            layer.insertSublayer(sublayer, at: try call.int(3) - 1)    // Lua counts from 1
            return 0
        }
        cls.method("removeFromSuperlayer") { call throws(LuaError) in
            try call.object(1, Layer.self, expected: "Layer").removeFromSuperlayer()
            return 0
        }
        cls.method("presentation") { call throws(LuaError) in
            call.push(.object(try call.object(1, Layer.self, expected: "Layer").presentation()))
            return 1
        }
        cls.method("model") { call throws(LuaError) in
            call.push(.object(try call.object(1, Layer.self, expected: "Layer").model()))
            return 1
        }
        cls.method("add") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            let animation = try call.object(2, LayerAnimation.self, expected: "LayerAnimation")
            let key = call.isNil(3) ? nil : try call.string(3)
            try engine(call, "\(layer.name):add(\(animation.name))") { layer.add(animation, forKey: key) }
            return 0
        }
        cls.method("animation") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            call.push(layer.animation(forKey: try call.string(2)).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("removeAnimation") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            let key = try call.string(2)
            try engine(call, "\(layer.name):removeAnimation(\(key))") { layer.removeAnimation(forKey: key) }
            return 0
        }
        cls.method("removeAllAnimations") { call throws(LuaError) in
            let layer = try call.object(1, Layer.self, expected: "Layer")
            try engine(call, "\(layer.name):removeAllAnimations()") { layer.removeAllAnimations() }
            return 0
        }
        return cls
    }

    /// `LayerAnimation{kind=, ...}`: a `CABasicAnimation`, `CASpringAnimation`,
    /// `CAKeyframeAnimation` or `CATransition` (rule H9).
    static func makeAnimationClass() -> LuaClass {
        let cls = LuaClass(name: "LayerAnimation", swiftType: LayerAnimation.self)
        cls.constructorKeys = ["kind", "name", "keyPath", "fromValue", "toValue", "byValue", "values", "keyTimes", "duration",
                               "beginTime", "timingFunction", "fillMode", "isRemovedOnCompletion", "repeatCount", "autoreverses",
                               "mass", "stiffness", "damping", "initialVelocity", "type", "subtype", "delegate"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let kindValue = state.tableGet(arguments, "kind")
            let kindName = kindValue.isNil ? "basic" : (kindValue.asString ?? "")
            guard let kind = LayerAnimation.Kind(rawValue: kindName) else {
                throw LuaError(message: "LayerAnimation{}: kind must be one of \(LayerAnimation.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \(kindValue.shownInMessage)")
            }
            let animation = LayerAnimation(kind: kind, name: ViewBinding.name(arguments, state, default: kind.rawValue))
            for key in cls.constructorKeys.sorted() where !["kind", "name"].contains(key) {
                let value = state.tableGet(arguments, key)
                if !value.isNil { try set(animation, key, value, state) }
            }
            return animation
        }
        cls.describe = { object, _ in
            guard let animation = object as? LayerAnimation else { return "LayerAnimation" }
            return "\(animation.name) <LayerAnimation \(animation.kind.rawValue)>\(animation.keyPath.map { " " + $0 } ?? "")"
        }
        func animation(_ object: AnyObject) -> LayerAnimation? { object as? LayerAnimation }
        cls.property("kind") { object, _ in .string(animation(object)?.kind.rawValue ?? "basic") }
        cls.property("name") { object, _ in .string(animation(object)?.name ?? "") }
        cls.property("key") { object, _ in animation(object)?.key.map { .string($0) } ?? .nil }
        cls.property("settlingDuration") { object, _ in LuaValue(number: animation(object)?.settlingDuration ?? 0) }
        for key in ["keyPath", "duration", "beginTime", "fillMode", "isRemovedOnCompletion", "repeatCount", "autoreverses",
                    "mass", "stiffness", "damping", "initialVelocity", "type", "subtype", "fromValue", "toValue", "byValue"] {
            cls.property(key, get: { object, state in animation(object).map { get($0, key, state) } ?? .nil },
                         set: { object, value, state throws(LuaError) in
                             if let animation = animation(object) { try set(animation, key, value, state) }
                         })
        }
        cls.property("delegate", get: { object, state in
            guard let animation = animation(object), let environment = try? state.scenarioEnvironment() else { return .nil }
            return environment.scriptTarget(.delegate, of: animation)
        }, set: { object, value, state throws(LuaError) in
            guard let animation = animation(object) else { return }
            try set(animation, "delegate", value, state)
        })
        return cls
    }

    private static func get(_ animation: LayerAnimation, _ key: String, _ state: LuaState) -> LuaValue {
        switch key {
        case "keyPath": animation.keyPath.map { .string($0) } ?? .nil
        case "duration": LuaValue(number: animation.duration)
        case "beginTime": LuaValue(number: animation.beginTime)
        case "fillMode": .string(animation.fillMode.rawValue)
        case "isRemovedOnCompletion": .boolean(animation.isRemovedOnCompletion)
        case "repeatCount": LuaValue(number: animation.repeatCount)
        case "autoreverses": .boolean(animation.autoreverses)
        case "mass": LuaValue(number: animation.mass)
        case "stiffness": LuaValue(number: animation.stiffness)
        case "damping": LuaValue(number: animation.damping)
        case "initialVelocity": LuaValue(number: animation.initialVelocity)
        case "type": .string(animation.transitionType)
        case "subtype": animation.transitionSubtype.map { .string($0) } ?? .nil
        case "fromValue": animation.fromValue.map { LuaShapes.lua($0, state) } ?? .nil
        case "toValue": animation.toValue.map { LuaShapes.lua($0, state) } ?? .nil
        case "byValue": animation.byValue.map { LuaShapes.lua($0, state) } ?? .nil
        default: .nil
        }
    }

    private static func set(_ animation: LayerAnimation, _ key: String, _ value: LuaValue, _ state: LuaState) throws(LuaError) {
        func number(_ minimum: Double = -.infinity) throws(LuaError) -> Double {
            guard let number = value.asDouble, !number.isNaN, number >= minimum else {
                throw LuaError(message: "LayerAnimation \(key) must be a number\(minimum > -.infinity ? " not below \(NumberText.text(minimum))" : ""), got \(value.shownInMessage)")
            }
            return number
        }
        func text() throws(LuaError) -> String {
            guard let text = value.asString else { throw LuaError(message: "LayerAnimation \(key) must be a string, got \(value.typeName)") }
            return text
        }
        switch key {
        case "keyPath":
            let path = try text()
            guard LayerKeyPath(path) != nil else {
                throw LuaError(message: "LayerAnimation keyPath \"\(path)\" is not one Stagehand animates (a layer property such as \"opacity\", \"position.x\", \"transform.rotation.z\")")
            }
            animation.keyPath = path
        case "duration": animation.duration = try number(0)
        case "beginTime": animation.beginTime = try number(0)
        case "fillMode":
            let name = try text()
            guard let mode = LayerAnimation.FillMode(rawValue: name) else {
                throw LuaError(message: "LayerAnimation fillMode must be one of \(LayerAnimation.FillMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(name)\"")
            }
            animation.fillMode = mode
        case "isRemovedOnCompletion": animation.isRemovedOnCompletion = try flag(value, key)
        case "repeatCount": animation.repeatCount = try number(0)
        case "autoreverses": animation.autoreverses = try flag(value, key)
        case "mass": animation.mass = try number(0.0001)
        case "stiffness": animation.stiffness = try number(0.0001)
        case "damping": animation.damping = try number(0)
        case "initialVelocity": animation.initialVelocity = try number()
        case "type": animation.transitionType = try text()
        case "subtype": animation.transitionSubtype = value.isNil ? nil : try text()
        case "fromValue": animation.fromValue = value.isNil ? nil : try LuaShapes.animated(value, state, what: "fromValue")
        case "toValue": animation.toValue = value.isNil ? nil : try LuaShapes.animated(value, state, what: "toValue")
        case "byValue": animation.byValue = value.isNil ? nil : try LuaShapes.animated(value, state, what: "byValue")
        case "values":
            var values: [AnimatedValue] = []
            for element in state.arrayValues(value) { values.append(try LuaShapes.animated(element, state, what: "values")) }
            animation.values = values
        case "keyTimes":
            let times = state.arrayValues(value).compactMap(\.asDouble)
            guard times.allSatisfy({ $0 >= 0 && $0 <= 1 }), times == times.sorted() else {
                throw LuaError(message: "LayerAnimation keyTimes must be fractions from 0 to 1, in order")
            }
            animation.keyTimes = times
        case "timingFunction":
            if let name = value.asString {
                let curves: [String: CubicBezier] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
                                                     "easeInEaseOut": .easeInEaseOut, "default": .default]
                guard let curve = curves[name] else {
                    throw LuaError(message: "LayerAnimation timingFunction must be \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\" or {x1, y1, x2, y2}, got \"\(name)\"")
                }
                animation.timingFunction = curve
            } else {
                let n = state.arrayValues(value).compactMap(\.asDouble).filter(\.isFinite)
                guard n.count == 4 else { throw LuaError(message: "LayerAnimation timingFunction must be a name or four control-point numbers {x1, y1, x2, y2}") }
                animation.timingFunction = CubicBezier(x1: n[0], y1: n[1], x2: n[2], y2: n[3])
            }
        case "delegate":
            let environment = try state.scenarioEnvironment()
            try environment.setScriptTarget(value, as: .delegate, of: animation, hearing: [.animationDelegate]) { animation.delegate = $0 }
        default: break
        }
    }

    private static func flag(_ value: LuaValue, _ name: String) throws(LuaError) -> Bool {
        guard case .boolean(let flag) = value else { throw LuaError(message: "\(name) must be a boolean, got \(value.typeName)") }
        return flag
    }
}
