/// UIKit's `UIPercentDrivenInteractiveTransition` (rule X4): an interaction controller that
/// runs the animator's `animateTransition` with its animations held, moves them to the
/// point `update` gives, and lets them run on (`finish`) or back (`cancel`) on the virtual
/// clock, after which the animator completes the transition.
public final class PercentDrivenInteractiveTransition: CallbackReceiver {
    /// The name the trace records `startInteractiveTransition` under.
    public let traceName: String
    /// The transition it drives, while it runs.
    public private(set) weak var context: TransitionContext?
    /// The last value given to `update`, clamped to 0...1.
    public private(set) var percentComplete = 0.0

    /// How fast the rest of the transition runs once the interaction ends: the rest takes
    /// `(1 - percentComplete) * duration / completionSpeed` (UIKit's default 1). Above 0.
    public var completionSpeed = 1.0 {
        didSet { if !(completionSpeed.isFinite && completionSpeed > 0) { completionSpeed = oldValue } }
    }

    /// An interaction controller that the trace records under `name`; it drives nothing until
    /// a transition starts it.
    public init(name: String = "PercentDrivenInteractiveTransition") {
        traceName = name
    }

    /// The animator's duration for the transition it drives (0 before it starts).
    public var duration: Double { context?.coordinator.transitionDuration ?? 0 }

    /// Implements `startInteractiveTransition`, its one callback.
    public func implements(_ callback: Callback.Name) -> Bool { callback == .startInteractiveTransition }

    /// Receives `startInteractiveTransition` (rule X4).
    public func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        if callback.name == .startInteractiveTransition, let context = callback.transitionContext("transitionContext") {
            startInteractiveTransition(context)
        }
        return .nothing
    }

    /// Starts the transition: the animator animates it, held at 0 % (rule X4).
    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        percentComplete = 0
        context.runDriven { context.callAnimateTransition() }
        context.adoptInterruptibleAnimator()    // rule H11
    }

    /// Rule X4: the transition's progress; below 0 counts as 0, above 1 as 1, and a
    /// non-finite value is ignored (Stagehand's choice; the binding refuses it).
    public func update(_ percent: Double) {
        guard percent.isFinite else { return }
        percentComplete = min(1, max(0, percent))
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Rule X4: the interaction ends and the transition completes.
    public func finish() {
        context?.completionSpeed = completionSpeed
        context?.finishInteractiveTransition()
    }

    /// Rule X4: the interaction ends and the transition is cancelled.
    public func cancel() {
        context?.completionSpeed = completionSpeed
        context?.cancelInteractiveTransition()
    }
}

extension PercentDrivenInteractiveTransition: TraceNamed {
    /// The trace name.
    public var name: String { traceName }
}
