import CLua
import LuaShim

/// Unknown names on objects and classes are errors, so that a typo cannot pass.
///
/// Where the line is drawn (every instance accepts extra Lua fields, as the scripting contract
/// says, so a script's own names stay free):
/// - **Reading** a name an object does not have (no property, method or field, nothing in its
///   Lua class chain, never assigned, even to nil): for an instance of a Swift class itself
///   (`ViewController{...}`, a cell the engine made) an error naming the class and the closest
///   names; for an instance of a Lua subclass nil, a field of the script's own not set yet,
///   unless the name is a near miss of one the class has (``NameSuggestions``): then an error
///   with "did you mean".
/// - **Writing** a name that is no property and no field yet makes a field, unless it is a near
///   miss of a name the class has: then an error with "did you mean".
/// - **Defining** a Lua subclass (`Class:subclass(name, members)`) or assigning to its class
///   table refuses a new name that is a near miss of a name the class inherits or of one of
///   ``overrideNames``: a misspelled override would otherwise never be called.
///
/// A name found harmless for a class is remembered for that class table (in a weak registry
/// table, forgotten when any class table changes), so reading a field not set yet in a loop
/// costs one lookup after the first.
extension LuaState {
    /// The fallback of an object's `__index`, reached when the C lookup finds no send entry, no
    /// field and nothing in the class chain: a Swift property's value, nil for a field the
    /// script set to nil or may still set, else the unknown-name error.
    func missingMember(_ object: AnyObject, _ name: String, on L: OpaquePointer) throws(LuaError) -> LuaValue {
        if let property = luaClass(of: object)?.findProperty(name) { return property.get(object, self) }
        if fieldWasAssigned(object, name, on: L) { return .nil }
        let classTable = classTable(ofObject: object)
        if isSwiftClassTable(classTable) { throw unknownMember(name, of: object) }
        let close = nearMissesOfNewName(name, classTable: classTable)
        if close.isEmpty { return .nil }
        throw nearMissError(name, of: object, close)
    }

    /// Checks `object.name = value` for a name that is not a property (see the extension's
    /// description); returns normally when the assignment may go ahead.
    func checkNewField(_ object: AnyObject, _ name: String, on L: OpaquePointer) throws(LuaError) {
        if fieldWasAssigned(object, name, on: L) { return }
        let close = nearMissesOfNewName(name, classTable: classTable(ofObject: object))
        if !close.isEmpty { throw nearMissError(name, of: object, close) }
    }

    /// Checks the members a Lua subclass is defined with (`subclass(name, members)`, against
    /// `base`, its superclass) or given later (`Class.name = value`, against the class itself):
    /// none may be a near miss of a name `base` has.
    func checkNewMember(_ name: String, ofSubclass className: String, base: LuaValue) throws(LuaError) {
        let close = nearMissesOfNewName(name, classTable: base)
        if !close.isEmpty {
            let owner = typeName(of: base) == className ? className : typeName(of: base)
            throw LuaError(message: "'\(name)' of \(className) overrides nothing: it is no callback or member of \(owner)\(NameSuggestions.didYouMean(close)) (rename it if it is a method of your own)")
        }
    }

    private func nearMissError(_ name: String, of object: AnyObject, _ close: [String]) -> LuaError {
        LuaError(message: "\(luaClassName(of: object) ?? "object") has no property or method '\(name)'\(NameSuggestions.didYouMean(close)) (a field of the script's own may not be a near miss of one)")
    }

    /// The names of `classTable` that `name` is a near miss of; empty when `name` is one of
    /// them or close to none (remembered for the class).
    private func nearMissesOfNewName(_ name: String, classTable: LuaValue) -> [String] {
        guard let L = activeL, case .table = classTable else { return [] }
        ensureStack(L)
        lua_getfield(L, shim_registryindex(), LuaState.checkedNames.pointer)
        if lua_type(L, -1) != LUA_TTABLE {
            shim_pop(L, 1)
            makeCheckedNamesTable(on: L)
        }
        push(classTable, on: L)
        if lua_rawget(L, -2) != LUA_TTABLE {
            shim_pop(L, 1)
            shim_newtable(L)
            push(classTable, on: L)
            lua_pushvalue(L, -2)
            lua_rawset(L, -4)
        }
        defer { shim_pop(L, 2) }     // the registry table, the class's names
        pushString(name, on: L)
        if lua_rawget(L, -2) != LUA_TNIL {
            shim_pop(L, 1)
            return []
        }
        shim_pop(L, 1)
        let known = knownNames(ofClassTable: classTable)
        let close = known.contains(name) ? [] : NameSuggestions.nearMisses(of: name, among: known)
        if close.isEmpty {
            pushString(name, on: L)
            lua_pushboolean(L, 1)
            lua_rawset(L, -3)
        }
        return close
    }

