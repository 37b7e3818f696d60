import HeadlessUIKit
import LuaBridge

/// The anchors of rule Y3: `view.topAnchor` and the others as properties of a view, and
/// `anchor:constraint{equalTo = other, constant = 8}` with the keys of UIKit's factory methods.
enum LayoutAnchorBinding {
    /// The anchor properties of `View`, by Lua name.
    static let anchorNames: [(name: String, attribute: LayoutAttribute)] = [
        ("leftAnchor", .left), ("rightAnchor", .right), ("leadingAnchor", .leading), ("trailingAnchor", .trailing),
        ("centerXAnchor", .centerX), ("topAnchor", .top), ("bottomAnchor", .bottom), ("centerYAnchor", .centerY),
        ("firstBaselineAnchor", .firstBaseline), ("lastBaselineAnchor", .lastBaseline),
        ("widthAnchor", .width), ("heightAnchor", .height),
    ]

    /// Adds the anchors, `translatesAutoresizingMaskIntoConstraints` and `autoresizingMask` to `View`.
    static func addViewMembers(to cls: LuaClass) {
        for (name, attribute) in anchorNames {
            cls.property(name) { object, _ in (object as? View)?.anchor(for: attribute).map { .object($0) } ?? .nil }
        }
        cls.method("systemLayoutSizeFitting") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let numbers = try luaNumbers(call.value(2), ["width", "height"], in: call.state, what: "systemLayoutSizeFitting's size")
            guard numbers.allSatisfy({ $0 >= 0 }) else { throw call.argumentError(2, "a size not below 0") }
            let target = Size(width: numbers[0], height: numbers[1])
            func priority(_ index: Int) throws(LuaError) -> Double {
                if call.isNil(index) { return LayoutPriority.fittingSizeLevel }
                let value = try call.number(index)
                guard value.isFinite, value >= 1, value <= 1000 else { throw call.argumentError(index, "a priority from 1 to 1000, got \(NumberText.text(value))") }
                return value
            }
            let size = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: try priority(3), verticalFittingPriority: try priority(4))
            call.push(size.luaValue(in: call.state))
            return 1
        }
        cls.property("hasAmbiguousLayout") { object, _ in .boolean((object as? View)?.hasAmbiguousLayout ?? false) }
        cls.method("exerciseAmbiguityInLayout") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            try engine(call, "\(view.name):exerciseAmbiguityInLayout()") { () throws(EngineError) in view.exerciseAmbiguityInLayout() }
            return 0
        }
        cls.property("translatesAutoresizingMaskIntoConstraints",
                     get: { object, _ in .boolean((object as? View)?.translatesAutoresizingMaskIntoConstraints ?? true) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else {
                             throw LuaError(message: "translatesAutoresizingMaskIntoConstraints must be a boolean, got \(value.shownInMessage)")
                         }
                         (object as? View)?.translatesAutoresizingMaskIntoConstraints = flag
                     })
        cls.property("autoresizingMask",
                     get: { object, state in
                         let mask = (object as? View)?.autoresizingMask ?? []
                         return state.array(AutoresizingMask.names.filter { mask.contains($0.mask) }.map { .string($0.name) })
                     },
                     set: { object, value, state throws(LuaError) in
                         guard case .table = value else {
                             throw LuaError(message: "autoresizingMask must be a list of names such as {\"flexibleWidth\", \"flexibleHeight\"}, got \(value.shownInMessage)")
                         }
                         var mask: AutoresizingMask = []
                         for element in state.arrayValues(value) {
                             guard let name = element.asString, let entry = AutoresizingMask.names.first(where: { $0.name == name }) else {
                                 let known = AutoresizingMask.names.map(\.name).joined(separator: ", ")
                                 throw LuaError(message: "autoresizingMask: unknown option \(element.shownInMessage) (expected \(known))")
                             }
                             mask.insert(entry.mask)
                         }
                         (object as? View)?.autoresizingMask = mask
                     })
    }

    /// Rule Y6: `view.intrinsicContentSize`, `view:invalidateIntrinsicContentSize()`, and the
    /// content hugging and compression resistance priorities by axis.
    static func addIntrinsicSizeMembers(to cls: LuaClass) {
        // Rule Y6: a script's view has no `intrinsicContentSize` to override: it assigns one
        // (nil gives the view its own back).
        cls.property("intrinsicContentSize",
                     get: { object, state in (object as? View)?.effectiveIntrinsicContentSize.luaValue(in: state) ?? .nil },
                     set: { object, value, state throws(LuaError) in
                         guard let view = object as? View else { return }
                         if value.isNil { view.assignedIntrinsicContentSize = nil; return }
                         let numbers = try luaNumbers(value, ["width", "height"], in: state, what: "intrinsicContentSize")
                         guard numbers.allSatisfy({ $0 >= 0 || $0 == View.noIntrinsicMetric }) else {
                             throw LuaError(message: "intrinsicContentSize: each of width and height must be a number of points, not below 0, or -1 (noIntrinsicMetric)")
                         }
                         view.assignedIntrinsicContentSize = Size(width: numbers[0], height: numbers[1])
                     })
        cls.method("invalidateIntrinsicContentSize") { call throws(LuaError) in
            try call.object(1, View.self, expected: "View").invalidateIntrinsicContentSize()
            return 0
        }
        func axis(_ call: LuaCall, _ index: Int) throws(LuaError) -> LayoutAxis {
            let name = try call.string(index)
            guard let axis = LayoutAxis(rawValue: name) else {
                throw call.argumentError(index, "\"horizontal\" or \"vertical\", got \"\(name)\"")
            }
            return axis
        }
        func priority(_ call: LuaCall, _ index: Int) throws(LuaError) -> Double {
            let value = try call.number(index)
            guard value.isFinite, value >= 1, value <= 1000 else { throw call.argumentError(index, "a priority from 1 to 1000, got \(NumberText.text(value))") }
            return value
        }
        cls.method("contentHuggingPriority") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            call.push(LuaValue(number: view.contentHuggingPriority(for: try axis(call, 2))))
            return 1
        }
        cls.method("setContentHuggingPriority") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            view.setContentHuggingPriority(try priority(call, 2), for: try axis(call, 3))
            return 0
        }
        cls.method("contentCompressionResistancePriority") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            call.push(LuaValue(number: view.contentCompressionResistancePriority(for: try axis(call, 2))))
            return 1
        }
        cls.method("setContentCompressionResistancePriority") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            view.setContentCompressionResistancePriority(try priority(call, 2), for: try axis(call, 3))
            return 0
        }
    }

    /// `LayoutAnchor` with its `constraint{...}`, and its three kinds.
    static func makeClasses() -> [LuaClass] {
        let base = LuaClass(name: "LayoutAnchor", swiftType: LayoutAnchor.self)
        base.property("item") { object, _ in (object as? LayoutAnchor).map { .object($0.item as AnyObject) } ?? .nil }
        base.property("attribute") { object, _ in .string((object as? LayoutAnchor)?.attribute.rawValue ?? "") }
        base.method("constraint") { call throws(LuaError) in
            let anchor = try call.object(1, LayoutAnchor.self, expected: "LayoutAnchor")
            call.push(.object(try constraint(from: anchor, call)))
            return 1
        }
        base.describe = { object, _ in (object as? LayoutAnchor).map { "<LayoutAnchor \($0)>" } ?? "LayoutAnchor" }
        return [
            base,
            LuaClass(name: "LayoutXAxisAnchor", superclass: base, swiftType: LayoutXAxisAnchor.self),
            LuaClass(name: "LayoutYAxisAnchor", superclass: base, swiftType: LayoutYAxisAnchor.self),
            LuaClass(name: "LayoutDimension", superclass: base, swiftType: LayoutDimension.self),
        ]
    }

    private static let relationKeys: [(key: String, relation: LayoutRelation, toConstant: Bool)] = [
        ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false), ("lessThanOrEqualTo", .lessThanOrEqual, false),
        ("equalToConstant", .equal, true), ("greaterThanOrEqualToConstant", .greaterThanOrEqual, true),
        ("lessThanOrEqualToConstant", .lessThanOrEqual, true),
    ]
    private static let knownKeys = Set(relationKeys.map(\.key) + ["constant", "multiplier"])

    /// The inactive constraint `anchor:constraint{...}` describes.
    private static func constraint(from anchor: LayoutAnchor, _ call: LuaCall) throws(LuaError) -> LayoutConstraint {
        let table = try call.table(2)
        let state = call.state
        for key in state.namedKeys(table).names where !knownKeys.contains(key) {
            throw call.argumentError(2, "unknown key \(key) (expected one of \(knownKeys.sorted().joined(separator: ", ")))")
        }
        let given = relationKeys.filter { !state.tableGet(table, $0.key).isNil }
        guard given.count == 1, let chosen = given.first else {
            throw call.argumentError(2, "give exactly one of equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, equalToConstant, greaterThanOrEqualToConstant, lessThanOrEqualToConstant")
        }
        let value = state.tableGet(table, chosen.key)
        let multiplierValue = state.tableGet(table, "multiplier")
        let multiplier = try LayoutConstraintArguments.number(multiplierValue, "multiplier", default: 1)
        var constant = try LayoutConstraintArguments.number(state.tableGet(table, "constant"), "constant", default: 0)
        if chosen.toConstant {
            guard let dimension = anchor as? LayoutDimension else {
                throw call.argumentError(2, "\(chosen.key) needs a width or height anchor, not \(anchor)")
            }
            guard state.tableGet(table, "constant").isNil, multiplierValue.isNil else {
                throw call.argumentError(2, "\(chosen.key) takes no constant or multiplier")
            }
            constant = try LayoutConstraintArguments.number(value, chosen.key, default: nil)
            switch chosen.relation {
            case .equal: return dimension.constraint(equalToConstant: constant)
            case .greaterThanOrEqual: return dimension.constraint(greaterThanOrEqualToConstant: constant)
            case .lessThanOrEqual: return dimension.constraint(lessThanOrEqualToConstant: constant)
            }
        }
        guard let other = value.asObject(LayoutAnchor.self) else {
            throw call.argumentError(2, "\(chosen.key) must be a LayoutAnchor, got \(value.shownInMessage)")
        }
        guard anchor.isCompatible(with: other) else {
            throw call.argumentError(2, "\(anchor) cannot be related to \(other): anchors must both be horizontal positions, vertical positions or sizes")
        }
        if !multiplierValue.isNil, !(anchor is LayoutDimension) {
            throw call.argumentError(2, "multiplier is for width and height anchors only (\(anchor) is a position)")
        }
        switch (anchor, other, chosen.relation) {
        case let (a as LayoutDimension, b as LayoutDimension, .equal): return a.constraint(equalTo: b, multiplier: multiplier, constant: constant)
        case let (a as LayoutDimension, b as LayoutDimension, .greaterThanOrEqual): return a.constraint(greaterThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        case let (a as LayoutDimension, b as LayoutDimension, .lessThanOrEqual): return a.constraint(lessThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        case let (a as LayoutXAxisAnchor, b as LayoutXAxisAnchor, .equal): return a.constraint(equalTo: b, constant: constant)
        case let (a as LayoutXAxisAnchor, b as LayoutXAxisAnchor, .greaterThanOrEqual): return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case let (a as LayoutXAxisAnchor, b as LayoutXAxisAnchor, .lessThanOrEqual): return a.constraint(lessThanOrEqualTo: b, constant: constant)
        case let (a as LayoutYAxisAnchor, b as LayoutYAxisAnchor, .equal): return a.constraint(equalTo: b, constant: constant)
        case let (a as LayoutYAxisAnchor, b as LayoutYAxisAnchor, .greaterThanOrEqual): return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case let (a as LayoutYAxisAnchor, b as LayoutYAxisAnchor, .lessThanOrEqual): return a.constraint(lessThanOrEqualTo: b, constant: constant)
        default: throw call.argumentError(2, "\(anchor) cannot be related to \(other)")
        }
    }
}

/// Reading the arguments of constraints from scripts (rule Y3).
enum LayoutConstraintArguments {
    /// An attribute by UIKit's name (`"top"`, `"leading"`, `"width"`...).
    static func attribute(_ value: LuaValue, _ what: String) throws(LuaError) -> LayoutAttribute {
        guard let name = value.asString, let attribute = LayoutAttribute(rawValue: name) else {
            let shown = value.asString.map { "\"\($0)\"" } ?? value.shownInMessage
            throw LuaError(message: "\(what) must be one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")), got \(shown)")
        }
        return attribute
    }

    /// A relation: `"equal"`, `"lessThanOrEqual"` or `"greaterThanOrEqual"`.
    static func relation(_ value: LuaValue) throws(LuaError) -> LayoutRelation {
        guard let name = value.asString, let relation = LayoutRelation(rawValue: name) else {
            let shown = value.asString.map { "\"\($0)\"" } ?? value.shownInMessage
            throw LuaError(message: "relatedBy must be \"equal\", \"lessThanOrEqual\" or \"greaterThanOrEqual\", got \(shown)")
        }
        return relation
    }

    /// A finite number, or `fallback` when nil and there is one.
    static func number(_ value: LuaValue, _ what: String, default fallback: Double?) throws(LuaError) -> Double {
        if value.isNil, let fallback { return fallback }
        guard let number = value.asDouble, number.isFinite else {
            throw LuaError(message: "\(what) must be a finite number, got \(value.shownInMessage)")
        }
        return number
    }

    /// The list of constraints given to `LayoutConstraint.activate{...}` or `.deactivate{...}`.
    static func constraints(_ call: LuaCall) throws(LuaError) -> [LayoutConstraint] {
        let table = try call.table(1)
        var list: [LayoutConstraint] = []
        for (index, value) in call.state.arrayValues(table).enumerated() {
            guard let constraint = value.asObject(LayoutConstraint.self) else {
                throw call.argumentError(1, "element \(index + 1) must be a LayoutConstraint, got \(value.shownInMessage)")
            }
            list.append(constraint)
        }
        return list
    }

    /// Runs a setter's engine work with `cause`; UIKit's exceptions become Lua errors.
    static func run(_ state: LuaState, _ cause: String, _ body: () throws(EngineError) -> Void) throws(LuaError) {
        let app = try state.scenarioEnvironment().app
        do throws(EngineError) {
            try app.withCause(cause, body)
        } catch {
            throw LuaError(message: error.message)
        }
    }
}
