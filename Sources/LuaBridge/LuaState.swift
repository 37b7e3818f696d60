import CLua
#if canImport(Glibc)
import Glibc
#endif
import LuaShim

/// A sandboxed Lua 5.4 state with an optional memory cap and instruction budget.
///
/// Only base, table, string, math, utf8 and coroutine are open; `dofile` and `loadfile` are
/// gone, `load` takes text only and `string.dump` is removed. Swift never raises a Lua error:
/// Swift functions report errors to the C trampoline, which raises them, and every call
/// into Lua is protected and adds a traceback. A `LuaState` and its values belong to one
/// thread at a time.
public final class LuaState {
    /// The budget of one state.
    public struct Limits: Sendable {
        /// Bytes the state may hold (nil: no cap).
        public var memoryBytes: Int?
        /// VM instructions the state may run (nil: no budget).
        public var instructions: Int?
        /// A memory cap and an instruction budget; either nil leaves it unbounded.
        public init(memoryBytes: Int? = nil, instructions: Int? = nil) {
            self.memoryBytes = memoryBytes
            self.instructions = instructions
        }
    }

    /// The main thread; nil once closed.
    public private(set) var L: OpaquePointer?
    /// The thread a running Swift function was called from (a coroutine, perhaps).
    var currentL: OpaquePointer? { info?.pointee.current }
    /// The C bookkeeping of ``L``; valid until the state is closed (finalizers that run
    /// during `lua_close` may still call Swift).
    private var info: UnsafeMutablePointer<ShimState>?
    /// What the host hangs on the state for its functions to find (``HostFunction`` bodies and
    /// ``LuaClass`` closures are shared by every state, so they reach their scenario through
    /// the state they run in). Not retained: the owner owns the state, and must set this back
    /// to nil if it goes first.
    public unowned(unsafe) var owner: AnyObject?
    /// What `print` writes; by default nothing.
    public var printHandler: (String) -> Void = { _ in }

    /// The first error of a Lua call made from Swift inside a Swift function, waiting to be
    /// raised when that function returns to Lua (see ``callFromHost(_:_:)``).
    public private(set) var pendingError: LuaError? {
        didSet { info?.pointee.pendingError = pendingError == nil ? 0 : 1 }
    }

    /// Whether ``charge(_:)`` is collecting garbage (a charge given back meanwhile must not
    /// collect again).
    private var collectingForCharge = false

    /// The functions made with ``function(_:_:)``: Lua holds them unretained.
    private var ownFunctions: [HostFunction] = []

    var classes: [LuaClass] = []
    /// The classes registered with ``register(_:)``, in order of registration.
    public var registeredClasses: [LuaClass] { classes }
    var classTables: [LuaRef] = []
    /// What every object metatable shares: `__newindex`, `__tostring` and the Swift property
    /// fallback of `__index` (`__gc` is a C function, pushed as it is).
    var objectFunctions: (newIndex: LuaValue, toString: LuaValue, properties: LuaValue) = (.nil, .nil, .nil)
    /// `Class{...}` and `Class:subclass(...)`, made once per state.
    var constructFunction: LuaValue = .nil
    var subclassFunction: LuaValue = .nil
    /// The `__newindex` of Lua subclass tables, made once per state.
    var classNewIndexFunction: LuaValue = .nil
    /// Names the host calls on objects by name though no class declares them (callbacks,
    /// data-source and delegate methods): a Lua subclass or an instance may define them, and a
    /// new name that is a near miss of one is refused (see ``checkNewMember(_:ofSubclass:base:)``).
    public var overrideNames: [String] = []
    var classesByType: [ObjectIdentifier: Int] = [:]
    /// The type whose registered class an object belongs to, when it is not the object's own
    /// Swift type: a host whose objects of one Swift type stand for several classes (an engine
    /// controller implemented by a client's Swift class) answers here; nil falls back to the
    /// object's type.
    public var classKey: ((AnyObject) -> AnyObject.Type?)?

    /// Registry names, as C strings that cost nothing to pass (a Swift `String` would be
    /// converted on every call, and these are used on every call into Swift).
    static let objectMetatables = StaticCString("stagehand.metatables")
    static let objectCache = StaticCString("stagehand.objects")
    static let superKey = StaticCString("__super")
    /// The key, in an object's fields table, of the names a script assigned nil.
    static let nilFieldsKey = StaticCString("stagehand.nilfields")
    /// The registry's weak table of the names found harmless for each class table.
    static let checkedNames = StaticCString("stagehand.checkednames")

