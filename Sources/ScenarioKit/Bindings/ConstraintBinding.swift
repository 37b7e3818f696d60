import HeadlessUIKit
import LuaBridge

/// `StackView`, `LayoutConstraint` and the anchors (rules Y1-Y5).
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

    /// `LayoutConstraint{item=, attribute=, relatedBy=, toItem=, toAttribute=, multiplier=,
    /// constant=}` (UIKit's long form), `LayoutConstraint.activate{...}` and `.deactivate{...}`,
    /// and the fields of a constraint (rule Y3).
    static func makeConstraintClass() -> LuaClass {
        let cls = LuaClass(name: "LayoutConstraint", swiftType: LayoutConstraint.self)
        cls.constructorKeys = ["item", "attribute", "relatedBy", "toItem", "toAttribute", "multiplier", "constant"]
        cls.constructor = { _, arguments, state throws(LuaError) in
            func get(_ key: String) -> LuaValue { state.tableGet(arguments, key) }
            guard let item = get("item").asObject(AnyObject.self) as? any LayoutItem else {
                throw LuaError(message: "LayoutConstraint{...}: item must be a View or a LayoutGuide, got \(get("item").shownInMessage)")
            }
            let attribute = try LayoutConstraintArguments.attribute(get("attribute"), "attribute")
            let relationValue = get("relatedBy")
            let relation = relationValue.isNil ? LayoutRelation.equal : try LayoutConstraintArguments.relation(relationValue)
            let toItemValue = get("toItem")
            let toItem = toItemValue.asObject(AnyObject.self) as? any LayoutItem
            if !toItemValue.isNil, toItem == nil {
                throw LuaError(message: "LayoutConstraint{...}: toItem must be a View, a LayoutGuide or nil, got \(toItemValue.shownInMessage)")
            }
            let toAttributeValue = get("toAttribute")
            let toAttribute = toAttributeValue.isNil ? LayoutAttribute.notAnAttribute : try LayoutConstraintArguments.attribute(toAttributeValue, "toAttribute")
            let multiplier = try LayoutConstraintArguments.number(get("multiplier"), "multiplier", default: 1)
            let constant = try LayoutConstraintArguments.number(get("constant"), "constant", default: 0)
            do throws(EngineError) {
                return try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                                            multiplier: multiplier, constant: constant)
            } catch {
                throw LuaError(message: error.message)
            }
        }
        func constraint(_ object: AnyObject) -> LayoutConstraint? { object as? LayoutConstraint }
        cls.property("firstItem") { object, _ in constraint(object)?.firstItem.map { .object($0 as AnyObject) } ?? .nil }
        cls.property("secondItem") { object, _ in constraint(object)?.secondItem.map { .object($0 as AnyObject) } ?? .nil }
        cls.property("firstAttribute") { object, _ in .string(constraint(object)?.firstAttribute.rawValue ?? "") }
        cls.property("secondAttribute") { object, _ in .string(constraint(object)?.secondAttribute.rawValue ?? "") }
        cls.property("relation") { object, _ in .string(constraint(object)?.relation.rawValue ?? "") }
        cls.property("multiplier") { object, _ in LuaValue(number: constraint(object)?.multiplier ?? 1) }
        cls.property("constant", get: { object, _ in LuaValue(number: constraint(object)?.constant ?? 0) },
                     set: { object, value, state throws(LuaError) in
                         let constant = try LayoutConstraintArguments.number(value, "constant", default: nil)
                         guard let target = constraint(object) else { return }
                         let app = try state.scenarioEnvironment().app
                         app.withCause("a constraint's constant was set to \(NumberText.text(constant)) by the script") { target.constant = constant }
                     })
        cls.property("priority", get: { object, _ in LuaValue(number: constraint(object)?.priority ?? 1000) },
                     set: { object, value, state throws(LuaError) in
                         let priority = try LayoutConstraintArguments.number(value, "priority", default: nil)
                         guard let target = constraint(object) else { return }
                         try LayoutConstraintArguments.run(state, "a constraint's priority was set to \(NumberText.text(priority)) by the script") { () throws(EngineError) in try target.setPriority(priority) }
                     })
        cls.property("identifier", get: { object, _ in constraint(object)?.identifier.map { .string($0) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard value.isNil || value.asString != nil else {
                             throw LuaError(message: "identifier must be a string or nil, got \(value.shownInMessage)")
                         }
                         constraint(object)?.identifier = value.asString
                     })
        cls.property("isActive", get: { object, _ in .boolean(constraint(object)?.isActive ?? false) },
                     set: { object, value, state throws(LuaError) in
                         guard case .boolean(let active) = value else {
                             throw LuaError(message: "isActive must be a boolean, got \(value.shownInMessage)")
                         }
                         guard let target = constraint(object) else { return }
                         try LayoutConstraintArguments.run(state, "a constraint's isActive was set to \(active) by the script") { () throws(EngineError) in try target.setActive(active) }
                     })
        cls.method("activate") { call throws(LuaError) in
            let list = try LayoutConstraintArguments.constraints(call)
            try engine(call, "LayoutConstraint.activate()") { () throws(EngineError) in try LayoutConstraint.activate(list) }
            return 0
        }
        cls.method("deactivate") { call throws(LuaError) in
            let list = try LayoutConstraintArguments.constraints(call)
            LayoutConstraint.deactivate(list)
            return 0
        }
        cls.describe = { object, _ in (object as? LayoutConstraint).map { "<LayoutConstraint \($0)>" } ?? "LayoutConstraint" }
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
