/// The presentation controller of a sheet (styles `pageSheet` and `formSheet`), as UIKit's
/// `UISheetPresentationController` (rule M3): the detents the sheet rests at, the one
/// selected, and up to which one the presenter stays undimmed and interactive.
public final class SheetPresentationController: PresentationController {
    /// How long a drag's or ``animateChanges(_:)``'s change of detent animates.
    public static let detentChangeDuration = 0.3

    /// The heights the sheet may rest at, smallest first as the user sees them (default
    /// `[.large()]`). An empty list is refused with UIKit's complaint; nothing changes.
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                runtime.warn(name, "The detents of a sheet presentation controller must not be empty.", rule: .M3)
                detents = oldValue
            }
            fitPresentedView()
        }
    }
    /// The detent last selected by the user or a script; nil (the default) for the smallest
    /// active one. Setting it moves the sheet without telling the delegate (rule M3).
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { fitPresentedView() }
    }
    /// The largest detent at which no dimming view lies under the sheet, so that the
    /// presenter's views take taps; nil (the default): dimmed at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber (default false). Recorded only.
    public var prefersGrabberVisible = false
    /// Rule G15: the pan that drags the sheet while it is presented, and what it drags.
    var dragRecognizer: DragPanGestureRecognizer?
    var dragTarget: SheetPan?

    /// The container's height: the largest a detent may be.
    private var containerHeight: Double { (containerView ?? presentedViewController?.viewIfLoaded?.window)?.bounds.size.height ?? runtime.screen.size.height }

    /// What a custom detent's resolver is given now.
    private var resolutionContext: Detent.ResolutionContext {
        Detent.ResolutionContext(maximumDetentValue: containerHeight,
                                 containerTraitCollection: presentingViewController?.traitCollection ?? runtime.display.windowTraits)
    }

    /// The height of the detent `identifier` now: one of ``detents``, else a system detent;
    /// nil when it is neither or is inactive.
    public func height(of identifier: Detent.Identifier) -> Double? {
        let detent = detents.first { $0.identifier == identifier }
            ?? (identifier == .medium ? .medium() : identifier == .large ? .large() : nil)
        return detent?.resolvedValue(in: resolutionContext)
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest
    /// active one (else the large one).
    public var currentDetentIdentifier: Detent.Identifier {
        let context = resolutionContext
        let active = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        if let selected = selectedDetentIdentifier, active.contains(where: { $0.0 == selected }) { return selected }
        return active.min { $0.1 < $1.1 }?.0 ?? .large
    }

    /// Rule M3: whether a dimming view lies under the sheet, taking the taps meant for the
    /// presenter: always when ``largestUndimmedDetentIdentifier`` is nil, else when the
    /// current detent is larger than that one (or that one cannot be resolved).
    public var dimsPresenter: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let limit = height(of: undimmed),
              let current = height(of: currentDetentIdentifier) else { return true }
        return current > limit
    }

    /// Rule M3: runs `changes` (a change of detents or of the selected one) animated, as
    /// UIKit's `animateChanges`.
    public func animateChanges(_ changes: () -> Void) {
        runtime.animate(duration: Self.detentChangeDuration, delay: 0, curve: .easeInOut, animations: changes, completion: nil)
    }

    /// Rule M3: the user drags the sheet to the detent `identifier`: it becomes the selected
    /// one, the sheet moves there (animated), then the delegate hears
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`. Dragging to the
    /// detent it rests at changes nothing. Throws when `identifier` is not an active detent
    /// of the sheet, or the sheet is not presented on screen.
    public func drag(to identifier: Detent.Identifier) throws(EngineError) {
        guard let controller = presentedViewController, controller.presentingController != nil,
              controller.presentationControllerIfAny === self, controller.viewIfLoaded?.window != nil,
              !controller.isBeingPresented, !controller.isBeingDismissed else {
            throw EngineError(name: "Stagehand", reason: "the sheet \(name) is not presented on screen: it cannot be dragged", rule: .M3)
        }
        guard detents.contains(where: { $0.identifier == identifier }), height(of: identifier) != nil else {
            let names = detents.map { "\"\($0.identifier.rawValue)\"" }.joined(separator: ", ")
            throw EngineError(name: "Stagehand", reason: "the sheet \(name) has no active detent \"\(identifier.rawValue)\" (its detents: \(names))", rule: .M3)
        }
        guard identifier != currentDetentIdentifier else { return }
        runtime.withCause("the user dragged \(name) to \(identifier.rawValue) (M3)", rule: .M3) {
            animateChanges { selectedDetentIdentifier = identifier }
            runtime.send(Callback(.sheetPresentationControllerDidChangeSelectedDetentIdentifier), to: delegate, from: controller, rule: .M3)
        }
    }

    /// Rule M3: the presented view, in the window, rests at the current detent: the window's
    /// width, the detent's height, at the bottom.
    func fitPresentedView() {
        guard let view = presentedViewController?.viewIfLoaded, let window = view.superview as? Window,
              presentedViewController?.presentationControllerIfAny === self,
              let height = height(of: currentDetentIdentifier) else { return }
        let bounds = window.bounds
        let frame = Rect(x: 0, y: bounds.size.height - height, width: bounds.size.width, height: height)
        if view.frame != frame { view.frame = frame }
    }
}
