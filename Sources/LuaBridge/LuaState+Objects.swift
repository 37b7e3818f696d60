import CLua
import LuaShim

/// Swift objects as Lua userdata, and the classes they belong to.
///
/// Every pushed object gets one userdata for the state's whole life (a registry table caches
/// them), so identity holds (`a == b`) and extra fields set from Lua stay on the instance
/// while the engine holds it. User value 1 of the userdata is the table of those extra
/// fields (made with the first); user value 2 is the instance's class table (a Lua subclass,
/// or the Swift class). Each class's objects share a metatable (see
/// `pushObjectMetatable(classTable:swiftClassID:on:)`).
extension LuaState {
    private static let maxClassDepth = 64

    // MARK: Registering classes

    /// Makes the global class table of `luaClass` (register superclasses first).
    ///
    /// Every scenario state registers every class, so registering makes no method: the class
    /// table gets each method the first time it is looked up (or iterated), from the class's
    /// directory (see `shim_set_class_lookup`), and a name that is none of its methods is
    /// looked up in the superclass table.
    public func register(_ luaClass: LuaClass) {
        guard let L = activeL else { return }
        guard case .function(let constructor) = constructFunction, case .function(let subclass) = subclassFunction else { return }
        let id = classes.count
        var superclassRef = LUA_NOREF
        if let superclass = luaClass.superclass, let superID = classesByType[ObjectIdentifier(superclass.swiftType)],
           classes[superID] === superclass {
            superclassRef = classTables[superID].ref
        }
        classes.append(luaClass)
        classesByType[ObjectIdentifier(luaClass.swiftType)] = id
        ensureStack(L)
        let ref = luaClass.cName.withUnsafeBufferPointer { name in
            shim_register_class(L, name.baseAddress, lua_Integer(id), superclassRef, luaClass.directory.pointer,
                                constructor.ref, subclass.ref)
        }
        classTables.append(LuaRef(state: self, ref: ref))
    }

    /// The global class table of a registered class.
    public func classTable(_ luaClass: LuaClass) -> LuaValue {
        guard let id = classes.firstIndex(where: { $0 === luaClass }) else { return .nil }
        return .table(classTables[id])
    }

    private func classMetatable(index: LuaValue) -> LuaValue {
        let metatable = newTable()
        tableSet(metatable, "__index", index)
        tableSet(metatable, "__call", constructFunction)
        tableSet(metatable, "__newindex", classNewIndexFunction)
        return metatable
    }

    /// `Subclass.name = value` for a name the Lua subclass does not have yet: refused when it
    /// is a near miss of a name the class has, its own or inherited
    /// (``checkNewMember(_:ofSubclass:base:)``).
    private static let classNewIndexBox = HostFunction(name: "__newindex") { call throws(LuaError) in
        let state = call.state
        let table = call.value(1)
        let key = call.value(2)
        if case .string(let name) = key {
            try state.checkNewMember(name, ofSubclass: state.tableGet(table, "__name").asString ?? "the class", base: table)
        }
        state.forgetCheckedNames()
        guard let L = state.activeL else { return 0 }
        state.push(table, on: L)
        state.push(key, on: L)
        state.push(call.value(3), on: L)
        lua_rawset(L, -3)
        shim_pop(L, 1)
        return 0
    }

    /// `subclass` and the constructor behind `Class{...}`, made once per state.
    func installClassFunctions() {
        constructFunction = function(Self.constructBox)
        subclassFunction = function(Self.subclassBox)
        classNewIndexFunction = function(Self.classNewIndexBox)
    }

    private static let constructBox = HostFunction(name: "construct") { call throws(LuaError) in
        try call.state.construct(call)
    }

    private static let subclassBox = HostFunction(name: "subclass") { call throws(LuaError) in
        let state = call.state
        let base = call.value(1)
        guard case .table = base else { throw call.argumentError(1, "a class expected") }
        let name = try call.string(2)
        var methods = call.value(3)
        switch methods {
        case .nil: methods = state.newTable()
        case .table: break
        default: throw call.typeError(3, expected: "table of methods")
        }
        for member in state.namedKeys(methods).names {
            try state.checkNewMember(member, ofSubclass: name, base: base)
        }
        state.tableSet(methods, "__name", .string(name))
        state.tableSet(methods, "__super", base)
        state.push(methods, on: call.L)
        state.push(state.classMetatable(index: base), on: call.L)
        lua_setmetatable(call.L, -2)
        return 1
    }

