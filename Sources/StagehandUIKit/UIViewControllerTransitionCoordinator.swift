import HeadlessUIKit

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition under way tells
/// (rule E4).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether it was cancelled (size transitions never are).
    var isCancelled: Bool { get }
    /// How long its animation lasts.
    var transitionDuration: TimeInterval { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: animate along with a size transition and
/// learn when it ends (rule E4).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` when it ends.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's default argument: `animate(alongsideTransition:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of an engine transition.
final class TransitionCoordinatorSurface: UIViewControllerTransitionCoordinator {
    let coordinator: TransitionCoordinator

    init(_ coordinator: TransitionCoordinator) { self.coordinator = coordinator }

    var isAnimated: Bool { coordinator.isAnimated }
    var isCancelled: Bool { coordinator.isCancelled }
    var transitionDuration: TimeInterval { coordinator.transitionDuration }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        coordinator.animateAlongsideTransition(animation.map { body in { _ in body(self) } },
                                               completion: completion.map { body in { _ in body(self) } })
    }
}
