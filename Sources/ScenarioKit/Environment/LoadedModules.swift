import LuaBridge

/// The Lua modules a scenario file loaded with `require`: each one's value, by name, the
/// files they came from, and the ones being loaded now (to name a cycle).
struct LoadedModules {
    /// Each loaded module's value, by name.
    var values: [String: LuaValue] = [:]
    /// The files of the modules loaded so far, in order.
    var paths: [String] = []
    /// The modules being loaded now, outermost first.
    var loading: [String] = []
}
