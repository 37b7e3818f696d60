import CLua
import LuaShim

/// The arguments and results of one call of a Swift function from Lua. Valid only during
/// that call. Argument errors read like Lua's own: `bad argument #1 to 'addChild'
/// (ViewController expected, got number)`; for `obj:method()` calls `self` is not counted.
public struct LuaCall {
    @usableFromInline let L: OpaquePointer
    /// The state the call runs in. Not reference-counted: a call never outlives its state,
    /// and counting it on every call from Lua was a fifth of the bridge's cost.
    public unowned(unsafe) let state: LuaState
    /// The name the function was registered under.
    public let name: String

    /// The number of arguments (including `self` for methods).
    public var count: Int { Int(lua_gettop(L)) }

    /// Argument `index` (1-based).
    public func value(_ index: Int) -> LuaValue { state.value(at: Int32(index), on: L) }

    /// Whether argument `index` is absent or nil.
    public func isNil(_ index: Int) -> Bool { lua_type(L, Int32(index)) <= LUA_TNIL }

    /// An argument error for `index`, as `luaL_argerror` words it.
    public func argumentError(_ index: Int, _ problem: String) -> LuaError {
        var callee: UnsafePointer<CChar>?
        var namewhat: UnsafePointer<CChar>?
        shim_callee(L, &callee, &namewhat)
        let isMethod = namewhat.map { String(cString: $0) } == "method"
        let position = isMethod ? index - 1 : index
        if position == 0 {
            return LuaError(message: "calling '\(name)' on bad self (\(problem))")
        }
        return LuaError(message: "bad argument #\(position) to '\(name)' (\(problem))")
    }

    /// A type error: `<expected> expected, got <type>`.
    public func typeError(_ index: Int, expected: String) -> LuaError {
        let got = lua_type(L, Int32(index)) == LUA_TNONE ? "no value" : state.typeName(at: Int32(index), on: L)
        return argumentError(index, "\(expected) expected, got \(got)")
    }

    /// A number argument.
    public func number(_ index: Int) throws(LuaError) -> Double {
        guard case let value = value(index), let number = value.asDouble else { throw typeError(index, expected: "number") }
        return number
    }

    /// An integer argument (an integral float is accepted).
    public func int(_ index: Int) throws(LuaError) -> Int {
        let value = value(index)
        guard let number = value.asInt else {
            if value.asDouble != nil { throw argumentError(index, "number has no integer representation") }
            throw typeError(index, expected: "number")
        }
        return number
    }

    /// A string argument (numbers are not converted).
    public func string(_ index: Int) throws(LuaError) -> String {
        guard let text = state.string(at: Int32(index), on: L) else { throw typeError(index, expected: "string") }
        return text
    }

    /// A boolean argument that must be a boolean (or absent, giving `default`).
    public func strictBool(_ index: Int, default fallback: Bool) throws(LuaError) -> Bool {
        switch lua_type(L, Int32(index)) {
        case LUA_TNONE, LUA_TNIL: return fallback
        case LUA_TBOOLEAN: return lua_toboolean(L, Int32(index)) != 0
        default: throw typeError(index, expected: "boolean")
        }
    }

    /// A Swift object argument of type `T`, named `expected` in errors.
    ///
    /// Inlinable so that each binding gets a cast specialised to its class: through the
    /// generic entry point the cast alone was a third of a bound method's cost.
    @inlinable
    public func object<T: AnyObject>(_ index: Int, _ type: T.Type, expected: String) throws(LuaError) -> T {
        // Straight from the userdata: no LuaValue, no retain of anything but the result.
        guard let raw = shim_to_object(L, Int32(index)),
              let object = Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T else {
            throw typeError(index, expected: expected)
        }
        return object
    }

    /// Like ``object(_:_:expected:)``, with nil (or absence) allowed.
    public func optionalObject<T: AnyObject>(_ index: Int, _ type: T.Type, expected: String) throws(LuaError) -> T? {
        if isNil(index) { return nil }
        return try object(index, type, expected: "\(expected) or nil")
    }

    /// A table argument.
    public func table(_ index: Int) throws(LuaError) -> LuaValue {
        let value = value(index)
        guard case .table = value else { throw typeError(index, expected: "table") }
        return value
    }

    /// A function argument.
    public func function(_ index: Int) throws(LuaError) -> LuaValue {
        let value = value(index)
        guard case .function = value else { throw typeError(index, expected: "function") }
        return value
    }

    /// Pushes a result.
    public func push(_ value: LuaValue) { state.push(value, on: L) }

    /// The line of the Lua code that made this call, or 0.
    public var callerLine: Int { Int(shim_line(L, 1)) }

    /// `file:line` of the Lua code that made this call, or an empty string. Every engine call
    /// records it as the cause of its events, so it is read straight from the debug record.
    public var callerLocation: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4_096) { buffer in
            let line = shim_location(L, 1, buffer.baseAddress, buffer.count)
            guard line > 0, let base = buffer.baseAddress else { return "" }
            return String(cString: base) + ":" + String(line)
        }
    }
}
