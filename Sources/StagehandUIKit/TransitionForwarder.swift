import HeadlessUIKit

/// What the engine's animator or interaction controller is when the app's delegate gives
/// one of its own (rules X1-X4, S15): the receiver that passes `transitionDuration`,
/// `animateTransition`, `animationEnded` and `startInteractiveTransition` on to the app's
/// object through ``UIKitCallbacks/deliver(_:to:)``. Unlike a delegate, held strongly: the
/// transition keeps it, as UIKit does. Traced under the app's object's type name.
final class TransitionForwarder: CallbackReceiver {
    /// The app's animator or interaction controller.
    let appObject: AnyObject

    /// Stands for `appObject`.
    init(_ appObject: AnyObject) { self.appObject = appObject }

    /// The engine receiver of an app's animator, or nil.
    static func animator(_ animator: UIViewControllerAnimatedTransitioning?) -> CallbackValue {
        animator.map { .receiver(TransitionForwarder($0)) } ?? .nothing
    }

    /// The engine receiver of an app's interaction controller, or nil.
    static func interaction(_ interaction: UIViewControllerInteractiveTransitioning?) -> CallbackValue {
        interaction.map { .receiver(TransitionForwarder($0)) } ?? .nothing
    }

    /// The app's animator a callback's `name` argument stands for.
    static func appAnimator(_ callback: Callback, _ name: String) -> UIViewControllerAnimatedTransitioning? {
        (callback.animator(name) as? TransitionForwarder)?.appObject as? UIViewControllerAnimatedTransitioning
    }

    var traceName: String { String(describing: type(of: appObject)) }

    /// Swift cannot tell whether the app's object has `animationEnded` (the default stands
    /// in), so every callback is sent, but `interruptibleAnimator(using:)`, which
    /// StagehandUIKit's protocol does not declare yet (rule H11 drives Lua's).
    func implements(_ callback: Callback.Name) -> Bool { callback != .interruptibleAnimator }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        UIKitCallbacks.deliver(callback, to: appObject) ?? .nothing
    }
}
