/// Whether a ``LuaState`` is still open, for the things that may outlive it (a ``LuaRef``, a
/// callback kept by the engine). They hold this instead of a weak reference to the state: a
/// weak reference would give the state a side table, and every retain of the state on every
/// call from Lua would then take Swift's slow reference-counting path.
final class StateLifetime {
    /// The state; valid only while ``isOpen``.
    unowned(unsafe) var state: LuaState?
    /// False from the moment the state closes.
    var isOpen = true

    /// The state if it is still open.
    var openState: LuaState? { isOpen ? state : nil }
}
