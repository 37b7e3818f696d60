/// A transition under way, as UIKit's `UIViewControllerTransitionCoordinator` (rule E4): size
/// and trait transitions hand one to every controller they reach, which can animate along
/// with it and learn when it ends. It is also the context its completions receive.
public final class TransitionCoordinator {
    /// How long the transition's animation lasts, in seconds.
    public let transitionDuration: Double
    /// Whether the transition is animated.
    public var isAnimated: Bool { transitionDuration > 0 }
    /// Whether the transition was cancelled; size transitions never are.
    public private(set) var isCancelled = false
    /// Whether the transition's animation has started: alongside animations then run at once.
    public private(set) var hasStarted = false
    /// Whether the transition has ended and its completions have run.
    public private(set) var isComplete = false

    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []

    /// Makes a coordinator for a transition of `duration` seconds.
    public init(duration: Double) {
        transitionDuration = max(0, duration)
    }

    /// Rule E4: `animation` runs inside the transition's animation, after the new size and
    /// traits are in place (at once if the animation has started); `completion` runs when the
    /// transition ends (at once if it has ended). Returns true, as UIKit does for a transition
    /// that is under way.
    @discardableResult
    public func animateAlongsideTransition(_ animation: ((TransitionCoordinator) -> Void)?,
                                           completion: ((TransitionCoordinator) -> Void)?) -> Bool {
        if let animation {
            if hasStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion {
            if isComplete { completion(self) } else { completions.append(completion) }
        }
        return true
    }

    /// Runs the alongside animations queued so far; later ones run as they are added.
    func start() {
        hasStarted = true
        while !alongside.isEmpty { alongside.removeFirst()(self) }
    }

    /// Runs the completions, in the order they were added.
    func complete() {
        guard !isComplete else { return }
        start()
        isComplete = true
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}
