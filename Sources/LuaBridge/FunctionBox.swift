import CLua
import LuaShim

/// A Swift function callable from Lua. Pushes its results and returns how many; throws a
/// ``LuaError`` to raise an error at the calling script's line.
public typealias LuaFunction = (LuaCall) throws(LuaError) -> Int

/// What a trampoline closure holds: the Swift body and its state.
final class FunctionBox {
    let name: String
    /// Not reference-counted: the box lives in the state's userdata and dies with it.
    unowned(unsafe) let state: LuaState
    let body: LuaFunction

    init(name: String, state: LuaState, body: @escaping LuaFunction) {
        self.name = name
        self.state = state
        self.body = body
    }

    /// Runs the body for a call from `L`; returns a result count or a shim error code with
    /// the error on top of the stack. A pending error from a nested host call wins: it
    /// happened first.
    func invoke(_ L: OpaquePointer) -> Int32 {
        let saved = state.currentL
        state.currentL = L
        defer { state.currentL = saved }
        let call = LuaCall(L: L, state: state, name: name)
        do {
            let count = try body(call)
            if let pending = state.takePendingError() {
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
}

/// The one dispatcher behind every trampoline.
let dispatchToSwift: shim_dispatcher = { L, raw in
    guard let L, let raw else { return 0 }
    return Unmanaged<FunctionBox>.fromOpaque(raw).takeUnretainedValue().invoke(L)
}

/// Releases the Swift object (a function box or a pushed object) a collected userdata held.
let releaseSwiftObject: shim_releaser = { raw in
    guard let raw else { return }
    Unmanaged<AnyObject>.fromOpaque(raw).release()
}
