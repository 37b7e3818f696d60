/// Taps under a presentation: rules M1 and M3.
extension Window {
    /// Whether a presentation in front of `view` takes the taps meant for it: a custom
    /// presentation's container view (rule M1: it lies over the whole window), or a sheet's
    /// dimming view (rule M3: at every detent larger than its largest undimmed one). Other
    /// styles are not hit-tested (Stagehand's choice).
    func presentationTakesTap(meantFor view: View) -> Bool {
        var top = view
        while let up = top.superview, up !== self, runtime.charge() { top = up }    // rule R3
        guard let index = subviews.firstIndex(where: { $0 === top }) else { return false }
        for front in subviews[(index + 1)...] {
            if customPresentation(containedBy: front) != nil { return true }
            guard let controller = front.viewController, controller.viewIfLoaded === front, controller.presentingController != nil,
                  let sheet = controller.presentationControllerIfAny as? SheetPresentationController,
                  sheet.presentationStyle == .pageSheet || sheet.presentationStyle == .formSheet else { continue }
            if sheet.dimsPresenter { return true }
        }
        return false
    }

    /// The custom presentation whose container is `view`, a subview of the window: a
    /// presented controller's view inside it names it as its presentation's (rule M1).
    func customPresentation(containedBy view: View) -> PresentationController? {
        var found: PresentationController?
        _ = view.firstInSubtree { inner in
            guard let presentation = inner.viewController?.presentationControllerIfAny,
                  presentation.isCustom, presentation.containerView === view else { return false }
            found = presentation
            return true
        }
        return found
    }
}