    /// `Class{...}`: the nearest Swift constructor up the chain makes the object, then the
    /// init table's other named fields are assigned in sorted order.
    private func construct(_ call: LuaCall) throws(LuaError) -> Int {
        let classValue = call.value(1)
        guard case .table = classValue, let classID = swiftClassID(ofClassTable: classValue) else {
            throw LuaError(message: "attempt to instantiate something that is not a class")
        }
        let luaClass = classes[classID]
        let className = tableGet(classValue, "__name").asString ?? luaClass.name
        guard let maker = luaClass.constructing, let constructor = maker.constructor else {
            throw LuaError(message: "\(className) cannot be instantiated from a script")
        }
        let arguments = call.value(2)
        switch arguments {
        case .nil, .table: break
        default: throw LuaError(message: "bad argument #1 to '\(className)' (table expected, got \(arguments.typeName))")
        }
        let object = try constructor(className, arguments, self)
        pushObject(object, on: call.L, classTable: classValue, swiftClassID: classID)
        shim_pop(call.L, 1)
        let (names, others) = namedKeys(arguments)
        if others > 0 {
            throw LuaError(message: "\(className){...} takes named fields only")
        }
        for name in names where !maker.constructorKeys.contains(name) {
            try assign(object, key: .string(name), value: tableGet(arguments, name), on: call.L)
        }
        call.push(.object(object))
        return 1
    }

    /// The registration index of the Swift class a class table (a Swift one or a Lua
    /// subclass) comes down from.
    func swiftClassID(ofClassTable table: LuaValue) -> Int? {
        var current = table
        for _ in 0..<LuaState.maxClassDepth {
            guard case .table = current else { return nil }
            if let id = tableGet(current, "__classid").asInt, classes.indices.contains(id) {
                return id
            }
            current = tableGet(current, "__super")
        }
        return nil
    }

    /// The Lua class an object was made as, or its Swift class.
    func luaClass(of object: AnyObject) -> LuaClass? {
        registeredClassID(of: object).map { classes[$0] }
    }

