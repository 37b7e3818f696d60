import HeadlessUIKit

/// Where ``UIKitCallbacks/deliver(_:to:)`` sends custom transitions' callbacks (rules X1-X4,
/// S14, S15): the delegates' animator and interaction controller questions, and the app's
/// animators and interaction controllers (through a ``TransitionForwarder``). A nil answer
/// means the system's transition, as in UIKit.
@MainActor
enum TransitionCallbacks {
    /// Delivers `callback` to `object` (the presented controller for its transitioning
    /// delegate, the container for its delegate, the app's animator or interaction
    /// controller); nil when it has no method.
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        switch callback.name {
        // The transitioning delegate (rules X1, X4).
        case .animationControllerForPresented:
            guard let presented = object as? UIViewController, let delegate = presented.transitioningDelegate,
                  let presenting = callback.controller("presenting").map(Surfaces.controller),
                  let source = callback.controller("source").map(Surfaces.controller) else { return nil }
            return TransitionForwarder.animator(delegate.animationController(forPresented: presented, presenting: presenting, source: source))
        case .animationControllerForDismissed:
            guard let dismissed = object as? UIViewController, let delegate = dismissed.transitioningDelegate else { return nil }
            return TransitionForwarder.animator(delegate.animationController(forDismissed: dismissed))
        case .interactionControllerForPresentation, .interactionControllerForDismissal:
            guard let presented = object as? UIViewController, let delegate = presented.transitioningDelegate,
                  let animator = TransitionForwarder.appAnimator(callback, "animator") else { return nil }
            return TransitionForwarder.interaction(callback.name == .interactionControllerForPresentation
                ? delegate.interactionControllerForPresentation(using: animator) : delegate.interactionControllerForDismissal(using: animator))
        // The navigation controller's delegate (rules X2, X4, S14).
        case .animationControllerFor:
            guard let navigation = object as? UINavigationController, let delegate = navigation.delegate,
                  let operation = callback.string("operation").flatMap(UINavigationController.Operation.init(engineName:)),
                  let from = callback.controller("fromVC").map(Surfaces.controller),
                  let to = callback.controller("toVC").map(Surfaces.controller) else { return nil }
            return TransitionForwarder.animator(delegate.navigationController(navigation, animationControllerFor: operation, from: from, to: to))
        case .interactionControllerFor:
            guard let navigation = object as? UINavigationController, let delegate = navigation.delegate,
                  let animator = TransitionForwarder.appAnimator(callback, "animationController") else { return nil }
            return TransitionForwarder.interaction(delegate.navigationController(navigation, interactionControllerFor: animator))
        // The tab bar controller's delegate (rules S15, X6).
        case .animationControllerForTransition:
            guard let tabs = object as? UITabBarController, let delegate = tabs.delegate,
                  let from = callback.controller("fromVC").map(Surfaces.controller),
                  let to = callback.controller("toVC").map(Surfaces.controller) else { return nil }
            return TransitionForwarder.animator(delegate.tabBarController(tabs, animationControllerForTransitionFrom: from, to: to))
        case .interactionControllerForTabTransition:
            guard let tabs = object as? UITabBarController, let delegate = tabs.delegate,
                  let animator = TransitionForwarder.appAnimator(callback, "animationController") else { return nil }
            return TransitionForwarder.interaction(delegate.tabBarController(tabs, interactionControllerFor: animator))
        // The app's animators and interaction controllers (rules X1-X4).
        case .transitionDuration:
            guard let animator = object as? UIViewControllerAnimatedTransitioning,
                  let context = callback.transitionContext("transitionContext") else { return nil }
            return .number(Double(animator.transitionDuration(using: TransitionContextSurface.of(context))))
        case .animateTransition:
            guard let animator = object as? UIViewControllerAnimatedTransitioning,
                  let context = callback.transitionContext("transitionContext") else { return nil }
            animator.animateTransition(using: TransitionContextSurface.of(context))
        case .interruptibleAnimator:    // rule H11: a property animator is driven
            guard let animator = object as? UIViewControllerAnimatedTransitioning,
                  let context = callback.transitionContext("transitionContext"),
                  let property = animator.interruptibleAnimator(using: TransitionContextSurface.of(context)) as? UIViewPropertyAnimator else {
                return nil
            }
            return .propertyAnimator(property.engineAnimator)
        case .animationEnded:
            guard let animator = object as? UIViewControllerAnimatedTransitioning, let completed = callback.bool("transitionCompleted") else {
                return nil
            }
            animator.animationEnded(completed)
        case .startInteractiveTransition:
            guard let interaction = object as? UIViewControllerInteractiveTransitioning,
                  let context = callback.transitionContext("transitionContext") else { return nil }
            interaction.startInteractiveTransition(TransitionContextSurface.of(context))
        default: return nil
        }
        return CallbackValue.nothing
    }
}
