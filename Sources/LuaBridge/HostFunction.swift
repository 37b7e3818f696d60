import CLua
import LuaShim

/// A Swift function callable from Lua. Pushes its results and returns how many; throws a
/// ``LuaError`` to raise an error at the calling script's line.
public typealias LuaFunction = (LuaCall) throws(LuaError) -> Int

/// A Swift function that Lua can call, independent of any state: make it once (a `static
/// let`) and hand it to every state with ``LuaState/function(_:)``; a ``LuaClass`` makes
/// one for each of its methods. A state holds it unretained (as a light userdata),
/// so a function costs a state one Lua closure and no Swift allocation; whoever made it keeps
/// it alive for as long as a state may call it. The body finds the state it runs in as
/// ``LuaCall/state``. Immutable, hence shareable across threads.
public final class HostFunction: @unchecked Sendable {
    /// The name used in argument errors.
    public let name: String
    let body: LuaFunction

    /// A function running `body`; argument errors name it `name`.
    public init(name: String, body: @escaping LuaFunction) {
        self.name = name
        self.body = body
    }

    /// Runs the body for a call from `L` in `state` (whose bookkeeping is `info`); returns a
    /// result count or a shim error code with the error on top of the stack. A pending error
    /// from a nested host call wins: it happened first.
    ///
    /// The running thread and the pending-error flag live in the C bookkeeping: as Swift
    /// class properties, every call paid for two dynamic exclusivity checks.
    func invoke(_ L: OpaquePointer, _ state: LuaState, _ info: UnsafeMutablePointer<ShimState>) -> Int32 {
        let saved = info.pointee.current
        info.pointee.current = L
        defer { info.pointee.current = saved }
        let call = LuaCall(L: L, state: state, name: name)
        do {
            let count = try body(call)
            if info.pointee.pendingError != 0, let pending = state.takePendingError() {
                state.pushString(pending.message, on: L)
                return Int32(SHIM_ERROR_RAW)
            }
            return Int32(count)
        } catch {
            if let pending = state.takePendingError() {
                state.pushString(pending.message, on: L)
                return Int32(SHIM_ERROR_RAW)
            }
            state.pushString(error.message, on: L)
            return Int32(SHIM_ERROR_WHERE)
        }
    }

    /// Pushes a Lua function that calls this function; the caller keeps it alive.
    func push(on L: OpaquePointer) {
        shim_push_function(L, Unmanaged.passUnretained(self).toOpaque())
    }
}

/// The one dispatcher behind every trampoline: the function from the closure's upvalue, the
/// state from the allocator's bookkeeping (every thread of a state shares it).
let dispatchToSwift: shim_dispatcher = { L, raw, info in
    guard let L, let raw, let info, let host = info.pointee.host else { return 0 }
    // Neither is retained: the host keeps both alive, and the state may be closing (lua_close
    // runs the objects' finalizers, which reach Swift through the releaser).
    return Unmanaged<HostFunction>.fromOpaque(raw)._withUnsafeGuaranteedRef { function in
        Unmanaged<LuaState>.fromOpaque(host)._withUnsafeGuaranteedRef { state in function.invoke(L, state, info) }
    }
}

/// Releases the Swift object a collected object userdata held.
let releaseSwiftObject: shim_releaser = { raw in
    guard let raw else { return }
    Unmanaged<AnyObject>.fromOpaque(raw).release()
}
