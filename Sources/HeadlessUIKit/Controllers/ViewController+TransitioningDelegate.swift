/// Asking a presented controller's transitioning delegate: rule X1.
extension ViewController {
    /// Rule X1: the transitioning delegate a presentation or dismissal asks: what the
    /// surface's property answers now, else the one set.
    var currentTransitioningDelegate: CallbackReceiver? {
        if let surface { return surface.transitioningDelegateNow }
        return transitioningDelegate
    }

    /// Rule X1: the animator of this controller's presentation, from its transitioning
    /// delegate's `animationControllerForPresented` (recorded), or nil.
    func askTransitioningDelegate(presenting: ViewController, source: ViewController) -> CallbackReceiver? {
        runtime.send(Callback(.animationControllerForPresented, .controller(self), .controller(presenting), .controller(source)),
                     to: currentTransitioningDelegate, from: nil, rule: .X1)?.receiver
    }

    /// Rule X1: the animator of this controller's dismissal, from its transitioning
    /// delegate's `animationControllerForDismissed` (recorded), or nil.
    func askTransitioningDelegateForDismissal() -> CallbackReceiver? {
        runtime.send(Callback(.animationControllerForDismissed, .controller(self)), to: currentTransitioningDelegate, from: nil, rule: .X1)?.receiver
    }

    /// Rule X4: the interaction controller of a presentation (`question` is
    /// `interactionControllerForPresentation`) or dismissal that `animator` animates, asked
    /// only once there is a custom animator.
    func askTransitioningDelegateForInteraction(_ question: Callback.Name, _ animator: CallbackReceiver) -> CallbackReceiver? {
        runtime.send(Callback(question, .animator(animator)), to: currentTransitioningDelegate, from: nil, rule: .X4)?.receiver
    }

    /// Rules S5, S8, X1, X4: the transition of this controller's presentation by `presenter`
    /// (asked from `source`), or of its dismissal when `source` is nil, in `container`: run by
    /// the transitioning delegate's animator, and its interaction controller, when the
    /// delegate gives one for an animated transition (rule X1); else by the system's animation
    /// of ``presentationDuration`` (0 when not animated), under the style's rule. When
    /// `presenterViewStays` (the presentation does not take the presenter's view out), the
    /// context hands the animator no view for the presenter's side (rule X3).
    func presentationTransition(by presenter: ViewController, source: ViewController?, animated: Bool,
                                in container: View, presenterViewStays: Bool) -> TransitionContext {
        let presenting = source != nil
        let animator = !animated ? nil
            : source.map { askTransitioningDelegate(presenting: presenter, source: $0) } ?? askTransitioningDelegateForDismissal()
        let interactor = animator.flatMap {
            askTransitioningDelegateForInteraction(presenting ? .interactionControllerForPresentation : .interactionControllerForDismissal, $0)
        }
        let context = TransitionContext(runtime: runtime, owner: presenter, from: presenting ? presenter : self, to: presenting ? self : presenter,
                                        containerView: container, animated: animated,
                                        rule: animator == nil ? modalPresentationStyle.presentationRule : .X1, animator: animator,
                                        system: SystemAnimator(duration: animated ? ViewController.presentationDuration : 0), interactor: interactor)
        if presenterViewStays { context.viewLeftInPlace = presenting ? .from : .to }
        return context
    }
}

extension ModalPresentationStyle {
    /// The rule a presentation of this style follows: S8 for the styles that present in a
    /// context and popovers, M1 for a custom one, S5 for the others.
    var presentationRule: Rule { usesContext || self == .popover ? .S8 : self == .custom ? .M1 : .S5 }
}
