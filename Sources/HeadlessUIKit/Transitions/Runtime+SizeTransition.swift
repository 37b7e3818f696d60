/// Size and trait transitions of the window: rules E1, E2 and E4.
extension Runtime {
    /// How long an animated size transition (a rotation) takes. Choice: UIKit documents no
    /// number, so Stagehand picks 0.4 s (docs/semantics.md, rule E1).
    static let rotationDuration = 0.4

    /// Rule E1: the window takes `size`. When its size classes change, the root controller
    /// gets `willTransitionToTraitCollection(traits, coordinator)`; then, when its size
    /// changes, `viewWillTransitionToSize(size, coordinator)`; the base implementations forward
    /// both down the hierarchy. Then, inside the transition's animation: the window and the
    /// views it holds take the new size, every controller whose traits changed gets
    /// `traitCollectionDidChange` (rule E2), the window is laid out (with the safe area
    /// notifications of rule E3), and the alongside animations run (rule E4). The
    /// coordinator's completions run when the transition ends on the clock (on the next
    /// run-loop turn when it is not animated).
    func transitionWindow(to size: Size, userTraits: TraitCollection, animated: Bool, cause: TraceEvent.Cause.Step) throws(EngineError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw EngineError(name: "Stagehand", reason: "the window needs a finite, positive width and height (got \(size))", rule: .E1)
        }
        let oldTraits = display.windowTraits
        let oldSize = display.size
        let newTraits = DisplayEnvironment.windowTraits(size: size, userTraits: userTraits)
        guard size != oldSize || newTraits != oldTraits else { return }
        let coordinator = TransitionCoordinator(duration: animated ? Runtime.rotationDuration : 0)
        let root = window?.rootViewController
        sizeCoordinator = coordinator      // rule X5: vc.transitionCoordinator
        try withCause(cause, rule: .E1) { () throws(EngineError) in
            if newTraits.sizeClassesDiffer(from: oldTraits) {
                root?.send(.willTransitionToTraitCollection, .traits(newTraits), .coordinator(coordinator), rule: .E1)
            }
            if size != oldSize {
                root?.hear(Callback(.viewWillTransitionToSize, .size(size), .coordinator(coordinator)), rule: .E1)
            }
            display.size = size
            display.userTraits = userTraits
            if let window {
                window.resize(to: display.bounds)
                for view in window.subviews { view.frame = window.bounds }
                markSafeAreaChanges(in: window)
            }
            if let root { updateTraits(from: root) }
            presentationsDidResize(horizontalSizeClassChanged: newTraits.horizontalSizeClass != oldTraits.horizontalSizeClass,
                                   coordinator: coordinator)    // rules M1-M3
            try window?.layoutIfNeeded()
            coordinator.start()
        }
        let finish = { [unowned self] in
            withCause("the size transition ended (E4)", rule: .E4) {
                if sizeCoordinator === coordinator { sizeCoordinator = nil }
                coordinator.complete()
            }
        }
        if coordinator.isAnimated { schedule(after: coordinator.transitionDuration, finish) } else { runLoop.mainQueue.append(finish) }
    }
}
