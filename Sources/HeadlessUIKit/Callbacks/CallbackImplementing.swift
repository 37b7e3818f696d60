/// A controller's surface, which implements its callbacks in place of the engine's `open`
/// methods: StagehandUIKit's `UIViewController`, whose methods have UIKit's signatures.
///
/// When a controller has a ``ViewController/surface``, its base implementation of a callback
/// (what runs when no script overrides it, or when a script's override calls super) is the
/// surface's ``CallbackReceiver/receive(_:from:)``, sent by the controller; the surface reaches
/// the engine's own behaviour with ``ViewController/baseReached(_:)`` from its base methods
/// (rule V3).
public protocol CallbackImplementing: CallbackReceiver {
    /// The surface's answer to `shouldAutomaticallyForwardAppearanceMethods` (rule A4),
    /// or nil to leave the controller's stored answer.
    var forwardsAppearanceAutomatically: Bool? { get }
    /// Rule X1: the receiver of the transitioning delegate the surface's property answers now
    /// (UIKit reads `transitioningDelegate`, which a subclass may override, when it presents
    /// or dismisses the controller), or nil when it answers none.
    var transitioningDelegateNow: CallbackReceiver? { get }
}
