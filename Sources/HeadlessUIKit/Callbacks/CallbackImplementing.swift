/// An object that implements a controller's callbacks in place of the engine's `open`
/// methods: StagehandUIKit's `UIViewController`, whose methods have UIKit's signatures.
///
/// When a controller has an ``ViewController/implementation``, its base implementation of a
/// callback (what runs when no script overrides it, or when a script's override calls super)
/// is ``perform(_:on:)``; the implementation reaches the engine's own behaviour with
/// ``ViewController/baseReached(_:)`` from its base methods (rule V3).
public protocol CallbackImplementing: AnyObject {
    /// Runs `callback` on `controller`'s implementation and returns what it returned.
    func perform(_ callback: Callback, on controller: ViewController) -> CallbackValue
    /// The implementation's answer to `shouldAutomaticallyForwardAppearanceMethods` (rule A4),
    /// or nil to leave the controller's stored answer.
    var forwardsAppearanceAutomatically: Bool? { get }
}
