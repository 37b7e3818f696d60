import HeadlessUIKit
import LuaBridge

/// Rectangles travel into Lua as `{x=, y=, width=, height=}` tables, and back.
extension Rect {
    /// A new Lua table with the rectangle's four numbers.
    func luaValue(in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "x", LuaValue(number: origin.x))
        state.tableSet(table, "y", LuaValue(number: origin.y))
        state.tableSet(table, "width", LuaValue(number: size.width))
        state.tableSet(table, "height", LuaValue(number: size.height))
        return table
    }

    /// Reads `{x=, y=, width=, height=}`; missing fields are 0, anything else is an error.
    init(lua value: LuaValue, in state: LuaState, what: String) throws(LuaError) {
        guard case .table = value else {
            throw LuaError(message: "\(what) must be a table {x=, y=, width=, height=}, got \(value.typeName)")
        }
        func number(_ key: String) throws(LuaError) -> Double {
            let field = state.tableGet(value, key)
            if field.isNil { return 0 }
            guard let number = field.asDouble, number.isFinite else {
                throw LuaError(message: "\(what).\(key) must be a finite number, got \(field.typeName)")
            }
            return number
        }
        self.init(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
    }
}

extension LuaValue {
    /// An integer when the number is integral (so `300` prints as `300`), else a float.
    init(number: Double) {
        if number == number.rounded(), abs(number) < 1e15 {
            self = .integer(Int(number))
        } else {
            self = .number(number)
        }
    }
}
