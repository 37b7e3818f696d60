/// One controller transition under way, as UIKit's `UIViewControllerContextTransitioning`
/// (rules X1-X6): what its animator and its interaction controller are handed. It knows the
/// controllers on both sides and the container view, tracks the interaction, and ends the
/// transition when the animator calls ``completeTransition(_:)``; until then it is pending.
/// Presentations, pushes and pops, and a container's transitions between its children all
/// run through one (the system's own animation being ``SystemAnimator``).
public final class TransitionContext {
    let runtime: Runtime
    /// The container that runs the transition: the navigation controller, the presenter,
    /// the parent of the two children.
    public let owner: ViewController
    /// The controller on screen when the transition starts.
    public let fromViewController: ViewController?
    /// The controller on screen when it completes.
    public let toViewController: ViewController?
    /// The view the transition happens in.
    public let containerView: View
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// The rule the transition follows, recorded on its animator's calls.
    public let rule: Rule
    /// Whether the user drives it now (rule X4).
    public private(set) var isInteractive: Bool
    /// Whether the transition was cancelled: the interaction was, or the animator completed
    /// with false.
    public private(set) var transitionWasCancelled = false
    /// Whether `completeTransition` was called.
    public private(set) var isComplete = false
    /// How far the interaction has brought the transition, 0...1.
    public private(set) var percentComplete = 0.0
    /// The transition's coordinator (rule X5).
    public let coordinator: TransitionCoordinator
    /// The object that stands for this context to the app's code (StagehandUIKit's), one for
    /// the whole transition and kept until it completes, as UIKit keeps its context while
    /// the transition runs: apps hold it weakly (rule X3).
    public var surface: AnyObject?

    /// The custom animator (rules X1-X3), or nil for the system's animation, ``system``.
    let animator: CallbackReceiver?
    /// The system's animation, run when there is no custom animator.
    let system: SystemAnimator
    /// The interaction controller driving the transition (rule X4), if any.
    let interactor: CallbackReceiver?
    /// Rule X4: how fast the held animations run once the interaction ends (a percent-driven
    /// interaction controller's `completionSpeed`).
    var completionSpeed = 1.0
    /// What the owner does when the transition completes (true) or is cancelled (false).
    var onComplete: ((Bool) -> Void)?
    /// The animations the animator started while the interaction drives them (rule X4).
    private var driven: [Animation] = []
    /// The animator's interruptible animator, which the interaction drives (rule H11).
    public private(set) var interruptibleAnimator: PropertyAnimator?

    init(runtime: Runtime, owner: ViewController, from: ViewController?, to: ViewController?, containerView: View,
         animated: Bool, rule: Rule, animator: CallbackReceiver?, system: SystemAnimator, interactor: CallbackReceiver?) {
        self.runtime = runtime
        self.owner = owner
        fromViewController = from
        toViewController = to
        self.containerView = containerView
        isAnimated = animated
        self.rule = rule
        self.animator = animator
        self.system = system
        self.interactor = interactor
        isInteractive = interactor != nil
        coordinator = TransitionCoordinator(duration: 0, animated: animated, interactive: interactor != nil)
        coordinator.fromViewController = from
        coordinator.toViewController = to
        coordinator.containerView = containerView
    }

    /// The controllers whose `transitionCoordinator` is this transition's.
    var participants: [ViewController] {
        var list: [ViewController] = [owner]
        for controller in [fromViewController, toViewController].compactMap({ $0 }) where !list.contains(where: { $0 === controller }) {
            list.append(controller)
        }
        return list
    }

    /// The controller for `key` (UIKit's `viewController(forKey:)`).
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// The side whose view the animator must leave alone: a presenter's view that the
    /// presentation does not take out of the window (rule X3).
    var viewLeftInPlace: TransitionKey?

    /// The view of the controller for `key` (UIKit's `view(forKey:)`), if loaded; nil for a
    /// presenter's view that the presentation leaves in place (rule X3: UIKit's header, "nil
    /// ... would indicate that the animator should not manipulate the associated view
    /// controller's view").
    public func view(forKey key: TransitionKey) -> View? {
        guard key != viewLeftInPlace else { return nil }
        return viewController(forKey: key)?.viewIfLoaded
    }