    /// Told when the state closes; held by what may outlive it.
    let lifetime = StateLifetime()

    /// A state with the sandbox's libraries only, bounded by `limits` (none by default). When
    /// Lua cannot make one, ``L`` is nil and the state is closed from the start.
    public init(limits: Limits = Limits()) {
        shim_set_dispatcher(dispatchToSwift)
        shim_set_releaser(releaseSwiftObject)
        L = shim_newstate(Unmanaged.passUnretained(self).toOpaque())
        guard let L else { return }
        info = shim_info(L)
        shim_newtable(L)
        lua_setfield(L, shim_registryindex(), LuaState.objectCache.pointer)
        lifetime.state = self
        withCollectorStopped {
            installObjectMetamethods()
            installClassFunctions()
            ensureStack(L)
            Self.printSink.push(on: L)
            shim_set_print(L)
        }
        shim_set_limits(L, limits.memoryBytes.map { size_t(max(1, $0)) } ?? 0, Int64(limits.instructions ?? 0))
    }

    deinit { close() }

    /// Closes the state, releasing every Swift object Lua held. Idempotent.
    public func close() {
        guard let L else { return }
        lifetime.isOpen = false
        self.L = nil
        classTables.removeAll()
        objectFunctions = (.nil, .nil, .nil)
        constructFunction = .nil
        subclassFunction = .nil
        classNewIndexFunction = .nil
        shim_close(L)
        info = nil
    }

    /// Seeds the state's `math.random`. A new state's generator is seeded with 0, so a script's
    /// random numbers are the same on every run (Lua would seed it from the clock).
    public func seedRandom(_ seed: UInt64) {
        guard let L = activeL else { return }
        ensureStack(L)
        shim_seed_random(L, lua_Integer(truncatingIfNeeded: seed))
    }

    /// Runs `body` with the garbage collector stopped: for setting a state up, when nothing
    /// made is garbage yet the collector would keep walking it. Never around script code,
    /// whose garbage must be collected before the memory cap is reached.
    public func withCollectorStopped<T>(_ body: () throws -> T) rethrows -> T {
        guard let L else { return try body() }
        shim_collector(L, 0)
        defer { if let L = self.L { shim_collector(L, 1) } }
        return try body()
    }

    /// Makes the state's later small blocks come from fresh memory, never from blocks it freed
    /// before: for a state that processes forked from this one will go on using, so that
    /// their writes do not land on pages they share with this process.
    public func sealAllocator() {
        if let L { shim_seal_allocator(L) }
    }

    /// Starts the instruction budget afresh.
    public func resetInstructionBudget() {
        if let L { shim_reset_instructions(L) }
    }

    /// Bytes Lua holds now.
    public var memoryInUse: Int {
        guard let L else { return 0 }
        return Int(shim_info(L).pointee.used)
    }

    /// The thread Swift code should use now.
    var activeL: OpaquePointer? { currentL ?? L }

    // MARK: Running code

    /// Loads `source` as a text chunk named `chunkName` (use `@path` so messages say
    /// `path:line:`) and runs it with `arguments`; returns its results. See
    /// ``compile(_:chunkName:stripped:)`` for `stripped`.
    public func run(_ source: String, chunkName: String, arguments: [LuaValue] = [], stripped: Bool = false) -> Result<[LuaValue], LuaError> {
        compile(source, chunkName: chunkName, stripped: stripped).flatMap { call($0, arguments) }
    }

