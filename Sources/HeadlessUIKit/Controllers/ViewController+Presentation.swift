/// Modal presentation: rule S5.
extension ViewController {
    /// How long an animated presentation or dismissal takes.
    public static let presentationDuration = 0.3

    /// Rule S5: presents `controller` over this one. The presented controller appears
    /// (`isBeingPresented` is true in its will- and did-appear); this controller disappears
    /// only for a full-screen style, not for the default sheet. From a controller whose view
    /// is not in the window, UIKit's warning and nothing else.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = viewIfLoaded?.window else {
            runtime.warn(name, "Attempt to present <\(controller.name)> on <\(name)> whose view is not in the window hierarchy.", rule: .S5)
            return
        }
        guard presentedViewController == nil, controller.presentingViewController == nil else {
            runtime.warn(name, "Attempt to present <\(controller.name)> on <\(name)> which is already presenting <\(presentedViewController?.name ?? controller.name)>.", rule: .S5)
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        controller.isBeingPresented = true
        runtime.updateTraits(from: controller)    // rule E2: it inherits the presenter's traits
        let covers = controller.modalPresentationStyle.coversPresenter
        runtime.withCause("\(name) present \(controller.name) (S5)", rule: .S5) {
            if covers { beginAppearanceTransition(false, animated: animated) }
            controller.beginAppearanceTransition(true, animated: animated)
            controller.view.frame = window.bounds
            try? window.addSubview(controller.view)
        }
        let runtime = runtime
        runtime.animate(duration: animated ? ViewController.presentationDuration : 0, delay: 0, curve: .easeInOut,
                        animations: {}) { [weak self] _ in
            runtime.withCause("the presentation of \(controller.name) ended (S5)", rule: .S5) {
                // The presenter's view stays where it is, under the cover (Stagehand's choice).
                if covers { self?.endAppearanceTransition() }
                controller.endAppearanceTransition()
                controller.isBeingPresented = false
                completion?()
            }
        }
    }

    /// Rule S5: dismisses the controller this one presented (or, called on the presented
    /// controller, itself): it disappears (`isBeingDismissed` true in its will- and
    /// did-disappear) and, for a full-screen style, the presenter appears again.
    public func dismiss(animated: Bool, completion: (() -> Void)?) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter, let controller = presenter.presentedViewController else { return }
        let covers = controller.modalPresentationStyle.coversPresenter
        controller.isBeingDismissed = true
        runtime.withCause("\(presenter.name) dismiss \(controller.name) (S5)", rule: .S5) {
            controller.beginAppearanceTransition(false, animated: animated)
            if covers { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        let runtime = runtime
        runtime.animate(duration: animated ? ViewController.presentationDuration : 0, delay: 0, curve: .easeInOut,
                        animations: {}) { _ in
            runtime.withCause("the dismissal of \(controller.name) ended (S5)", rule: .S5) {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.endAppearanceTransition()
                if covers { presenter.endAppearanceTransition() }
                controller.isBeingDismissed = false
                presenter.presentedViewController = nil
                controller.presentingViewController = nil
                runtime.updateTraits(from: controller)
                completion?()
            }
        }
    }
}

/// How a presented controller covers the screen (UIKit's `modalPresentationStyle`).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// The default since iOS 13: a card; the presenter stays on screen.
    case pageSheet
    /// A form sheet; the presenter stays on screen.
    case formSheet
    /// Covers the screen; the presenter disappears.
    case fullScreen
    /// Covers the screen but leaves the presenter's view in place.
    case overFullScreen

    /// Whether the presenter disappears.
    var coversPresenter: Bool { self == .fullScreen }
}
