/// A Lua value as Swift sees it. Tables, functions, threads and foreign userdata stay in Lua
/// and are held by reference; Swift objects that were pushed come back as `.object`.
public enum LuaValue {
    case `nil`
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case table(LuaRef)
    case function(LuaRef)
    case userdata(LuaRef)
    case thread(LuaRef)
    /// A Swift object travelling as Stagehand userdata.
    case object(AnyObject)

    /// Whether this is `nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// Lua truthiness: everything but `nil` and `false` is true.
    public var asBool: Bool {
        switch self {
        case .nil: return false
        case .boolean(let value): return value
        default: return true
        }
    }

    /// An integer, or an integral float.
    public var asInt: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value):
            guard value == value.rounded(), value >= -9.2e18, value <= 9.2e18 else { return nil }
            return Int(value)
        default: return nil
        }
    }

    /// Any number, as a double.
    public var asDouble: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// A string (numbers are not converted).
    public var asString: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Swift object, if this is one of the given type.
    public func asObject<T: AnyObject>(_ type: T.Type) -> T? {
        if case .object(let object) = self { return object as? T }
        return nil
    }

    /// Lua's name for the type (`number`, `table`...), with the class name for objects left
    /// to the caller.
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .table: "table"
        case .function: "function"
        case .userdata, .object: "userdata"
        case .thread: "thread"
        }
    }
}
