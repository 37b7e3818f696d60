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

    /// The transition whose `animateTransition` the app's animator was sent last.
    private weak var lastContext: TransitionContext?

    /// Swift cannot tell whether the app's object has `animationEnded` (the default stands
    /// in), so every callback is sent. Rule H11: `interruptibleAnimator(using:)` is, like
    /// UIKit's `respondsToSelector:`, only for an animator whose own method answers (the
    /// default answers ``NoInterruptibleAnimator``); it was sent `animateTransition` first.
    func implements(_ callback: Callback.Name) -> Bool {
        guard callback == .interruptibleAnimator else { return true }
        nonisolated(unsafe) let (object, context) = (appObject, lastContext)
        return MainActorBridge.run(nil, subject: "\(traceName) interruptibleAnimator") {
            guard let animator = object as? UIViewControllerAnimatedTransitioning, let context else { return false }
            return !(animator.interruptibleAnimator(using: TransitionContextSurface.of(context)) is NoInterruptibleAnimator)
        } ?? false
    }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        if callback.name == .animateTransition { lastContext = callback.transitionContext("transitionContext") }
        // Both stay on this thread, the main one, where the bridge runs the delivery.
        nonisolated(unsafe) let (object, callback) = (appObject, callback)
        return MainActorBridge.run(nil, subject: "\(traceName) \(callback.name.rawValue)") {
            UIKitCallbacks.deliver(callback, to: object)
        }.flatMap { $0 } ?? .nothing
    }
}
