import HeadlessUIKit
import LuaBridge

/// `View`, `Window` and `TextField`.
enum ViewBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "View", swiftType: View.self)
        cls.constructorKeys = ["name", "frame"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frame = try initialFrame(arguments, state)
            return View(app: try state.scenarioEnvironment().app, name: name(arguments, state, default: className), frame: frame)
        }
        cls.describe = { object, _ in
            guard let view = object as? View else { return "View" }
            return "\(view.name) \(view.frame)\(view.isHidden ? " hidden" : "")\(view.window == nil ? "" : " in window")"
        }
        func view(_ object: AnyObject) -> View? { object as? View }
        cls.property("name") { object, _ in .string(view(object)?.name ?? "") }
        cls.property("safeAreaInsets") { object, state in view(object)?.safeAreaInsets.luaValue(in: state) ?? .nil }
        cls.property("frame", get: { object, state in view(object)?.frame.luaValue(in: state) ?? .nil },
                     set: { object, value, state throws(LuaError) in
                         let frame = try Rect(lua: value, in: state, what: "frame")
                         if let view = view(object) {
                             try state.scenarioEnvironment().app.withCause("frame of \(view.name) set by the script") { view.frame = frame }
                         }
                     })
        cls.property("bounds") { object, state in view(object)?.bounds.luaValue(in: state) ?? .nil }
        cls.property("hidden", get: { object, _ in .boolean(view(object)?.isHidden ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else {
                             throw LuaError(message: "hidden must be a boolean, got \(value.typeName)")
                         }
                         view(object)?.isHidden = flag
                     })
        cls.property("userInteractionEnabled", get: { object, _ in .boolean(view(object)?.userInteractionEnabled ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else {
                             throw LuaError(message: "userInteractionEnabled must be a boolean, got \(value.typeName)")
                         }
                         view(object)?.userInteractionEnabled = flag
                     })
        TouchBinding.addViewMembers(to: cls)    // rule G1
        SubviewOrderBinding.addViewMembers(to: cls)    // rule W6
        LayoutDirectionBinding.addViewMembers(to: cls)    // rules Y15, Y16
        cls.property("superview") { object, _ in view(object)?.superview.map { .object($0) } ?? .nil }
        cls.property("subviews") { object, state in state.array(view(object)?.subviews.map { .object($0) } ?? []) }
        cls.property("window") { object, _ in view(object)?.window.map { .object($0) } ?? .nil }
        cls.property("viewController") { object, _ in view(object)?.viewController.map { .object($0) } ?? .nil }

        cls.method("addSubview") { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            let child = try call.object(2, View.self, expected: "View")
            try engine(call, "\(parent.name):addSubview(\(child.name))") { () throws(EngineError) in try parent.addSubview(child) }
            return 0
        }
        cls.engineAction("removeFromSuperview", View.self) { $0.removeFromSuperview() }
        cls.method("setNeedsLayout") { call throws(LuaError) in
            try call.object(1, View.self, expected: "View").setNeedsLayout()
            return 0
        }
        cls.engineAction("layoutIfNeeded", View.self) { view throws(EngineError) in try view.layoutIfNeeded() }
        cls.method("presentationFrame") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            call.push(view.presentationFrame.luaValue(in: call.state))
            return 1
        }
        cls.engineAction("removeAllAnimations", View.self) { $0.removeAllAnimations() }
        cls.method("observe") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let key = try call.string(2)
            let function = try call.function(3)
            let run = call.state.callback(function)
            let id = try engine(call, "\(view.name):observe(\(key))") { () throws(EngineError) in
                try view.observe(key) { observed, key in run([.object(observed), .string(key)]) }
            }
            call.push(.integer(id))
            return 1
        }
        return cls
    }

    static func makeWindowClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Window", superclass: superclass, swiftType: Window.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a Window cannot be made by a script: use app.window")
        }
        cls.property("rootViewController", get: { object, _ in
            (object as? Window)?.rootViewController.map { .object($0) } ?? .nil
        }, set: { object, value, state throws(LuaError) in
            guard let window = object as? Window else { return }
            let app = try state.scenarioEnvironment().app
            let controller: ViewController?
            switch value {
            case .nil: controller = nil
            case .object(let candidate as ViewController): controller = candidate
            default: throw LuaError(message: "rootViewController must be a ViewController or nil, got \(value.typeName)")
            }
            do {
                try app.withCause("the script set app.window.rootViewController") { () throws(EngineError) in
                    try window.setRootViewController(controller)
                }
            } catch let error as EngineError {
                throw LuaError(message: error.message)
            } catch {
                throw LuaError(message: "\(error)")
            }
        })
        return cls
    }

    static func makeTextFieldClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TextField", superclass: superclass, swiftType: TextField.self)
        cls.constructorKeys = ["name", "frame"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frame = try initialFrame(arguments, state)
            return TextField(app: try state.scenarioEnvironment().app, name: name(arguments, state, default: className), frame: frame)
        }
        cls.property("isFirstResponder") { object, _ in .boolean((object as? TextField)?.isFirstResponder ?? false) }
        cls.method("becomeFirstResponder") { call throws(LuaError) in
            let field = try call.object(1, TextField.self, expected: "TextField")
            call.push(.boolean(try call.app.withCause("\(call.callerLocation) \(field.name):becomeFirstResponder()") { field.becomeFirstResponder() }))
            return 1
        }
        cls.method("resignFirstResponder") { call throws(LuaError) in
            let field = try call.object(1, TextField.self, expected: "TextField")
            call.push(.boolean(try call.app.withCause("\(call.callerLocation) \(field.name):resignFirstResponder()") { field.resignFirstResponder() }))
            return 1
        }
        return cls
    }

    /// The `name` field of an init table, else `fallback`.
    static func name(_ arguments: LuaValue, _ state: LuaState, default fallback: String) -> String {
        state.tableGet(arguments, "name").asString ?? fallback
    }

    private static func initialFrame(_ arguments: LuaValue, _ state: LuaState) throws(LuaError) -> Rect {
        let value = state.tableGet(arguments, "frame")
        return value.isNil ? .zero : try Rect(lua: value, in: state, what: "frame")
    }
}
