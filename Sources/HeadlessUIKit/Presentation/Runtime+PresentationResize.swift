/// Presentations on screen when the window changes size: rules M1-M3 with E1.
extension Runtime {
    /// Rules M1-M3: after a size transition has resized the window's views (and sent the
    /// trait changes), each presentation on screen fits the new size: a custom one lays its
    /// container out again (`containerViewWillLayoutSubviews`, the frame, `...DidLayoutSubviews`),
    /// a sheet rests at its detent's new height; and when the horizontal size class changed,
    /// an adaptive presentation adapts again (rule M2) under `coordinator`.
    func presentationsDidResize(horizontalSizeClassChanged: Bool, coordinator: TransitionCoordinator) {
        guard let window else { return }
        for view in window.subviews {
            if let custom = window.customPresentation(containedBy: view) {
                if let placed = custom.placedView { custom.layOutContainer(placing: placed) }
                continue
            }
            guard let controller = view.viewController, controller.viewIfLoaded === view, controller.presentingController != nil,
                  !controller.isBeingPresented, !controller.isBeingDismissed,
                  let presentation = controller.presentationControllerIfAny else { continue }
            if horizontalSizeClassChanged { controller.adaptAgain(presentation, coordinator: coordinator) }
            (presentation as? SheetPresentationController)?.fitPresentedView()
        }
    }
}

extension ViewController {
    /// Rule M2: the presenter's horizontal size class changed while this controller is
    /// presented in an adaptive style: in a compact width the delegate is asked again, in a
    /// regular one the presentation takes its own style back; the delegate then hears
    /// `presentationControllerWillPresentWithAdaptiveStyle` with the transition's coordinator.
    /// When the style taken hides the presenter and the old one did not (or the other way
    /// round), the presenter disappears (or appears) along the transition.
    func adaptAgain(_ presentation: PresentationController, coordinator: TransitionCoordinator) {
        guard modalPresentationStyle.isSheet, let presenter = presentingController else { return }
        let covered = presentation.coversPresenter
        if presenter.traitCollection.horizontalSizeClass == .regular {
            presentation.presentationStyle = modalPresentationStyle
            presentation.adaptedInCompactWidth = true    // the delegate hears `none`
        } else {
            adapt(presentation, presentedBy: presenter)
        }
        tellWillPresentWithAdaptiveStyle(presentation, coordinator: coordinator)
        presentation.coversPresenter = presentation.presentationStyle.coversPresenter
        guard presentation.coversPresenter != covered else { return }
        presenter.beginAppearanceTransition(covered, animated: coordinator.isAnimated)
        coordinator.animateAlongsideTransition(nil) { _ in presenter.endAppearanceTransition() }
    }
}
