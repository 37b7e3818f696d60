/// Controller transitions: rules X1-X6. Presentations, pushes and pops, and a container's
/// transitions between its children all run here, with the system's animation or a custom
/// animator, interactive or not.
extension Runtime {
    /// Runs `context`'s transition: its coordinator becomes the participants'
    /// `transitionCoordinator` (rule X5), the animator is asked its `transitionDuration`,
    /// `prepare` runs (the owner begins the appearance transitions and puts the views in
    /// place), then `place` (views whose move is not the transition's own: what the window's
    /// hooks do then is not turned back if the transition is cancelled), then either the
    /// interaction controller gets `startInteractiveTransition` (rule X4) or the animator
    /// `animateTransition` (rule X1). The owner's `onComplete` runs when the animator calls
    /// `completeTransition`.
    func runControllerTransition(_ context: TransitionContext, prepare: () -> Void, place: () -> Void = {}) {
        activeTransitions.append(context)
        for controller in context.participants { controller.activeCoordinator = context.coordinator }
        // The duration first, so that the coordinator knows it in viewWillAppear (choice).
        let duration: Double
        if let animator = context.animator {
            duration = send(Callback(.transitionDuration, .transitionContext(context)), to: animator, from: nil, rule: context.rule)?.number ?? 0
        } else {
            duration = context.system.duration
        }
        context.coordinator.transitionDuration = duration.isFinite ? max(0, duration) : 0
        context.noteBegins(prepare)
        place()
        if let interactor = context.interactor {
            send(Callback(.startInteractiveTransition, .transitionContext(context)), to: interactor, from: nil, rule: .X4)
        } else {
            context.callAnimateTransition()
        }
    }

    /// Rule X3: the animator completed `context`: the participants lose its coordinator, the
    /// owner finishes (or undoes) the transition, the animator hears `animationEnded`, and
    /// the coordinator's completions run (Stagehand's choice of order).
    func finishControllerTransition(_ context: TransitionContext, completed: Bool) {
        activeTransitions.removeAll { $0 === context }
        for controller in context.participants where controller.activeCoordinator === context.coordinator {
            controller.activeCoordinator = nil
        }
        let owner = context.onComplete
        context.onComplete = nil
        if let animator = context.animator {
            withCause("\(object: animator.traceName) completed the transition (\(completed))", rule: context.rule) {
                owner?(completed)
                send(Callback(.animationEnded, .bool(completed)), to: animator, from: nil, rule: context.rule)
            }
        } else {
            owner?(completed)
        }
        context.coordinator.complete()
    }
}

extension ViewController {
    /// Rule X5: the coordinator of the transition this controller, or the nearest of its
    /// parents, takes part in (a presentation, a push or pop, a container's transition, a
    /// size transition while its view is in the window); nil when none is under way.
    public var transitionCoordinator: TransitionCoordinator? {
        for controller in selfAndParents("the search for a transition coordinator") {
            if let coordinator = controller.activeCoordinator, !coordinator.isComplete { return coordinator }
        }
        if let size = runtime.sizeCoordinator, !size.isComplete, viewIfLoaded?.window != nil { return size }
        return nil
    }
}
