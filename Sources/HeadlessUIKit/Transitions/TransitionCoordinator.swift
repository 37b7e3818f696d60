/// A transition under way, as UIKit's `UIViewControllerTransitionCoordinator` (rules E4 and
/// X5): size and trait transitions hand one to every controller they reach, and every
/// controller transition (presentations, pushes and pops, a container's transition between
/// children, interactive or not) makes one that `vc.transitionCoordinator` returns while it
/// runs. Controllers can animate along with it, learn when its interaction ends and when it
/// ends. It is also the context its blocks receive.
public final class TransitionCoordinator {
    /// How long the transition's animation lasts, in seconds (a custom animator's
    /// `transitionDuration` once it has answered, rule X1).
    public internal(set) var transitionDuration: Double
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether the transition was cancelled: an interactive transition the user gave up, or
    /// an animator that completed with false (rule X4); size transitions never are.
    public private(set) var isCancelled = false
    /// Whether the transition began as an interactive one; it never changes (rule X5).
    public let initiallyInteractive: Bool
    /// Whether the user is driving it now: true from its start until `finish` or `cancel`.
    public private(set) var isInteractive: Bool
    /// How far the interaction had brought it, 0...1 (rule X4).
    public internal(set) var percentComplete: Double = 0
    /// Whether the transition's animation has started: alongside animations then run at once.
    public private(set) var hasStarted = false
    /// Whether the transition has ended and its completions have run.
    public private(set) var isComplete = false
    /// The controllers of a controller transition (nil for a size transition).
    public internal(set) weak var fromViewController: ViewController?
    /// The controller coming on screen in a controller transition.
    public internal(set) weak var toViewController: ViewController?
    /// The view the transition happens in (nil for a size transition).
    public internal(set) weak var containerView: View?

    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []

    /// The coordinator of a transition of `duration` seconds (0 when negative or not finite),
    /// animated when the duration is above 0 unless `animated` says otherwise, and interactive
    /// from the start when `interactive`.
    public init(duration: Double, animated: Bool? = nil, interactive: Bool = false) {
        transitionDuration = duration.isFinite ? max(0, duration) : 0
        isAnimated = animated ?? (duration > 0)
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    /// Rules E4 and X5: `animation` runs inside the transition's animation (at once if the
    /// animation has started); `completion` runs when the transition ends (at once if it has
    /// ended). Returns true, as UIKit does for a transition that is under way.
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

    /// Rule X5: `handler` runs when the transition stops being interactive (the user's
    /// `finish` or `cancel`), with `isCancelled` telling which, before the controllers hear
    /// of it. A transition that is not interactive (any more) never calls it.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        guard isInteractive, !isComplete else { return }
        interactionHandlers.append(handler)
    }

    /// The controller for `key` in a controller transition.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// Whether alongside animations are waiting for the transition's animation to start.
    var hasQueuedAlongside: Bool { !alongside.isEmpty }

    /// Runs the alongside animations queued so far; later ones run as they are added.
    func start() {
        hasStarted = true
        while !alongside.isEmpty { alongside.removeFirst()(self) }
    }

    /// Rule X4: the interaction ends, finished or cancelled; the handlers run in order.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        while !interactionHandlers.isEmpty { interactionHandlers.removeFirst()(self) }
    }

    /// Marks a transition that an animator completed with false as cancelled.
    func markCancelled() { isCancelled = true }

    /// Rule X5: the coordinator of a system swipe (S3's interactive pop, S9's sheet
    /// dismissal), which the participants' `transitionCoordinator` returns until it ends.
    static func interactive(duration: Double, from: ViewController, to: ViewController, in container: View,
                            participants: [ViewController]) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(duration: duration, animated: true, interactive: true)
        coordinator.fromViewController = from
        coordinator.toViewController = to
        coordinator.containerView = container
        coordinator.start()
        for controller in participants { controller.activeCoordinator = coordinator }
        return coordinator
    }

    /// Rule X5: a system swipe ended: the participants lose the coordinator, whose
    /// completions run.
    func finishInteractive(participants: [ViewController]) {
        for controller in participants where controller.activeCoordinator === self { controller.activeCoordinator = nil }
        complete()
    }

    /// Runs the completions, in the order they were added.
    func complete() {
        guard !isComplete else { return }
        start()
        isComplete = true
        interactionHandlers.removeAll()
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}

/// The two sides of a controller transition (UIKit's `UITransitionContextViewControllerKey`).
public enum TransitionKey: String, Sendable, CaseIterable {
    /// The controller on screen when the transition starts.
    case from
    /// The controller on screen when it completes.
    case to
}
