import HeadlessUIKit
import LuaBridge

/// Layout guides and margins (rule Y7): `LayoutGuide{identifier=}`, a view's
/// `safeAreaLayoutGuide`, `layoutMarginsGuide`, `layoutGuides`, `addLayoutGuide`,
/// `removeLayoutGuide`, `layoutMargins`, `directionalLayoutMargins` and
/// `insetsLayoutMarginsFromSafeArea`.
enum LayoutGuideBinding {
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "LayoutGuide", swiftType: LayoutGuide.self)
        cls.constructorKeys = ["identifier"]
        cls.constructor = { _, arguments, state throws(LuaError) in
            let identifier = state.tableGet(arguments, "identifier")
            guard identifier.isNil || identifier.asString != nil else {
                throw LuaError(message: "LayoutGuide{...}: identifier must be a string, got \(identifier.shownInMessage)")
            }
            return LayoutGuide(app: try state.scenarioEnvironment().app, identifier: identifier.asString ?? "")
        }
        func guide(_ object: AnyObject) -> LayoutGuide? { object as? LayoutGuide }
        cls.property("owningView") { object, _ in guide(object)?.owningView.map { .object($0) } ?? .nil }
        cls.property("identifier", get: { object, _ in .string(guide(object)?.identifier ?? "") },
                     set: { object, value, _ throws(LuaError) in
                         guard let text = value.asString else { throw LuaError(message: "identifier must be a string, got \(value.shownInMessage)") }
                         guide(object)?.identifier = text
                     })
        cls.property("layoutFrame") { object, state in guide(object)?.layoutFrame.luaValue(in: state) ?? .nil }
        let anchors: [(String, (LayoutGuide) -> LayoutAnchor)] = [
            ("leftAnchor", { $0.leftAnchor }), ("rightAnchor", { $0.rightAnchor }), ("leadingAnchor", { $0.leadingAnchor }),
            ("trailingAnchor", { $0.trailingAnchor }), ("centerXAnchor", { $0.centerXAnchor }), ("topAnchor", { $0.topAnchor }),
            ("bottomAnchor", { $0.bottomAnchor }), ("centerYAnchor", { $0.centerYAnchor }), ("widthAnchor", { $0.widthAnchor }),
            ("heightAnchor", { $0.heightAnchor }),
        ]
        for (name, anchor) in anchors {
            cls.property(name) { object, _ in guide(object).map { .object(anchor($0)) } ?? .nil }
        }
        cls.describe = { object, _ in guide(object).map { "<LayoutGuide \($0.layoutItemName)>" } ?? "LayoutGuide" }
        return cls
    }

    static func addViewMembers(to cls: LuaClass) {
        func view(_ object: AnyObject) -> View? { object as? View }
        cls.property("safeAreaLayoutGuide") { object, _ in view(object).map { .object($0.safeAreaLayoutGuide) } ?? .nil }
        cls.property("layoutMarginsGuide") { object, _ in view(object).map { .object($0.layoutMarginsGuide) } ?? .nil }
        cls.property("layoutGuides") { object, state in state.array(view(object)?.layoutGuides.map { .object($0) } ?? []) }
        cls.method("addLayoutGuide") { call throws(LuaError) in
            let target = try call.object(1, View.self, expected: "View")
            target.addLayoutGuide(try call.object(2, LayoutGuide.self, expected: "LayoutGuide"))
            return 0
        }
        cls.method("removeLayoutGuide") { call throws(LuaError) in
            let target = try call.object(1, View.self, expected: "View")
            target.removeLayoutGuide(try call.object(2, LayoutGuide.self, expected: "LayoutGuide"))
            return 0
        }
        cls.property("layoutMargins", get: { object, state in view(object)?.layoutMargins.luaValue(in: state) ?? .nil },
                     set: { object, value, state throws(LuaError) in
                         view(object)?.layoutMargins = try EdgeInsets(lua: value, in: state, what: "layoutMargins")
                     })
        cls.property("directionalLayoutMargins",
                     get: { object, state in
                         guard let margins = view(object)?.directionalLayoutMargins else { return .nil }
                         let table = state.newTable()
                         for (key, number) in [("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom), ("trailing", margins.trailing)] {
                             state.tableSet(table, key, LuaValue(number: number))
                         }
                         return table
                     },
                     set: { object, value, state throws(LuaError) in
                         let n = try luaNumbers(value, ["top", "leading", "bottom", "trailing"], in: state, what: "directionalLayoutMargins")
                         view(object)?.directionalLayoutMargins = DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
                     })
        cls.property("insetsLayoutMarginsFromSafeArea",
                     get: { object, _ in .boolean(view(object)?.insetsLayoutMarginsFromSafeArea ?? true) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else {
                             throw LuaError(message: "insetsLayoutMarginsFromSafeArea must be a boolean, got \(value.shownInMessage)")
                         }
                         view(object)?.insetsLayoutMarginsFromSafeArea = flag
                     })
    }
}
