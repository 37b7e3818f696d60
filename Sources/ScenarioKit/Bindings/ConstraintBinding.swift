import HeadlessUIKit
import LuaBridge

/// `StackView` and `LayoutConstraint` (rules Y1, Y2).
enum ConstraintBinding {
    static func makeStackClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "StackView", superclass: superclass, swiftType: StackView.self)
        cls.constructorKeys = ["name", "frame", "spacing"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect.zero : try Rect(lua: frameValue, in: state, what: "frame")
            let stack = StackView(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className), frame: frame)
            let spacing = state.tableGet(arguments, "spacing")
            if !spacing.isNil { stack.spacing = try points(spacing, "spacing") }
            return stack
        }
        func stack(_ object: AnyObject) -> StackView? { object as? StackView }
        cls.property("arrangedSubviews") { object, state in state.array(stack(object)?.arrangedSubviews.map { .object($0) } ?? []) }
        cls.property("fittingHeight") { object, _ in LuaValue(number: stack(object)?.fittingHeight ?? 0) }
        cls.property("spacing", get: { object, _ in LuaValue(number: stack(object)?.spacing ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         stack(object)?.spacing = try points(value, "spacing")
                     })
        cls.method("addArrangedSubview") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            let view = try call.object(2, View.self, expected: "View")
            try engine(call, "\(target.name):addArrangedSubview(\(view.name))") { () throws(EngineError) in try target.addArrangedSubview(view) }
            return 0
        }
        cls.method("removeArrangedSubview") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            target.removeArrangedSubview(try call.object(2, View.self, expected: "View"))
            return 0
        }
        return cls
    }

    static func makeConstraintClass() -> LuaClass {
        let cls = LuaClass(name: "LayoutConstraint", swiftType: LayoutConstraint.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a LayoutConstraint comes from view:constrainHeight(constant)")
        }
        cls.property("view") { object, _ in (object as? LayoutConstraint)?.view.map { .object($0) } ?? .nil }
        cls.property("constant", get: { object, _ in LuaValue(number: (object as? LayoutConstraint)?.constant ?? 0) },
                     set: { object, value, state throws(LuaError) in
                         let constant = try points(value, "constant")
                         guard let constraint = object as? LayoutConstraint else { return }
                         let app = try state.scenarioEnvironment().app
                         app.withCause("a height constraint's constant was set to \(constant) by the script") { constraint.constant = constant }
                     })
        return cls
    }

    /// `view:constrainHeight(constant)`, `view.heightConstraint`, `view:setNeedsUpdateConstraints()`.
    static func addViewMembers(to cls: LuaClass) {
        cls.method("constrainHeight") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let constant = try call.number(2)
            guard constant.isFinite, constant >= 0 else { throw call.argumentError(2, "a number of points, not below 0, got \(NumberText.text(constant))") }
            call.push(.object(view.constrainHeight(to: constant)))
            return 1
        }
        cls.property("heightConstraint") { object, _ in (object as? View)?.heightConstraint.map { .object($0) } ?? .nil }
        cls.method("setNeedsUpdateConstraints") { call throws(LuaError) in
            try call.object(1, View.self, expected: "View").setNeedsUpdateConstraints()
            return 0
        }
    }
}
