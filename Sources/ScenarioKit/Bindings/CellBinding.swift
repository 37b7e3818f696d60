import HeadlessUIKit
import LuaBridge

/// `Label` and the prototype side of `TableViewCell` (rules P1-P3).
enum CellBinding {
    static func makeLabelClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Label", superclass: superclass, swiftType: Label.self)
        cls.constructorKeys = ["name", "text", "font", "numberOfLines"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let label = Label(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className))
            try apply(label, text: state.tableGet(arguments, "text"), font: state.tableGet(arguments, "font"),
                      lines: state.tableGet(arguments, "numberOfLines"))
            return label
        }
        func label(_ object: AnyObject) -> Label? { object as? Label }
        cls.property("text", get: { object, _ in .string(label(object)?.text ?? "") },
                     set: { object, value, _ throws(LuaError) in if let l = label(object) { try apply(l, text: value) } })
        cls.property("font", get: { object, _ in LuaValue(number: label(object)?.fontSize ?? 17) },
                     set: { object, value, _ throws(LuaError) in if let l = label(object) { try apply(l, font: value) } })
        cls.property("numberOfLines", get: { object, _ in .integer(label(object)?.numberOfLines ?? 1) },
                     set: { object, value, _ throws(LuaError) in if let l = label(object) { try apply(l, lines: value) } })
        cls.property("preferredMaxLayoutWidth", get: { object, _ in LuaValue(number: label(object)?.preferredMaxLayoutWidth ?? 0) },
                     set: { object, value, _ throws(LuaError) in label(object)?.preferredMaxLayoutWidth = try points(value, "preferredMaxLayoutWidth") })
        cls.method("fittingHeight") { call throws(LuaError) in
            let target = try call.object(1, Label.self, expected: "Label")
            call.push(LuaValue(number: target.fittingHeight(width: try call.number(2))))
            return 1
        }
        return cls
    }

    private static func apply(_ label: Label, text: LuaValue = .nil, font: LuaValue = .nil, lines: LuaValue = .nil) throws(LuaError) {
        if !text.isNil {
            guard let string = text.asString else { throw LuaError(message: "text must be a string, got \(text.typeName)") }
            label.text = string
        }
        if !font.isNil {
            guard let size = font.asDouble, size.isFinite, size > 0 else { throw LuaError(message: "font must be a positive size in points, got \(font.shownInMessage)") }
            label.fontSize = size
        }
        if !lines.isNil {
            guard let count = lines.asInt, count >= 0 else { throw LuaError(message: "numberOfLines must be an integer, not below 0, got \(lines.shownInMessage)") }
            label.numberOfLines = count
        }
    }

    /// What table and collection view cells share (rule U1): `contentView`, `indexPath`,
    /// `hostedControllers`, and the base `prepareForReuse` (which does nothing) that a Lua
    /// subclass overrides.
    static func addReusableMembers(to cls: LuaClass, item: Bool) {
        func cell(_ object: AnyObject) -> ReusableCell? { object as? ReusableCell }
        cls.property("contentView") { object, _ in cell(object).map { .object($0.contentView) } ?? .nil }
        cls.property("indexPath") { object, state in
            cell(object)?.indexPath.map { CallbackArguments.luaIndexPath($0, in: state, item: item) } ?? .nil
        }
        cls.property("hostedControllers") { object, state in
            state.array(cell(object)?.hostedControllers.map { .object($0) } ?? [])
        }
        cls.method("prepareForReuse") { call throws(LuaError) in
            _ = try call.object(1, ReusableCell.self, expected: cls.name)
            return 0
        }
    }

    /// `TableViewCell{reuseIdentifier=, labels={...}}`.
    static func configureCellClass(_ cls: LuaClass) {
        cls.constructorKeys = ["name", "reuseIdentifier", "labels"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            var labels: [Label] = []
            for (index, value) in state.arrayValues(state.tableGet(arguments, "labels")).enumerated() {
                guard let label = value.asObject(Label.self) else {
                    throw LuaError(message: "labels[\(index + 1)] must be a Label, got \(value.typeName)")
                }
                labels.append(label)
            }
            let identifier = state.tableGet(arguments, "reuseIdentifier").asString
            return TableViewCell(app: try state.scenarioEnvironment().app, name: state.tableGet(arguments, "name").asString ?? identifier ?? className,
                                 reuseIdentifier: identifier, labels: labels)
        }
        cls.property("reuseIdentifier") { object, _ in (object as? TableViewCell)?.reuseIdentifier.map { .string($0) } ?? .nil }
        cls.property("labels") { object, state in state.array((object as? TableViewCell)?.labels.map { .object($0) } ?? []) }
        cls.method("fittingHeight") { call throws(LuaError) in
            let cell = try call.object(1, TableViewCell.self, expected: "TableViewCell")
            let width = call.isNil(2) ? cell.bounds.width : try call.number(2)
            call.push(LuaValue(number: cell.fittingHeight(width: width)))
            return 1
        }
    }
}
