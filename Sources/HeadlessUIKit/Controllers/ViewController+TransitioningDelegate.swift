/// Asking a presented controller's transitioning delegate: rule X1.
extension ViewController {
    /// Rule X1: the animator of this controller's presentation, from its transitioning
    /// delegate's `animationControllerForPresented` (recorded), or nil.
    func askTransitioningDelegate(presenting: ViewController, source: ViewController) -> CallbackReceiver? {
        runtime.send(Callback(.animationControllerForPresented, .controller(self), .controller(presenting), .controller(source)),
                     to: transitioningDelegate, from: nil, rule: .X1)?.receiver
    }

    /// Rule X1: the animator of this controller's dismissal, from its transitioning
    /// delegate's `animationControllerForDismissed` (recorded), or nil.
    func askTransitioningDelegateForDismissal() -> CallbackReceiver? {
        runtime.send(Callback(.animationControllerForDismissed, .controller(self)), to: transitioningDelegate, from: nil, rule: .X1)?.receiver
    }

    /// Rule X4: the interaction controller of a presentation (`question` is
    /// `interactionControllerForPresentation`) or dismissal that `animator` animates, asked
    /// only once there is a custom animator.
    func askTransitioningDelegateForInteraction(_ question: Callback.Name, _ animator: CallbackReceiver) -> CallbackReceiver? {
        runtime.send(Callback(question, .animator(animator)), to: transitioningDelegate, from: nil, rule: .X4)?.receiver
    }
}
