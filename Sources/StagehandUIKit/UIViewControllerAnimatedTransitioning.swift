import Foundation

/// UIKit's `UIViewControllerAnimatedTransitioning`: an animator of a controller transition
/// (rules X1-X3, X6; S15's tab switch). A delegate gives one from
/// `animationController(forPresented:presenting:source:)`,
/// `navigationController(_:animationControllerFor:from:to:)` or
/// `tabBarController(_:animationControllerForTransitionFrom:to:)`; the engine then asks its
/// ``transitionDuration(using:)``, has it ``animateTransition(using:)`` (it must call the
/// context's `completeTransition(_:)` when done), and tells it ``animationEnded(_:)``.
/// An animator that implements ``interruptibleAnimator(using:)`` with a
/// ``UIViewPropertyAnimator`` has it driven by a ``UIPercentDrivenInteractiveTransition``
/// (rule H11).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animation lasts: the transition coordinator's
    /// `transitionDuration` (asked before the appearance callbacks begin, rule X1).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition, then calls `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The transition ended: completed (`true`) or cancelled (rule X3).
    func animationEnded(_ transitionCompleted: Bool)
    /// The interruptible animator of the transition (rule H11): a percent-driven interaction
    /// asks for it after ``animateTransition(using:)`` and drives it. Return the same one for
    /// the whole transition; only a ``UIViewPropertyAnimator`` is driven.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// None: UIKit does not ask an animator that does not implement it (rule H11).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// UIKit's `UIViewControllerInteractiveTransitioning`: an interaction controller, which the
/// user drives (rule X4). A delegate gives one for an animator it gave; the engine then calls
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition(using:)`.
/// ``UIPercentDrivenInteractiveTransition`` is UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition of `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest runs once the interaction ends. Stagehand reads a percent-driven
    /// interaction's own (rule X4); another interaction controller drives the context itself.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest once the interaction ends; kept, not modelled (rule X4).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Stagehand always starts an interaction
    /// controller's transition interactive (rule X4); `false` is not modelled.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest takes the rest of the duration.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
