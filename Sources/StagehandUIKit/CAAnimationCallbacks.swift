import HeadlessUIKit

/// A Core Animation delegate's callbacks (rule H9), delivered to the app's
/// ``CAAnimationDelegate``: ``UIKitCallbacks/deliver(_:to:)`` hands them here.
enum CAAnimationCallbacks {
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        guard let forwarder = object as? AnimationDelegateForwarder, let animation = forwarder.animation else { return nil }
        switch callback.name {
        case .animationDidStart: forwarder.delegate.animationDidStart(animation)
        case .animationDidStop: forwarder.delegate.animationDidStop(animation, finished: callback.bool("finished") ?? false)
        default: return nil
        }
        return .nothing
    }
}