    /// The id of the class registered for `object`: its ``classKey`` type's, else its own
    /// type's, else its nearest superclass's (a subclass no script class names, such as the
    /// engine view of a StagehandUIKit `UIScrollView`, is of its superclass's class).
    func registeredClassID(of object: AnyObject) -> Int? {
        if let key = classKey?(object), let id = classesByType[ObjectIdentifier(key)] { return id }
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let id = classesByType[ObjectIdentifier(current)] { return id }
            type = _getSuperclass(current)
        }
        return nil
    }

    // MARK: Objects

    /// Pushes the one userdata of `object`, making it the first time with `classTable` (whose
    /// Swift class is `swiftClassID`), else with the class registered for its exact type.
    ///
    /// User value 1 (the extra fields) is made when the first field is set; 2 is the class
    /// table. The metatable is the class's (see `pushObjectMetatable(classTable:swiftClassID:on:)`).
    func pushObject(_ object: AnyObject, on L: OpaquePointer, classTable: LuaValue = .nil, swiftClassID: Int? = nil) {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        ensureStack(L)
        lua_getfield(L, shim_registryindex(), LuaState.objectCache.pointer)
        if lua_rawgetp(L, -1, key) == LUA_TUSERDATA {
            shim_remove(L, -2)
            return
        }
        shim_pop(L, 1)
        var table = classTable
        var id = swiftClassID
        if table.isNil, let exact = registeredClassID(of: object) {
            table = .table(classTables[exact])
            id = exact
        }
        shim_push_object(L, Unmanaged.passRetained(object).toOpaque(), 2)
        pushObjectMetatable(classTable: table, swiftClassID: id, on: L)
        lua_setmetatable(L, -2)
        push(table, on: L)
        lua_setiuservalue(L, -2, 2)
        lua_pushvalue(L, -1)
        lua_rawsetp(L, -3, key)
        shim_remove(L, -2)
    }

    /// Pushes the metatable of the objects of `classTable` (a Swift class's or a Lua
    /// subclass's), making it the first time: its `__index` holds the class table and the
    /// directory of the Swift class's send entries as upvalues (see `object_index` in
    /// LuaShim), so a method call reads no user value.
    /// Kept in a registry table with weak keys, so a Lua class nobody uses can go.
    private func pushObjectMetatable(classTable: LuaValue, swiftClassID: Int?, on L: OpaquePointer) {
        ensureStack(L)
        lua_getfield(L, shim_registryindex(), LuaState.objectMetatables.pointer)
        if !classTable.isNil {
            push(classTable, on: L)
            if lua_rawget(L, -2) == LUA_TTABLE {
                shim_remove(L, -2)
                return
            }
            shim_pop(L, 1)
        }
        lua_createtable(L, 0, 4)
        shim_push_object_finalizer(L)
        lua_setfield(L, -2, "__gc")
        push(objectFunctions.newIndex, on: L)
        lua_setfield(L, -2, "__newindex")
        push(objectFunctions.toString, on: L)
        lua_setfield(L, -2, "__tostring")
        push(objectFunctions.properties, on: L)
        if let sends = swiftClassID.flatMap({ classes.indices.contains($0) ? classes[$0] : nil })?.sendDirectory?.pointer {
            lua_pushlightuserdata(L, UnsafeMutableRawPointer(sends))
        } else {
            lua_pushnil(L)
        }
        push(classTable, on: L)
        shim_push_object_lookups(L)
        shim_set_member_lookup(L, -3)
        lua_setfield(L, -2, "__index")
        shim_hide_metatable(L)
        if !classTable.isNil {
            push(classTable, on: L)
            lua_pushvalue(L, -2)
            lua_rawset(L, -4)
        }
        shim_remove(L, -2)
    }

    /// Pushes `object`'s userdata if Lua has seen the object; returns whether it did.
    private func pushExistingObject(_ object: AnyObject, on L: OpaquePointer) -> Bool {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        ensureStack(L)
        lua_getfield(L, shim_registryindex(), LuaState.objectCache.pointer)
        let found = lua_rawgetp(L, -1, key) == LUA_TUSERDATA
        shim_remove(L, -2)
        if !found { shim_pop(L, 1) }
        return found
    }

    /// Looks `key` (on top of the stack) up in the object's fields, then up its class chain,
    /// leaving the first non-nil value on top (or nil). The userdata is at `index`.
    private func lookUp(userdataAt index: Int32, on L: OpaquePointer) {
        ensureStack(L)
        let key = lua_gettop(L)
        if lua_getiuservalue(L, index, 1) == LUA_TTABLE {
            lua_pushvalue(L, key)
            if lua_rawget(L, -2) != LUA_TNIL {
                shim_remove(L, -2)
                return
            }
            shim_pop(L, 1)
        }
        shim_pop(L, 1)
        lua_getiuservalue(L, index, 2)
        for _ in 0..<LuaState.maxClassDepth {
            guard lua_type(L, -1) == LUA_TTABLE else { break }
            lua_pushvalue(L, key)
            lua_rawget(L, -2)
            if lua_type(L, -1) != LUA_TNIL {
                shim_remove(L, -2)
                return
            }
            shim_pop(L, 1)
            lua_pushstring(L, LuaState.superKey.pointer)   // a static pointer: Lua's string cache hits
            lua_rawget(L, -2)
            shim_remove(L, -2)
        }
        shim_pop(L, 1)
        lua_pushnil(L)
    }

    /// The Lua function that overrides `name` for `object`: its own field, else the nearest
    /// in its Lua class chain. nil when the chain reaches a Swift method first, or when Lua
    /// never saw the object.
    public func method(of object: AnyObject, named name: String) -> LuaValue? {
        guard let L = activeL, pushExistingObject(object, on: L) else { return nil }
        pushString(name, on: L)
        lookUp(userdataAt: -2, on: L)
        defer { shim_pop(L, 3) }   // the userdata, the name, the value found
        guard lua_type(L, -1) == LUA_TFUNCTION, lua_iscfunction(L, -1) == 0 else { return nil }
        return value(at: -1, on: L)
    }

    /// Any value `object` has under `name` in its own fields or its Lua class chain (Swift
    /// methods excluded); nil when none.
    public func field(of object: AnyObject, named name: String) -> LuaValue {
        guard let L = activeL, pushExistingObject(object, on: L) else { return .nil }
        pushString(name, on: L)
        lookUp(userdataAt: -2, on: L)
        defer { shim_pop(L, 3) }   // the userdata, the name, the value found
        if lua_type(L, -1) == LUA_TFUNCTION, lua_iscfunction(L, -1) != 0 { return .nil }
        return value(at: -1, on: L)
    }

    /// The names a value offers, for completion: a table's string keys and those of the tables
    /// its metatable's `__index` leads to; an object's own fields, its class chain's methods
    /// and its Swift properties. Sorted, without Stagehand's hidden `__` and `\u{1}` names.
    /// With `methodsOnly` (completing after `:`), only what can be called as a method: Swift
    /// methods and keys whose values are functions, no properties or other fields.
    public func memberNames(of value: LuaValue, methodsOnly: Bool = false) -> [String] {
        guard let L = activeL else { return [] }
        var names = Set<String>()
        func addKeys(ofTableAt index: Int32) {
            let table = lua_absindex(L, index)
            ensureStack(L)
            lua_pushnil(L)
            while lua_next(L, table) != 0 {
                let isFunction = lua_type(L, -1) == LUA_TFUNCTION
                shim_pop(L, 1)
                if !methodsOnly || isFunction, let name = string(at: -1, on: L) { names.insert(name) }
            }
        }
        /// A Swift class table's methods, made or not yet (see ``register(_:)``); true for one.
        func addSwiftMethods(ofTableAt index: Int32) -> Bool {
            let table = lua_absindex(L, index)
            pushString("__classid", on: L)
            lua_rawget(L, table)
            defer { shim_pop(L, 1) }
            guard shim_isinteger(L, -1) != 0, case let id = Int(lua_tointegerx(L, -1, nil)), classes.indices.contains(id) else {
                return false
            }
            names.formUnion(classes[id].methodNames)
            return true
        }
        func addChain(startingAt index: Int32, through field: String) {
            lua_pushvalue(L, index)
            for _ in 0..<LuaState.maxClassDepth {
                guard lua_type(L, -1) == LUA_TTABLE else { break }
                addKeys(ofTableAt: -1)
                if addSwiftMethods(ofTableAt: -1) {
                    // A Swift class's `__index` is a function: its superclass is `__super`.
                    pushString("__super", on: L)
                    lua_rawget(L, -2)
                } else if field == "__index" {
                    guard lua_getmetatable(L, -1) != 0 else { break }
                    pushString("__index", on: L)
                    lua_rawget(L, -2)
                    shim_remove(L, -2)      // the metatable
                } else {
                    pushString(field, on: L)
                    lua_rawget(L, -2)
                }
                shim_remove(L, -2)          // the table just read
            }
            shim_pop(L, 1)
        }
        switch value {
        case .table:
            push(value, on: L)
            addChain(startingAt: -1, through: "__index")
            shim_pop(L, 1)
        case .object(let object):
            guard pushExistingObject(object, on: L) else { break }
            if lua_getiuservalue(L, -1, 1) == LUA_TTABLE { addKeys(ofTableAt: -1) }
            shim_pop(L, 1)
            lua_getiuservalue(L, -1, 2)
            addChain(startingAt: -1, through: "__super")
            shim_pop(L, 2)
            var current = methodsOnly ? nil : luaClass(of: object)
            while let cls = current {
                names.formUnion(cls.propertyNames)
                current = cls.superclass
            }
        default:
            break
        }
        return names.filter { !$0.hasPrefix("__") && !$0.hasPrefix("\u{1}") }.sorted()
    }

    /// The class table of `object` (its Lua subclass's, or its Swift class's); nil when Lua
    /// never saw it.
    public func classTable(ofObject object: AnyObject) -> LuaValue {
        guard let L = activeL, pushExistingObject(object, on: L) else { return .nil }
        lua_getiuservalue(L, -1, 2)
        let table = value(at: -1, on: L)
        shim_pop(L, 2)
        return table
    }

    /// Makes `object` an instance of `classTable` (a Lua subclass of its Swift class) the first
    /// time Lua sees it: a copy made in Swift keeps its original's Lua class. Returns false,
    /// changing nothing, when Lua has seen it already or the table is not such a class.
    @discardableResult
    public func adopt(_ object: AnyObject, asInstanceOf classTable: LuaValue) -> Bool {
        guard let L = activeL, case .table = classTable, let id = swiftClassID(ofClassTable: classTable),
              classesByType[ObjectIdentifier(type(of: object))] == id,
              !pushExistingObject(object, on: L) else { return false }
        pushObject(object, on: L, classTable: classTable, swiftClassID: id)
        shim_pop(L, 1)
        return true
    }

    /// The class name of the object's Lua class (`MyController` for a Lua subclass).
    public func luaClassName(of object: AnyObject) -> String? {
        guard let L = activeL, pushExistingObject(object, on: L) else { return luaClass(of: object)?.name }
        let name = typeName(at: -1, on: L)
        shim_pop(L, 1)
        return name
    }

    /// `object.key = value`: a Swift property's setter, an error for a read-only property,
    /// else an extra field on the instance, if ``checkNewField(_:_:on:)`` lets it be one.
    func assign(_ object: AnyObject, key: LuaValue, value: LuaValue, on L: OpaquePointer) throws(LuaError) {
        if case .string(let name) = key, let luaClass = luaClass(of: object), let property = luaClass.findProperty(name) {
            guard let setter = property.set else {
                throw LuaError(message: "property '\(name)' of \(luaClass.name) is read-only")
            }
            try setter(object, value, self)
            return
        }
        switch key {
        case .nil: throw LuaError(message: "index is nil")
        case .number(let number) where number.isNaN: throw LuaError(message: "index is NaN")
        case .string(let name): try checkNewField(object, name, on: L)
        default: break
        }
        pushObject(object, on: L)
        if lua_getiuservalue(L, -1, 1) != LUA_TTABLE {
            shim_pop(L, 1)
            shim_object_has_fields(L, -1)
            shim_newtable(L)
            lua_pushvalue(L, -1)
            lua_setiuservalue(L, -3, 1)
        }
        push(key, on: L)
        push(value, on: L)
        lua_rawset(L, -3)
        shim_pop(L, 2)
        if value.isNil, case .string(let name) = key { noteAssignedNil(object, name, on: L) }
    }

    /// What every object metatable shares, and the registry table of object metatables.
    func installObjectMetamethods() {
        guard let L else { return }
        ensureStack(L)
        objectFunctions = (function(Self.newIndexBox), function(Self.toStringBox), function(Self.propertyBox))
        shim_newtable(L)
        lua_createtable(L, 0, 1)
        pushString("k", on: L)
        lua_setfield(L, -2, "__mode")
        lua_setmetatable(L, -2)
        lua_setfield(L, shim_registryindex(), LuaState.objectMetatables.pointer)
    }

    /// The `__index` fallback: what the C lookup misses, a Swift property, else an error (see
    /// ``missingMember(_:_:on:)``). A key that is not a string reads nil.
    private static let propertyBox = HostFunction(name: "__index") { call throws(LuaError) in
        let state = call.state
        guard let object = call.value(1).asObject(AnyObject.self),
              let name = state.string(at: 2, on: call.L) else { return 0 }
        call.push(try state.missingMember(object, name, on: call.L))
        return 1
    }

    private static let newIndexBox = HostFunction(name: "__newindex") { call throws(LuaError) in
        guard let object = call.value(1).asObject(AnyObject.self) else { return 0 }
        try call.state.assign(object, key: call.value(2), value: call.value(3), on: call.L)
        return 0
    }

    private static let toStringBox = HostFunction(name: "__tostring") { call throws(LuaError) in
        let state = call.state
        guard let object = call.value(1).asObject(AnyObject.self) else { return 0 }
        let className = state.typeName(at: 1, on: call.L)
        let text = state.luaClass(of: object)?.describe?(object, state) ?? className
        call.push(.string(text))
        return 1
    }
}
