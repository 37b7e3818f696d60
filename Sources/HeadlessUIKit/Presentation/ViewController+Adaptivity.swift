/// Adaptive presentations: rule M2.
extension ViewController {
    /// Rule M2: in a compact width, a presentation of an adaptive style (a popover or a
    /// sheet) asks its delegate which style to take: `adaptivePresentationStyleForTraitCollection`
    /// (with the presenter's traits) when it has it, else `adaptivePresentationStyle`; its
    /// answer `none` keeps the style as it is, another style is taken (`fullScreen` then
    /// hides the presenter, rule S8), and without an answer the presentation controller's
    /// own ``PresentationController/adaptivePresentationStyle`` holds (a popover becomes a
    /// sheet). In a regular width nothing adapts and the delegate is not asked.
    func adapt(_ presentation: PresentationController, presentedBy presenter: ViewController) {
        let style = modalPresentationStyle
        let traits = presenter.traitCollection
        guard style.isSheet, traits.horizontalSizeClass != .regular else { return }
        let fallback = presentation.adaptivePresentationStyle
        let answer = runtime.send(Callback(.adaptivePresentationStyleForTraitCollection, .traits(traits)), to: presentationDelegate,
                                  from: self, rule: .M2)?.text
            ?? runtime.send(Callback(.adaptivePresentationStyle), to: presentationDelegate, from: self, rule: .M2)?.text
        switch answer {
        case ModalPresentationStyle.adaptationNone?:
            presentation.presentationStyle = style
        case let name?:
            if let adapted = ModalPresentationStyle(rawValue: name), adapted != .custom {
                presentation.presentationStyle = adapted
            } else {
                runtime.warn(self.name, "\(self.name)'s presentation cannot adapt to \(name); it adapts to \(fallback.rawValue).", rule: .M2)
                presentation.presentationStyle = fallback
            }
        case nil:
            presentation.presentationStyle = fallback
        }
        presentation.adaptedInCompactWidth = true
    }

    /// Rule M2: once the transition of an adapted presentation exists, the delegate hears
    /// `presentationControllerWillPresentWithAdaptiveStyle`: the style taken, or `none` when
    /// it is the controller's own, with the transition's coordinator.
    func tellWillPresentWithAdaptiveStyle(_ presentation: PresentationController, coordinator: TransitionCoordinator) {
        guard presentation.adaptedInCompactWidth else { return }
        let style = presentation.presentationStyle == modalPresentationStyle ? ModalPresentationStyle.adaptationNone : presentation.presentationStyle.rawValue
        runtime.send(Callback(.presentationControllerWillPresentWithAdaptiveStyle, .text(style), .coordinator(coordinator)),
                     to: presentationDelegate, from: self, rule: .M2)
    }
}

extension ModalPresentationStyle {
    /// The answer of an adaptive delegate that keeps the style (UIKit's `.none`), rule M2.
    public static let adaptationNone = "none"
}
