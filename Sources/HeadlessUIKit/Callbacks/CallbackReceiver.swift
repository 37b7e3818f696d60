/// Anything the engine sends callbacks to besides a controller's own overrides: a data
/// source, a delegate, an animator, an interaction controller, or the object that implements
/// a controller (StagehandUIKit's `UIViewController`). A Lua table, a Lua subclass's instance
/// and a Swift object all receive through this one protocol.
///
/// The registry (``Callback/Name/spec``) says which callbacks each kind of receiver gets,
/// with their parameters and answers; the engine sends each one once, through
/// ``Runtime``'s `send(_:to:from:rule:)`, which traces it under ``traceName``.
public protocol CallbackReceiver: AnyObject {
    /// The name the trace records the receiver's callbacks under.
    var traceName: String { get }
    /// Whether the receiver implements `callback` (UIKit's `respondsToSelector:`): a
    /// callback the registry marks optional is sent only to receivers that implement it.
    func implements(_ callback: Callback.Name) -> Bool
    /// Runs `callback`, sent by `sender` (the object UIKit passes as the first argument: the
    /// page view controller of its data source, the scroll view of its delegate; nil when
    /// there is none), and returns the answer, ``CallbackValue/nothing`` for none.
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue
}
