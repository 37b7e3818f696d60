/// An object that animates a controller transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning` (rules X1-X3): asked how long the transition takes,
/// then told to animate it in the context's container view, it calls the context's
/// `completeTransition` when it is done. Until then the transition is pending.
public protocol AnimatedTransitioning: AnyObject {
    /// The name the trace records its calls under; nil for the system's own animation,
    /// whose calls are not traced.
    var animatorName: String? { get }
    /// How long the transition takes, in seconds.
    func transitionDuration(_ context: TransitionContext) -> Double
    /// Animates the transition; must call `context.completeTransition` when done.
    func animateTransition(_ context: TransitionContext)
    /// The transition completed (`true`) or was cancelled (`false`). Optional.
    func animationEnded(_ completed: Bool)
    /// Whether it implements `animationEnded` (UIKit's `respondsToSelector:`).
    var implementsAnimationEnded: Bool { get }
}

extension AnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ completed: Bool) {}
    /// By default, an animator has `animationEnded`.
    public var implementsAnimationEnded: Bool { true }
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning` (rule X4): started with the context instead of
/// the animator, it reports progress and ends the interaction with the context's
/// `finishInteractiveTransition` or `cancelInteractiveTransition`.
/// ``PercentDrivenInteractiveTransition`` is the concrete one UIKit provides.
public protocol InteractiveTransitioning: AnyObject {
    /// The name the trace records its calls under.
    var traceName: String { get }
    /// Starts the interactive transition.
    func startInteractiveTransition(_ context: TransitionContext)
}

/// The system's own transition (rules S1, S2, S5, S8, N2): an animation of the container's
/// duration and curve running `animations`, which completes the transition when it ends
/// (on the next run-loop turn when the duration is 0). Not traced.
final class SystemAnimator: AnimatedTransitioning {
    let duration: Double
    let curve: AnimationCurve
    let animations: (() -> Void)?
    /// Whether the animation ran to its end (false when its view's animations were removed).
    private(set) var finished = true

    init(duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        self.animations = animations
    }

    var animatorName: String? { nil }
    var implementsAnimationEnded: Bool { false }
    func transitionDuration(_ context: TransitionContext) -> Double { duration }

    func animateTransition(_ context: TransitionContext) {
        context.runtime.animate(duration: duration, delay: 0, curve: curve, animations: { animations?() }) { [self] finished in
            self.finished = finished
            context.completeTransition(true)
        }
    }
}
