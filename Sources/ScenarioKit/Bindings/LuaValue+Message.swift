import HeadlessUIKit
import LuaBridge

extension LuaValue {
    /// How a message names a value it refuses: a number by its value (`got nan`, `got -1`,
    /// which say what was wrong with it), anything else by its type (`got string`).
    var shownInMessage: String {
        switch self {
        case .integer(let value): String(value)
        case .number(let value): NumberText.text(value)
        default: typeName
        }
    }
}
