/// A sheet's interactive dismissal (the swipe down): rule S9.
struct InteractiveDismissal {
    /// The controller that presents the sheet.
    unowned let presenter: ViewController
    /// Rule X5: the swipe's coordinator, interactive until it is cancelled or finished.
    let coordinator: TransitionCoordinator
}

extension ViewController {
    /// Rule S9: the user starts to swipe this presented sheet down. Refused, with
    /// `presentationControllerDidAttemptToDismiss` to the delegate, when
    /// `isModalInPresentation` is true or the delegate's `presentationControllerShouldDismiss`
    /// answers false. Otherwise the swipe's interactive coordinator becomes this controller's
    /// `transitionCoordinator` (rule W3), the delegate hears `presentationControllerWillDismiss`,
    /// then this controller begins to disappear (`viewWillDisappear(true)`); the presenter, which
    /// a sheet never hid, hears nothing. Returns whether the dismissal began: false also
    /// when this controller is not a presented sheet on screen, is in a transition, or is
    /// covered by a controller it presents.
    @discardableResult
    public func beginInteractiveDismissal() -> Bool {
        guard let presenter = presentingController, presenter.presentedController === self,
              presentationStyleInEffect.isSheet, interactiveDismissal == nil, !isBeingPresented, !isBeingDismissed,    // rule M2: as adapted
              presentedController == nil,
              viewIfLoaded?.window != nil else { return false }
        return runtime.withCause("the user began to swipe \(name) down (S9)", rule: .S9) {
            if isModalInPresentation || !askDelegateShouldDismiss() {
                tellDelegate(.presentationControllerDidAttemptToDismiss)
                return false
            }
            // Rule W3: the delegate can already read this controller's coordinator.
            let coordinator = TransitionCoordinator.interactive(duration: ViewController.presentationDuration, from: self, to: presenter,
                                                                in: viewIfLoaded?.superview ?? view, participants: [self])
            interactiveDismissal = InteractiveDismissal(presenter: presenter, coordinator: coordinator)
            tellDelegate(.presentationControllerWillDismiss)
            guard interactiveDismissal != nil else { return false }    // the delegate ended it already
            isBeingDismissed = true
            beginAppearanceTransition(false, animated: true)
            return true
        }
    }

    /// Rule S9: the user lets go before the sheet is far enough down: it springs back,
    /// appearing again (`viewWillAppear(true)`, `viewDidAppear(true)`, rule A3's
    /// cancellation); the delegate hears nothing more.
    public func cancelInteractiveDismissal() {
        guard let dismissal = interactiveDismissal else { return }
        interactiveDismissal = nil
        runtime.withCause("the swipe on \(name) was cancelled (S9)", rule: .S9) {
            dismissal.coordinator.interactionEnded(cancelled: true)
            isBeingDismissed = false
            beginAppearanceTransition(true, animated: true)
            endAppearanceTransition()
            dismissal.coordinator.finishInteractive(participants: [self])
        }
    }

    /// Rule S9: the swipe completes: the sheet's view leaves the window, it disappears
    /// (`viewDidDisappear(true)`), the presentation ends, then the delegate hears
    /// `presentationControllerDidDismiss`.
    public func finishInteractiveDismissal() {
        guard let dismissal = interactiveDismissal else { return }
        interactiveDismissal = nil
        runtime.withCause("the swipe dismissed \(name) (S9)", rule: .S9) {
            dismissal.coordinator.interactionEnded(cancelled: false)
            viewIfLoaded?.removeFromSuperview()
            endAppearanceTransition()
            isBeingDismissed = false
            dismissal.presenter.finishPresentation(of: self)
            tellDelegate(.presentationControllerDidDismiss)
            dismissal.coordinator.finishInteractive(participants: [self])
        }
    }

    /// Asks the delegate, when it implements the question; true otherwise.
    private func askDelegateShouldDismiss() -> Bool {
        runtime.send(Callback(.presentationControllerShouldDismiss), to: presentationDelegate, from: self, rule: .S9)?.flag ?? true
    }

    /// Tells the delegate `name`, when it implements it.
    private func tellDelegate(_ name: Callback.Name) {
        runtime.send(Callback(name), to: presentationDelegate, from: self, rule: .S9)
    }
}
