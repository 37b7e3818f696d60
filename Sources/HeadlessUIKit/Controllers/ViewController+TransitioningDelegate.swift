/// Asking a presented controller's transitioning delegate: rule X1.
extension ViewController {
    /// Rule X1: the animator of this controller's presentation, from its transitioning
    /// delegate's `animationControllerForPresented` (recorded), or nil.
    func askTransitioningDelegate(presenting: ViewController, source: ViewController) -> AnimatedTransitioning? {
        guard let delegate = transitioningDelegate, delegate.implements(.animationControllerForPresented) else { return nil }
        runtime.recorder.record(Callback(.animationControllerForPresented, .controller(self), .controller(presenting), .controller(source)),
                                subject: delegate.traceName, rule: .X1)
        return delegate.animationController(forPresented: self, presenting: presenting, source: source)
    }

    /// Rule X1: the animator of this controller's dismissal, from its transitioning
    /// delegate's `animationControllerForDismissed` (recorded), or nil.
    func askTransitioningDelegateForDismissal() -> AnimatedTransitioning? {
        guard let delegate = transitioningDelegate, delegate.implements(.animationControllerForDismissed) else { return nil }
        runtime.recorder.record(Callback(.animationControllerForDismissed, .controller(self)), subject: delegate.traceName, rule: .X1)
        return delegate.animationController(forDismissed: self)
    }

    /// Rule X4: the interaction controller of a presentation (`question` is
    /// `interactionControllerForPresentation`) or dismissal that `animator` animates, asked
    /// only once there is a custom animator.
    func askTransitioningDelegateForInteraction(_ question: Callback.Name, _ animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let delegate = transitioningDelegate, delegate.implements(question) else { return nil }
        runtime.recorder.record(Callback(question, .text(animator.animatorName ?? "nil")), subject: delegate.traceName, rule: .X4)
        return question == .interactionControllerForPresentation
            ? delegate.interactionControllerForPresentation(using: animator)
            : delegate.interactionControllerForDismissal(using: animator)
    }
}
