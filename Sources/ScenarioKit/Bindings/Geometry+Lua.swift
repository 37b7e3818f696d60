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
        let n = try luaNumbers(value, ["x", "y", "width", "height"], in: state, what: what)
        self.init(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}

/// The numbers of a table's fields `keys`, in order: a missing field is 0, anything but a
/// finite number is an error naming the field (`frame.width must be a finite number`).
func luaNumbers(_ value: LuaValue, _ keys: [String], in state: LuaState, what: String) throws(LuaError) -> [Double] {
    guard case .table = value else {
        throw LuaError(message: "\(what) must be a table {\(keys.map { $0 + "=" }.joined(separator: ", "))}, got \(value.typeName)")
    }
    var numbers: [Double] = []
    for key in keys {
        let field = state.tableGet(value, key)
        if field.isNil { numbers.append(0); continue }
        guard let number = field.asDouble, number.isFinite else {
            throw LuaError(message: "\(what).\(key) must be a finite number, got \(field.shownInMessage)")
        }
        numbers.append(number)
    }
    return numbers
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
