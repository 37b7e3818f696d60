import HeadlessUIKit
import LuaBridge

/// `StackView`, `LayoutConstraint` and the anchors (rules Y1-Y5).
enum ConstraintBinding {
    static func makeStackClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "StackView", superclass: superclass, swiftType: StackView.self)
        cls.constructorKeys = ["name", "frame", "axis", "distribution", "alignment", "spacing"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect.zero : try Rect(lua: frameValue, in: state, what: "frame")
            let stack = StackView(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className), frame: frame)
            func given(_ key: String) -> LuaValue? {
                let value = state.tableGet(arguments, key)
                return value.isNil ? nil : value
            }
            if let value = given("axis") { stack.axis = try StackArguments.axis(value) }
            if let value = given("distribution") { stack.distribution = try StackArguments.distribution(value) }
            if let value = given("alignment") { stack.alignment = try StackArguments.alignment(value) }
            if let value = given("spacing") { stack.spacing = try StackArguments.spacing(value, "spacing") }
            return stack
        }
        func stack(_ object: AnyObject) -> StackView? { object as? StackView }
        cls.property("arrangedSubviews") { object, state in state.array(stack(object)?.arrangedSubviews.map { .object($0) } ?? []) }
        cls.property("fittingHeight") { object, _ in LuaValue(number: stack(object)?.fittingHeight ?? 0) }
        cls.property("spacing", get: { object, _ in
                         let spacing = stack(object)?.spacing ?? 0
                         return spacing == StackView.spacingUseSystem ? .string("system") : LuaValue(number: spacing)
                     },
                     set: { object, value, _ throws(LuaError) in
                         stack(object)?.spacing = try StackArguments.spacing(value, "spacing")
                     })
        cls.property("axis", get: { object, _ in .string(stack(object)?.axis.rawValue ?? "vertical") },
                     set: { object, value, _ throws(LuaError) in stack(object)?.axis = try StackArguments.axis(value) })
        cls.property("distribution", get: { object, _ in .string(stack(object)?.distribution.rawValue ?? "fill") },
                     set: { object, value, _ throws(LuaError) in stack(object)?.distribution = try StackArguments.distribution(value) })
        cls.property("alignment", get: { object, _ in .string(stack(object)?.alignment.rawValue ?? "fill") },
                     set: { object, value, _ throws(LuaError) in stack(object)?.alignment = try StackArguments.alignment(value) })
        cls.property("isLayoutMarginsRelativeArrangement",
                     get: { object, _ in .boolean(stack(object)?.isLayoutMarginsRelativeArrangement ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         stack(object)?.isLayoutMarginsRelativeArrangement = try StackArguments.flag(value, "isLayoutMarginsRelativeArrangement")
                     })
        cls.property("isBaselineRelativeArrangement",
                     get: { object, _ in .boolean(stack(object)?.isBaselineRelativeArrangement ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         stack(object)?.isBaselineRelativeArrangement = try StackArguments.flag(value, "isBaselineRelativeArrangement")
                     })
        cls.property("arrangementConstraints") { object, state in
            state.array(stack(object)?.arrangementConstraints.map { .object($0) } ?? [])
        }
        cls.method("addArrangedSubview") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            let view = try call.object(2, View.self, expected: "View")
            try engine(call, "\(target.name):addArrangedSubview(\(view.name))") { () throws(EngineError) in try target.addArrangedSubview(view) }
            return 0
        }
        cls.method("insertArrangedSubview") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            let view = try call.object(2, View.self, expected: "View")
            let index = try call.int(3)
            try engine(call, "\(target.name):insertArrangedSubview(\(view.name), \(index))") { () throws(EngineError) in
                try target.insertArrangedSubview(view, at: index)
            }
            return 0
        }
        cls.method("removeArrangedSubview") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            target.removeArrangedSubview(try call.object(2, View.self, expected: "View"))
            return 0
        }
        cls.method("setCustomSpacing") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            let spacing = try StackArguments.spacing(call.value(2), "setCustomSpacing's spacing")
            target.setCustomSpacing(spacing, after: try call.object(3, View.self, expected: "View"))
            return 0
        }
        cls.method("customSpacing") { call throws(LuaError) in
            let target = try call.object(1, StackView.self, expected: "StackView")
            let spacing = target.customSpacing(after: try call.object(2, View.self, expected: "View"))
            call.push(spacing == StackView.spacingUseDefault ? .nil : spacing == StackView.spacingUseSystem ? .string("system") : LuaValue(number: spacing))
            return 1
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
        cls.method("constraintsWithVisualFormat") { call throws(LuaError) in
            let format = try call.string(1)
            let made = try VisualFormatArguments.constraints(format: format, call)
            call.push(call.state.array(made.map { .object($0) }))
            return 1
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
        // Rule Y12: the constraints a view holds, and UIKit's older way to add and remove them.
        cls.property("constraints") { object, state in state.array((object as? View)?.constraints.map { .object($0) } ?? []) }
        cls.method("addConstraint") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let constraint = try call.object(2, LayoutConstraint.self, expected: "LayoutConstraint")
            try engine(call, "\(view.name):addConstraint()") { () throws(EngineError) in try view.addConstraint(constraint) }
            return 0
        }
        cls.method("addConstraints") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let list = try VisualFormatArguments.constraintList(call, 2, "addConstraints")
            try engine(call, "\(view.name):addConstraints()") { () throws(EngineError) in try view.addConstraints(list) }
            return 0
        }
        cls.method("removeConstraint") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            view.removeConstraint(try call.object(2, LayoutConstraint.self, expected: "LayoutConstraint"))
            return 0
        }
        cls.method("removeConstraints") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            view.removeConstraints(try VisualFormatArguments.constraintList(call, 2, "removeConstraints"))
            return 0
        }
        cls.method("setNeedsUpdateConstraints") { call throws(LuaError) in
            try call.object(1, View.self, expected: "View").setNeedsUpdateConstraints()
            return 0
        }
    }
}
