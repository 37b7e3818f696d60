import CLua
import LuaShim

/// A Lua value kept alive in the registry (`luaL_ref`) while Swift holds it; released when
/// the last Swift reference goes. Safe to outlive its state: it then does nothing.
public final class LuaRef {
    private let lifetime: StateLifetime
    let ref: Int32

    init(state: LuaState, ref: Int32) {
        lifetime = state.lifetime
        self.ref = ref
    }

    /// The state, while it is open.
    var state: LuaState? { lifetime.openState }

    deinit {
        if let state, let L = state.L {
            luaL_unref(L, shim_registryindex(), ref)
        }
    }

    /// Pushes the value onto `L`'s stack.
    func push(_ L: OpaquePointer) {
        lua_rawgeti(L, shim_registryindex(), lua_Integer(ref))
    }
}