    /// Compiles `source` as a text chunk without running it; a syntax error comes back as an
    /// error of kind `.syntax` (an incomplete chunk's message ends with `<eof>`).
    ///
    /// With `stripped`, the chunk keeps no debug information (no source name, lines or local
    /// names: its frames read `?`), which makes loading it again cheaper: for trusted code that
    /// every state loads and whose errors blame their callers. It is stripped the first time
    /// too, so every load behaves alike.
    public func compile(_ source: String, chunkName: String, stripped: Bool = false) -> Result<LuaValue, LuaError> {
        guard let L = activeL else { return .failure(LuaError(message: "the Lua state is closed")) }
        ensureStack(L)
        let key = CompiledChunks.Key(chunkName: chunkName, source: source, stripped: stripped)
        var cached = CompiledChunks.shared.bytecode(for: key)
        var status = Int32(LUA_OK)
        if cached == nil {
            status = source.utf8CString.withUnsafeBufferPointer { buffer in
                shim_load(L, buffer.baseAddress, buffer.count - 1, chunkName)
            }
            var length = 0
            if status == LUA_OK, let raw = shim_dump(L, &length, stripped ? 1 : 0) {
                let bytecode = Array(UnsafeRawBufferPointer(start: raw, count: length).bindMemory(to: UInt8.self))
                free(raw)
                CompiledChunks.shared.store(bytecode, for: key)
                if stripped {
                    shim_pop(L, 1)          // load the stripped form, as every later load will
                    cached = bytecode
                }
            }
        }
        if let cached {
            status = cached.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { shim_load_binary(L, $0.baseAddress, $0.count, chunkName) }
            }
        }
        if status != LUA_OK {
            let message = string(at: -1, on: L) ?? "cannot load \(chunkName)"
            shim_pop(L, 1)
            return .failure(LuaError(handled: message, status: status))
        }
        return .success(value(at: -1, on: L, popping: true))
    }

    /// Counts `bytes` that the host holds for the script (or gives back, when negative)
    /// against the memory cap, as if Lua had allocated them; returns whether the state is still
    /// within its cap. Over it, the script gets `not enough memory` as soon as control returns
    /// to it, and Lua's own allocations are refused until enough is given back.
    @discardableResult
    public func charge(_ bytes: Int) -> Bool {
        guard let info else { return true }
        if bytes >= 0 {
            info.pointee.used += size_t(bytes)
        } else {
            info.pointee.used -= min(info.pointee.used, size_t(-bytes))
        }
        guard isOverMemoryCap else { return true }
        // As Lua does before refusing its own blocks: collect, and the objects only garbage
        // held give their charges back.
        if bytes > 0, !collectingForCharge, let L {
            collectingForCharge = true
            shim_collect_garbage(L)
            collectingForCharge = false
            if !isOverMemoryCap { return true }
        }
        info.pointee.overLimit = 1
        return false
    }

    /// Whether the state holds more than its memory cap, Lua's blocks and the host's charges
    /// together.
    public var isOverMemoryCap: Bool {
        guard let info, info.pointee.limit != 0 else { return false }
        return info.pointee.used > info.pointee.limit
    }

    /// Where the script was when the memory cap last refused it (`file:line`), once: Lua's
    /// own "not enough memory" carries no position.
    private func takeMemoryWhere() -> String? {
        guard let info else { return nil }
        let place = withUnsafeBytes(of: &info.pointee.memoryWhere) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        info.pointee.memoryWhere.0 = 0
        return place.isEmpty ? nil : place
    }

    /// Calls `function` with `arguments` in protected mode; returns its results.
    public func call(_ function: LuaValue, _ arguments: [LuaValue]) -> Result<[LuaValue], LuaError> {
        guard let L = activeL else { return .failure(LuaError(message: "the Lua state is closed")) }
        push(function, on: L)
        return protectedCall(on: L, arguments: arguments)
    }

    /// For Swift code running inside a Swift function that Lua called (an engine callback
    /// that runs a Lua override): calls `function`; on error keeps the first error as
    /// ``pendingError`` and returns nil. While an error is pending, nothing runs and nil is
    /// returned. The pending error is raised when the Swift function returns to Lua, so
    /// "Lua -> Swift -> Lua -> error" surfaces as one error with the inner file and line.
    public func callFromHost(_ function: LuaValue, _ arguments: [LuaValue]) -> [LuaValue]? {
        guard pendingError == nil else { return nil }
        switch call(function, arguments) {
        case .success(let results):
            return results
        case .failure(let error):
            pendingError = error
            return nil
        }
    }

    /// A Swift closure that calls `function` later from host code (a timer, an observer, a
    /// completion) through ``callFromHost(_:_:)``. It does not keep the state, so the engine
    /// objects that keep it do not keep the state (and everything in it) alive; once the state
    /// is closed it does nothing.
    public func callback(_ function: LuaValue) -> ([LuaValue]) -> Void {
        { [lifetime] arguments in _ = lifetime.openState?.callFromHost(function, arguments) }
    }

    /// As ``callback(_:)``, for a function whose results the host reads (a sheet detent's
    /// resolver): nil when the call failed (its error is then pending) or the state is closed.
    public func answeringCallback(_ function: LuaValue) -> ([LuaValue]) -> [LuaValue]? {
        { [lifetime] arguments in lifetime.openState?.callFromHost(function, arguments) }
    }

    /// Keeps `error` as the pending error unless one is pending already: for host code that
    /// finds a script's mistake (a wrong return value) while Swift runs inside a call.
    public func setPendingError(_ error: LuaError) {
        if pendingError == nil { pendingError = error }
    }

    /// Takes the pending error away (the trampoline raises it; a host that handles it
    /// itself may clear it).
    @discardableResult
    public func takePendingError() -> LuaError? {
        defer { pendingError = nil }
        return pendingError
    }

    /// Function (already pushed) and arguments: pcall with traceback, collect results.
    private func protectedCall(on L: OpaquePointer, arguments: [LuaValue]) -> Result<[LuaValue], LuaError> {
        let base = lua_gettop(L) - 1
        for argument in arguments { push(argument, on: L) }
        let status = shim_pcall(L, Int32(arguments.count), LUA_MULTRET)
        if status != LUA_OK {
            var message = string(at: -1, on: L) ?? "(error object is not a string)"
            if status == LUA_ERRMEM, let place = takeMemoryWhere() { message = place + ": " + message }
            lua_settop(L, base)
            return .failure(LuaError(handled: message, status: status))
        }
        let top = lua_gettop(L)
        var results: [LuaValue] = []
        if top > base {
            results.reserveCapacity(Int(top - base))
            for index in (base + 1)...top { results.append(value(at: index, on: L)) }
        }
        lua_settop(L, base)
        return .success(results)
    }

    // MARK: Globals and tables

    /// A global variable (raw access to the globals table).
    public subscript(global name: String) -> LuaValue {
        get {
            guard let L = activeL else { return .nil }
            shim_pushglobaltable(L)
            pushString(name, on: L)
            lua_rawget(L, -2)
            let result = value(at: -1, on: L)
            shim_pop(L, 2)
            return result
        }
        set {
            guard let L = activeL else { return }
            shim_pushglobaltable(L)
            pushString(name, on: L)
            push(newValue, on: L)
            lua_rawset(L, -3)
            shim_pop(L, 1)
        }
    }

    /// The globals table.
    public var globalsTable: LuaValue {
        guard let L = activeL else { return .nil }
        shim_pushglobaltable(L)
        return value(at: -1, on: L, popping: true)
    }

    /// A new empty table.
    public func newTable() -> LuaValue {
        guard let L = activeL else { return .nil }
        shim_newtable(L)
        return value(at: -1, on: L, popping: true)
    }

    /// A new array table of `values`.
    public func array(_ values: [LuaValue]) -> LuaValue {
        guard let L = activeL else { return .nil }
        lua_createtable(L, Int32(values.count), 0)
        for (index, element) in values.enumerated() {
            push(element, on: L)
            lua_rawseti(L, -2, lua_Integer(index + 1))
        }
        return value(at: -1, on: L, popping: true)
    }

    /// Sets a table's metatable (both must be tables). The table is never finalized, even if
    /// a script has put a `__gc` in `metatable`: scripts get no finalizers.
    public func setMetatable(_ table: LuaValue, _ metatable: LuaValue) {
        guard let L = activeL, case .table = table, case .table = metatable else { return }
        push(table, on: L)
        push(metatable, on: L)
        shim_setmetatable_inert(L, -2)
        shim_pop(L, 1)
    }

    /// `table[key]`, raw (no metamethods); nil when `table` is not a table.
    public func tableGet(_ table: LuaValue, _ key: String) -> LuaValue {
        rawGet(table) { pushString(key, on: $0) }
    }

    /// `table[key] = value`, raw; does nothing when `table` is not a table.
    public func tableSet(_ table: LuaValue, _ key: String, _ value: LuaValue) {
        rawSet(table, value) { pushString(key, on: $0) }
    }

    /// `table[index]`, raw; nil when `table` is not a table.
    public func tableGet(_ table: LuaValue, _ index: Int) -> LuaValue {
        rawGet(table) { lua_pushinteger($0, lua_Integer(index)) }
    }

    /// `table[index] = value`, raw; does nothing when `table` is not a table.
    public func tableSet(_ table: LuaValue, _ index: Int, _ value: LuaValue) {
        rawSet(table, value) { lua_pushinteger($0, lua_Integer(index)) }
    }

    private func rawGet(_ table: LuaValue, pushingKey pushKey: (OpaquePointer) -> Void) -> LuaValue {
        guard let L = activeL, case .table = table else { return .nil }
        push(table, on: L)
        pushKey(L)
        lua_rawget(L, -2)
        let result = value(at: -1, on: L)
        shim_pop(L, 2)
        return result
    }

    private func rawSet(_ table: LuaValue, _ value: LuaValue, pushingKey pushKey: (OpaquePointer) -> Void) {
        guard let L = activeL, case .table = table else { return }
        push(table, on: L)
        pushKey(L)
        push(value, on: L)
        lua_rawset(L, -3)
        shim_pop(L, 1)
    }

    /// `t[1]`, `t[2]`, ... up to the raw length of `t`.
    public func arrayValues(_ table: LuaValue) -> [LuaValue] {
        guard let L = activeL, case .table = table else { return [] }
        push(table, on: L)
        let count = Int(lua_rawlen(L, -1))
        var values: [LuaValue] = []
        values.reserveCapacity(count)
        if count > 0 {
            for index in 1...count {
                lua_rawgeti(L, -1, lua_Integer(index))
                values.append(value(at: -1, on: L, popping: true))
            }
        }
        shim_pop(L, 1)
        return values
    }

    /// The keys of a table that are not array indices 1...#t, split into string keys (sorted
    /// by bytes) and the count of other keys.
    public func namedKeys(_ table: LuaValue) -> (names: [String], others: Int) {
        guard let L = activeL, case .table = table else { return ([], 0) }
        push(table, on: L)
        let length = lua_Integer(lua_rawlen(L, -1))
        var names: [String] = []
        var others = 0
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            shim_pop(L, 1)  // the value; keep the key for lua_next
            if lua_type(L, -1) == LUA_TSTRING, let name = string(at: -1, on: L) {
                names.append(name)
            } else if shim_isinteger(L, -1) != 0, case let index = lua_tointegerx(L, -1, nil), index >= 1, index <= length {
                continue
            } else {
                others += 1
            }
        }
        shim_pop(L, 1)
        return (names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, others)
    }

    /// A Lua function that runs `body`; `name` is used in argument errors. `body` lives as
    /// long as the state: make functions once, not in a loop.
    public func function(_ name: String, _ body: @escaping LuaFunction) -> LuaValue {
        let made = HostFunction(name: name, body: body)
        ownFunctions.append(made)
        return function(made)
    }

    /// A Lua function calling `function`, which must outlive the state (make it a `static
    /// let`).
    public func function(_ function: HostFunction) -> LuaValue {
        guard let L = activeL else { return .nil }
        ensureStack(L)
        function.push(on: L)
        return value(at: -1, on: L, popping: true)
    }

    /// What `print` passes its line to: the state's ``printHandler``.
    private static let printSink = HostFunction(name: "print") { call throws(LuaError) in
        call.state.printHandler(try call.string(1))
        return 0
    }

    /// Sets global `name` to a function running `body`.
    public func register(_ name: String, _ body: @escaping LuaFunction) {
        self[global: name] = function(name, body)
    }

    /// Sets the global of `function`'s name to it (see ``function(_:)``).
    public func register(_ function: HostFunction) {
        self[global: function.name] = self.function(function)
    }

    /// A bare C function as a Lua value, with no Swift in between: what `stagehand bench`
    /// measures the bridge against. The function must follow Lua's rules (it may raise).
    public func cFunction(_ function: lua_CFunction) -> LuaValue {
        guard let L = activeL else { return .nil }
        ensureStack(L)
        lua_pushcclosure(L, function, 0)
        return value(at: -1, on: L, popping: true)
    }
}

/// A C string literal that is passed to C without conversion.
struct StaticCString: Sendable {
    private let text: StaticString
    init(_ text: StaticString) { self.text = text }
    /// The NUL-terminated bytes.
    var pointer: UnsafePointer<CChar> { UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self) }
}
