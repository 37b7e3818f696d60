import HeadlessUIKit
import LuaBridge

/// Sizes, insets and trait collections travel into Lua as tables, and back (rules E1-E3).
extension Size {
    /// `{width=, height=}`.
    func luaValue(in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "width", LuaValue(number: width))
        state.tableSet(table, "height", LuaValue(number: height))
        return table
    }

    /// Reads `{width=, height=}`: both finite numbers above 0.
    init(lua value: LuaValue, in state: LuaState, what: String) throws(LuaError) {
        guard case .table = value else { throw LuaError(message: "\(what) must be a table {width=, height=}, got \(value.typeName)") }
        func dimension(_ key: String) throws(LuaError) -> Double {
            let field = state.tableGet(value, key)
            guard let number = field.asDouble, number.isFinite, number > 0 else {
                throw LuaError(message: "\(what).\(key) must be a number of points above 0, got \(field.isNil ? "nothing" : field.shownInMessage)")
            }
            return number
        }
        self.init(width: try dimension("width"), height: try dimension("height"))
    }
}

extension EdgeInsets {
    /// `{top=, left=, bottom=, right=}`.
    func luaValue(in state: LuaState) -> LuaValue {
        let table = state.newTable()
        for (key, number) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)] {
            state.tableSet(table, key, LuaValue(number: number))
        }
        return table
    }

    /// Reads `{top=, left=, bottom=, right=}`; missing edges are 0.
    init(lua value: LuaValue, in state: LuaState, what: String) throws(LuaError) {
        let n = try luaNumbers(value, ["top", "left", "bottom", "right"], in: state, what: what)
        self.init(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}

extension TraitCollection {
    /// `{horizontalSizeClass=, verticalSizeClass=, userInterfaceStyle=, preferredContentSizeCategory=,
    /// layoutDirection=}`,
    /// with `"unspecified"` for what the collection leaves to its base.
    func luaValue(in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "horizontalSizeClass", .string(horizontalSizeClass.rawValue))
        state.tableSet(table, "verticalSizeClass", .string(verticalSizeClass.rawValue))
        state.tableSet(table, "userInterfaceStyle", .string(userInterfaceStyle.rawValue))
        state.tableSet(table, "preferredContentSizeCategory", .string(preferredContentSizeCategory.rawValue))
        state.tableSet(table, "layoutDirection", .string(layoutDirection.rawValue))
        return table
    }

    /// Reads a table of traits; a trait left out is unspecified, an unknown name or value is
    /// an error that lists the valid ones.
    init(lua value: LuaValue, in state: LuaState, what: String) throws(LuaError) {
        guard case .table = value else { throw LuaError(message: "\(what) must be a table of traits, got \(value.typeName)") }
        func read<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(LuaError) -> T? where T.RawValue == String {
            let field = state.tableGet(value, key)
            if field.isNil { return nil }
            guard let name = field.asString, let result = T(rawValue: name) else {
                let names = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw LuaError(message: "\(what).\(key) must be one of \(names)")
            }
            return result
        }
        self.init(horizontalSizeClass: try read("horizontalSizeClass", SizeClass.self) ?? .unspecified,
                  verticalSizeClass: try read("verticalSizeClass", SizeClass.self) ?? .unspecified,
                  userInterfaceStyle: try read("userInterfaceStyle", UserInterfaceStyle.self) ?? .unspecified,
                  preferredContentSizeCategory: try read("preferredContentSizeCategory", ContentSizeCategory.self) ?? .unspecified,
                  layoutDirection: try read("layoutDirection", LayoutDirection.self) ?? .unspecified)
    }

    /// Reads a list of trait names (`{"userInterfaceStyle", ...}`).
    static func traitNames(lua value: LuaValue, in state: LuaState, what: String) throws(LuaError) -> [Trait] {
        guard case .table = value else { throw LuaError(message: "\(what) must be a list of trait names, got \(value.typeName)") }
        var traits: [Trait] = []
        for element in state.arrayValues(value) {
            guard let name = element.asString, let trait = Trait(rawValue: name) else {
                throw LuaError(message: "\(what) names traits: \(Trait.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            traits.append(trait)
        }
        return traits
    }
}