    /// A new, empty table of checked names, weak in its keys (class tables), in the registry
    /// and on the stack.
    private func makeCheckedNamesTable(on L: OpaquePointer) {
        shim_newtable(L)
        lua_createtable(L, 0, 1)
        pushString("k", on: L)
        lua_setfield(L, -2, "__mode")
        lua_setmetatable(L, -2)
        lua_pushvalue(L, -1)
        lua_setfield(L, shim_registryindex(), LuaState.checkedNames.pointer)
    }

    /// Forgets every class's checked names: a class table changed, and with it the names of
    /// its subclasses.
    func forgetCheckedNames() {
        guard let L = activeL else { return }
        ensureStack(L)
        lua_pushnil(L)
        lua_setfield(L, shim_registryindex(), LuaState.checkedNames.pointer)
    }

    /// The error for an unknown `name` of `object`, with the closest names.
    func unknownMember(_ name: String, of object: AnyObject) -> LuaError {
        let className = luaClassName(of: object) ?? "object"
        let suggestions = NameSuggestions.suggestions(for: name, among: knownNames(of: object))
        var message = "\(className) has no property or method '\(name)'\(NameSuggestions.didYouMean(suggestions))"
        // The class the object was made as (a registered class may share its Swift type).
        let made = swiftClassID(ofClassTable: classTable(ofObject: object)).map { classes[$0] } ?? luaClass(of: object)
        if let hint = made?.unknownMemberHint { message += "; " + hint }
        return LuaError(message: message)
    }

    /// Every name `object` has: its fields, its Lua class chain's keys, its Swift methods and
    /// properties, and the ``overrideNames``.
    func knownNames(of object: AnyObject) -> [String] {
        memberNames(of: .object(object)) + overrideNames
    }

    /// Every name a class table has: its chain's keys, its Swift class chain's methods and
    /// properties, and the ``overrideNames``.
    func knownNames(ofClassTable table: LuaValue) -> [String] {
        var names = memberNames(of: table)
        if let id = swiftClassID(ofClassTable: table) { names += classes[id].allMemberNames }
        return names + overrideNames
    }

    /// Whether `table` is a Swift class's own table (not a Lua subclass of one).
    func isSwiftClassTable(_ table: LuaValue) -> Bool {
        guard case .table = table else { return false }
        return tableGet(table, "__classid").asInt != nil
    }

    /// The class name a class table gives itself (`__name`).
    private func typeName(of classTable: LuaValue) -> String {
        tableGet(classTable, "__name").asString ?? "its superclass"
    }

    // MARK: Fields set to nil

    /// Remembers that a script assigned `name` of `object` (to nil: a name in the fields table
    /// is found there), in a table of names kept in the fields table under a key scripts
    /// cannot name.
    func noteAssignedNil(_ object: AnyObject, _ name: String, on L: OpaquePointer) {
        pushObject(object, on: L)
        defer { shim_pop(L, 1) }
        guard lua_getiuservalue(L, -1, 1) == LUA_TTABLE else { shim_pop(L, 1); return }
        if lua_rawgetp(L, -1, LuaState.nilFieldsKey.pointer) != LUA_TTABLE {
            shim_pop(L, 1)
            shim_newtable(L)
            lua_pushvalue(L, -1)
            lua_rawsetp(L, -3, LuaState.nilFieldsKey.pointer)
        }
        pushString(name, on: L)
        lua_pushboolean(L, 1)
        lua_rawset(L, -3)
        shim_pop(L, 2)
    }

    /// Whether `name` is a field of `object`: in its fields table, or assigned nil before.
    private func fieldWasAssigned(_ object: AnyObject, _ name: String, on L: OpaquePointer) -> Bool {
        pushObject(object, on: L)
        defer { shim_pop(L, 2) }
        guard lua_getiuservalue(L, -1, 1) == LUA_TTABLE else { return false }
        pushString(name, on: L)
        if lua_rawget(L, -2) != LUA_TNIL { shim_pop(L, 1); return true }
        shim_pop(L, 1)
        guard lua_rawgetp(L, -1, LuaState.nilFieldsKey.pointer) == LUA_TTABLE else { shim_pop(L, 1); return false }
        pushString(name, on: L)
        let found = lua_rawget(L, -2) != LUA_TNIL
        shim_pop(L, 2)
        return found
    }

    /// `member(value, name)`: `value[name]`, but nil rather than an error for a name an object
    /// does not have; for the host's own probes of optional methods.
    public func makeMemberFunction() -> LuaValue {
        guard let L = activeL else { return .nil }
        ensureStack(L)
        shim_push_member_function(L)
        return value(at: -1, on: L, popping: true)
    }
}
