import HeadlessUIKit

/// Where ``UIKitCallbacks/deliver(_:to:)`` sends a presentation's callbacks (rules S9, M1-M3):
/// a ``UIPresentationController``'s own members, its delegate's methods, and a transitioning
/// delegate's presentation controller.
@MainActor
enum PresentationCallbacks {
    /// Delivers `callback` to `object` (the presentation controller, or the presented
    /// controller for its transitioning delegate's question); nil when it has no method.
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        if callback.name == .presentationControllerForPresented {
            guard let presented = object as? UIViewController, let presenting = callback.controller("presenting").map(Surfaces.controller),
                  let source = callback.controller("source").map(Surfaces.controller) else { return nil }
            let answer = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
            return answer.map { .receiver($0.enginePresentation) } ?? CallbackValue.nothing
        }
        guard let presentation = object as? UIPresentationController else { return nil }
        switch callback.name {
        case .presentationTransitionWillBegin: presentation.presentationTransitionWillBegin()
        case .presentationTransitionDidEnd: presentation.presentationTransitionDidEnd(callback.bool("completed") ?? false)
        case .dismissalTransitionWillBegin: presentation.dismissalTransitionWillBegin()
        case .dismissalTransitionDidEnd: presentation.dismissalTransitionDidEnd(callback.bool("completed") ?? false)
        case .containerViewWillLayoutSubviews: presentation.containerViewWillLayoutSubviews()
        case .containerViewDidLayoutSubviews: presentation.containerViewDidLayoutSubviews()
        case .frameOfPresentedViewInContainerView: return .rect(presentation.frameOfPresentedViewInContainerView.engineRect)
        case .shouldRemovePresentersView: return .flag(presentation.shouldRemovePresentersView)
        case .presentedView: return presentation.presentedView.map { .view($0.engineView) } ?? CallbackValue.nothing
        default: return deliverToDelegate(callback, of: presentation)
        }
        return CallbackValue.nothing
    }

    /// The presentation delegate's part.
    private static func deliverToDelegate(_ callback: Callback, of presentation: UIPresentationController) -> CallbackValue? {
        guard let delegate = presentation.delegate else { return nil }
        switch callback.name {
        case .adaptivePresentationStyleForTraitCollection:
            guard let traits = callback.traits("traitCollection") else { return nil }
            return .text(delegate.adaptivePresentationStyle(for: presentation, traitCollection: UITraitCollection(traits)).adaptiveAnswer)
        case .adaptivePresentationStyle:
            return .text(delegate.adaptivePresentationStyle(for: presentation).adaptiveAnswer)
        case .presentationControllerWillPresentWithAdaptiveStyle:
            guard let name = callback.text("style") else { return nil }
            let style = ModalPresentationStyle(rawValue: name).map(UIModalPresentationStyle.init) ?? UIModalPresentationStyle.none
            delegate.presentationController(presentation, willPresentWithAdaptiveStyle: style,
                                            transitionCoordinator: callback.coordinator("transitionCoordinator").map(TransitionCoordinatorSurface.init))
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            guard let sheet = presentation as? UISheetPresentationController else { return nil }
            (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        case .presentationControllerShouldDismiss: return .flag(delegate.presentationControllerShouldDismiss(presentation))
        case .presentationControllerWillDismiss: delegate.presentationControllerWillDismiss(presentation)
        case .presentationControllerDidDismiss: delegate.presentationControllerDidDismiss(presentation)
        case .presentationControllerDidAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss(presentation)
        default: return nil
        }
        return CallbackValue.nothing
    }
}
