import HeadlessUIKit

/// UIKit's `UIPercentDrivenInteractiveTransition` (rule X4), over the engine's
/// ``PercentDrivenInteractiveTransition``: given as the interaction controller of a
/// transition, it has the animator animate with its animations held at 0 %; ``update(_:)``
/// moves them, ``finish()`` lets them run on and ``cancel()`` back on the virtual clock, after
/// which the animator completes the transition. `pause()` and `timingCurve` are not here: the
/// engine does not model pausing an interruptible transition.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The engine's interaction controller that drives the transition.
    public let engineInteraction = PercentDrivenInteractiveTransition(name: "UIPercentDrivenInteractiveTransition")

    /// An interaction controller that drives nothing until a transition starts it.
    public init() {}

    /// The animator's duration for the transition it drives (0 before it starts).
    open var duration: CGFloat { CGFloat(engineInteraction.duration) }
    /// The last value given to ``update(_:)``, clamped to 0...1.
    open var percentComplete: CGFloat { CGFloat(engineInteraction.percentComplete) }
    /// How fast the rest runs once the interaction ends: the rest takes
    /// `(1 - percentComplete) * duration / completionSpeed` (default 1; a value not above 0
    /// is ignored).
    open var completionSpeed: CGFloat {
        get { CGFloat(engineInteraction.completionSpeed) }
        set { engineInteraction.completionSpeed = Double(newValue) }
    }
    /// The curve of the rest; kept, not modelled: the held animations run on with their own.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive (default true); Stagehand always starts it
    /// so (rule X4).
    open var wantsInteractiveStart = true

    /// Starts the transition: the animator animates it, held at 0 % (rule X4). A context
    /// that is not Stagehand's starts nothing.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let surface = transitionContext as? TransitionContextSurface else { return }
        engineInteraction.startInteractiveTransition(surface.context)
    }

    /// The transition's progress: below 0 counts as 0, above 1 as 1 (rule X4).
    open func update(_ percentComplete: CGFloat) { engineInteraction.update(Double(percentComplete)) }
    /// The interaction ends and the transition completes (rule X4).
    open func finish() { engineInteraction.finish() }
    /// The interaction ends and the transition is cancelled (rule X4).
    open func cancel() { engineInteraction.cancel() }
}