    /// Rule X3: the animator is done. `true` completes the transition, `false` cancels it
    /// (the controllers' appearance is reversed if the interaction had not done so). The
    /// owner then ends the appearance transitions and fixes up its state, the animator hears
    /// `animationEnded`, and the coordinator's completions run. A second call changes
    /// nothing and records a warning (Stagehand's choice).
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            runtime.warn(owner.name, "completeTransition(\(didComplete)) was called again on a transition that already completed; it is ignored.", rule: .X3)
            return
        }
        isComplete = true
        if isInteractive {
            // The animator completed while the user still drove it: the interaction ends now.
            isInteractive = false
            coordinator.interactionEnded(cancelled: !didComplete)
        }
        if !didComplete {
            if !transitionWasCancelled {
                transitionWasCancelled = true
                coordinator.markCancelled()
            }
            reverseAppearance()
        }
        runtime.dropPaused(driven)
        driven = []
        interruptibleAnimator = nil
        runtime.finishControllerTransition(self, completed: didComplete)
        surface = nil
    }

    /// Rule X4: the interaction's progress, clamped to 0...1 (UIKit clamps below 0; above 1
    /// would look complete). A non-finite value, or a call outside the interaction, changes
    /// nothing. The animations the animator started show that point of their course.
    public func updateInteractiveTransition(_ percent: Double) {
        guard isInteractive, !isComplete, percent.isFinite else { return }
        percentComplete = min(1, max(0, percent))
        coordinator.percentComplete = percentComplete
        for animation in driven { animation.pausedFraction = percentComplete }
        interruptibleAnimator?.setFractionComplete(percentComplete)    // rule H11
    }

    /// Rule X4: the user completes the gesture: the coordinator's interaction handlers run,
    /// then the animations run on from where the interaction left them, and end after the
    /// rest of their duration (the animator then completes the transition).
    public func finishInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        runtime.withCause("the interaction finished the transition (X4)", rule: .X4) {
            coordinator.interactionEnded(cancelled: false)
            runtime.resume(driven, reversed: false, from: percentComplete, speed: completionSpeed)
            continueInterruptibleAnimator(reversed: false)
        }
        driven = []
    }

    /// Rule X4: the user gives up: `transitionWasCancelled` becomes true, the coordinator's
    /// interaction handlers run, the controller that was appearing begins to disappear and
    /// the one that was disappearing begins to appear again, and the animations run back to
    /// their start (the animator then completes the transition with false).
    public func cancelInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        runtime.withCause("the interaction cancelled the transition (X4)", rule: .X4) {
            coordinator.interactionEnded(cancelled: true)
            // A handler may have completed the transition already: nothing is left to turn back.
            guard !isComplete else { return }
            reverseAppearance()
            runtime.resume(driven, reversed: true, from: percentComplete, speed: completionSpeed)
            continueInterruptibleAnimator(reversed: true)
        }
        driven = []
    }

    /// Rule X4: a cancelled transition turns back: `to` disappears again and `from` appears
    /// again, each only if the transition's begins moved it (a controller already off screen,
    /// whose begin sent nothing, stays as it is), and even if another end (the window's, a
    /// parent's) has already finished that move; `from` only while its view is in the window.
    private func reverseAppearance() {
        guard !hasReversed else { return }
        hasReversed = true
        if movedTo, let to = toViewController, to.appearState == .appearing || to.appearState == .appeared {
            to.beginAppearanceTransition(false, animated: isAnimated)
        }
        if movedFrom, let from = fromViewController, from.viewIfLoaded?.window != nil,
           from.appearState == .disappearing || from.appearState == .disappeared {
            from.beginAppearanceTransition(true, animated: isAnimated)
        }
    }

    /// Whether the owner's begins moved `from` (to disappearing) and `to` (to appearing).
    private var movedFrom = false, movedTo = false
    /// Whether the appearance was turned back already.
    private var hasReversed = false

    /// Runs the owner's begins, noting which controllers they moved: `from` into
    /// disappearing, `to` into appearing (not those already there for another reason).
    func noteBegins(_ begins: () -> Void) {
        let from = fromViewController?.appearState, to = toViewController?.appearState
        begins()
        movedFrom = from != .disappearing && fromViewController?.appearState == .disappearing
        movedTo = to != .appearing && toViewController?.appearState == .appearing
    }

    /// Rules X1-X3: records and sends `animateTransition` to the animator, then starts the
    /// coordinator's alongside animations (inside an animation of the transition's length).
    func callAnimateTransition() {
        let known = Set(runtime.animator.running.map(\.id))
        defer {
            let label = "the transition from \(fromViewController?.name ?? "nil") to \(toViewController?.name ?? "nil")"
            for animation in runtime.animator.running where !known.contains(animation.id) && animation.label == nil {
                animation.label = label
            }
        }
        if let animator {
            runtime.send(Callback(.animateTransition, .transitionContext(self)), to: animator, from: nil, rule: rule)
        } else {
            system.animateTransition(self)
        }
        guard !coordinator.hasStarted else { return }
        if coordinator.hasQueuedAlongside, !isComplete {
            let coordinator = coordinator
            runtime.animate(duration: coordinator.transitionDuration, delay: 0, curve: .easeInOut,
                            animations: { coordinator.start() }, completion: nil)
        } else {
            coordinator.start()
        }
    }

    /// Rule H11: after `animateTransition`, an animator that implements
    /// `interruptibleAnimator(using:)` is asked for its property animator, which the
    /// interaction then drives: paused at the interaction's progress, scrubbed by each update,
    /// run on (or reversed and run back) when the interaction ends.
    func adoptInterruptibleAnimator() {
        guard isInteractive, !isComplete, let animator, animator.implements(.interruptibleAnimator),
              let driving = runtime.send(Callback(.interruptibleAnimator, .transitionContext(self)), to: animator, from: nil,
                                         rule: .H11)?.propertyAnimator else { return }
        interruptibleAnimator = driving
        do {
            try driving.pauseAnimation()
            driving.setFractionComplete(percentComplete)
        } catch {
            runtime.app?.recordUncaughtException(error, subject: driving.name)
        }
    }

    /// Rule H11: the interaction ended: the interruptible animator runs the rest at the
    /// completion speed, forwards or reversed.
    private func continueInterruptibleAnimator(reversed: Bool) {
        guard let driving = interruptibleAnimator, driving.state == .active else { return }
        if reversed { driving.setReversed(true) }
        do {
            try driving.continueAnimation(timing: nil, durationFactor: 1 / completionSpeed)
        } catch {
            runtime.app?.recordUncaughtException(error, subject: driving.name)
        }
    }

    /// Rule X4: runs `body` (the animator's `animateTransition`) and holds the animations it
    /// starts at the interaction's progress until it finishes or is cancelled.
    public func runDriven(_ body: () -> Void) {
        let known = Set(runtime.animator.running.map(\.id))
        body()
        guard isInteractive, !isComplete else { return }
        let started = runtime.animator.running.filter { !known.contains($0.id) }
        runtime.pause(started, at: percentComplete)
        driven += started
    }
}
