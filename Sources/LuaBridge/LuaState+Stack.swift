import CLua
import LuaShim

/// Moving values between Swift and a Lua stack. Only calls that cannot raise are used here:
/// raw table access and pushes (allocation made while Swift runs is never refused; see the
/// memory cap in LuaShim).
extension LuaState {
    /// Pushes `value` onto `L`'s stack (making room first: Swift code may push more than the
    /// 20 slots Lua guarantees a C function).
    func push(_ value: LuaValue, on L: OpaquePointer) {
        ensureStack(L)
        switch value {
        case .nil: lua_pushnil(L)
        case .boolean(let flag): lua_pushboolean(L, flag ? 1 : 0)
        case .integer(let number): lua_pushinteger(L, lua_Integer(number))
        case .number(let number): lua_pushnumber(L, number)
        case .string(let text): pushString(text, on: L)
        case .table(let ref), .function(let ref), .userdata(let ref), .thread(let ref):
            if ref.state === self { ref.push(L) } else { lua_pushnil(L) }
        case .object(let object): pushObject(object, on: L)
        }
    }

    /// Makes room for a few more values; cannot raise (`lua_checkstack` reports failure).
    func ensureStack(_ L: OpaquePointer, _ slots: Int32 = 8) {
        _ = lua_checkstack(L, slots)
    }

    /// Pushes a Swift string (NUL bytes included).
    func pushString(_ text: String, on L: OpaquePointer) {
        ensureStack(L)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(L, chars.baseAddress, chars.count)
            }
        }
    }

    /// The string at `index` if it is a string (numbers are not converted).
    func string(at index: Int32, on L: OpaquePointer) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let chars = lua_tolstring(L, index, &length) else { return nil }
        return chars.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }

    /// The value at `index`; with `popping`, the top value is popped afterwards.
    func value(at index: Int32, on L: OpaquePointer, popping: Bool = false) -> LuaValue {
        defer { if popping { shim_pop(L, 1) } }
        switch lua_type(L, index) {
        case LUA_TBOOLEAN:
            return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if shim_isinteger(L, index) != 0 { return .integer(Int(lua_tointegerx(L, index, nil))) }
            return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            return .string(string(at: index, on: L) ?? "")
        case LUA_TTABLE:
            return .table(makeRef(at: index, on: L))
        case LUA_TFUNCTION:
            return .function(makeRef(at: index, on: L))
        case LUA_TUSERDATA:
            if let raw = shim_to_object(L, index) {
                return .object(Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue())
            }
            return .userdata(makeRef(at: index, on: L))
        case LUA_TLIGHTUSERDATA:
            return .userdata(makeRef(at: index, on: L))
        case LUA_TTHREAD:
            return .thread(makeRef(at: index, on: L))
        default:
            return .nil
        }
    }

    private func makeRef(at index: Int32, on L: OpaquePointer) -> LuaRef {
        lua_pushvalue(L, index)
        return LuaRef(state: self, ref: luaL_ref(L, shim_registryindex()))
    }

    /// The type name for messages: an object's Lua class name, else Lua's type name.
    func typeName(at index: Int32, on L: OpaquePointer) -> String {
        if shim_to_object(L, index) != nil {
            lua_getiuservalue(L, index, 2)
            var name: String?
            if lua_type(L, -1) == LUA_TTABLE {
                pushString("__name", on: L)
                lua_rawget(L, -2)
                name = string(at: -1, on: L)
                shim_pop(L, 1)
            }
            shim_pop(L, 1)
            if let name { return name }
        }
        return String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// Pushes a Lua value as raw equality compares it, to test two values for identity.
    public func rawEqual(_ a: LuaValue, _ b: LuaValue) -> Bool {
        guard let L = activeL else { return false }
        push(a, on: L)
        push(b, on: L)
        let equal = lua_rawequal(L, -1, -2) != 0
        shim_pop(L, 2)
        return equal
    }
}
