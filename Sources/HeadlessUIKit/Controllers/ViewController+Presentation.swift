/// Modal presentation: rules S5 and S8.
extension ViewController {
    /// How long an animated presentation or dismissal takes.
    public static let presentationDuration = 0.3

    /// Rules S8 and W2: the controller that presents in `style` when this one asks: the
    /// context styles walk up from this controller to the first one whose
    /// `definesPresentationContext` is true; every style ends at the top of its parents (the
    /// window's root, or the presented controller it is in), as UIKit's presentation
    /// controller's `presentingViewController` is "the root view controller of the window, a
    /// parent view controller that is marked as defining the current context, or the last view
    /// controller that was presented onscreen".
    public func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        var candidate: ViewController = self
        for controller in selfAndParents("the search for the presentation context") {
            candidate = controller
            if style.usesContext, controller.definesPresentationContext { return controller }
        }
        return candidate
    }

    /// Rule W2: the controller presented by this one or, when this one presents nothing, by
    /// the nearest of its parents that does (UIKit: "presented by this view controller, or one
    /// of its ancestors"); nil when none does.
    public var presentedViewController: ViewController? {
        for controller in selfAndParents("the search for a presented controller") {
            if let presented = controller.presentedController { return presented }
        }
        return nil
    }

    /// Rule W2: the controller that presented this one or, when this one was not presented,
    /// the one that presented the nearest of its parents that was (UIKit: "If the view
    /// controller was not presented modally, but one of its ancestors was, this property
    /// contains the view controller that presented the ancestor"); nil when none was.
    public var presentingViewController: ViewController? { presentedAncestor?.presentingController }

    /// This controller or the nearest of its parents that was presented, if any.
    var presentedAncestor: ViewController? {
        selfAndParents("the search for a presented ancestor").first { $0.presentingController != nil }
    }

    /// Rules S5 and S8: presents `controller` over this one (or over the context that a
    /// context style finds), as ``checkedPresent(_:animated:completion:)`` does. UIKit's API
    /// throws nothing: a presentation that UIKit answers with an exception (rule S13) becomes
    /// the app's uncaught exception (rule V3) and presents nothing.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        do {
            try checkedPresent(controller, animated: animated, completion: completion)
        } catch {
            runtime.app?.recordUncaughtException(error, subject: name)
        }
    }

    /// Rules S5, S8 and W2: presents `controller` over the controller that
    /// ``presentationContext(for:)`` finds from this one. The presented controller appears (`isBeingPresented` is true in
    /// its will- and did-appear); the controller it covers disappears only for `fullScreen`
    /// and `currentContext`. Rule S13 first: presenting a controller on itself, one above this
    /// controller (through parents or presenters), one already presented or one that has a
    /// parent throws UIKit's exception, and one that would make the hierarchy deeper than
    /// the engine's limit R3's error; nothing changes. Then, from a controller whose view is
    /// not in the window, or one already presenting, UIKit's warning and nothing else.
    public func checkedPresent(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) throws(EngineError) {
        let style = controller.modalPresentationStyle
        let presenter = presentationContext(for: style)
        try checkPresentation(of: controller, by: presenter)    // rules S13, R3
        guard let window = viewIfLoaded?.window else {
            runtime.warn(name, "Attempt to present <\(controller.name)> on <\(name)> whose view is not in the window hierarchy.", rule: .S5)
            return
        }
        guard presenter.presentedController == nil, presentedController == nil else {
            let current = presenter.presentedController ?? presentedController ?? controller
            runtime.warn(name, "Attempt to present <\(controller.name)> on <\(name)> which is already presenting <\(current.name)>.", rule: .S5)
            return
        }
        runtime.orientForPresentation(of: controller)    // rule E6
        presenter.presentedController = controller
        controller.presentingController = presenter
        controller.isBeingPresented = true
        runtime.updateTraits(from: controller)    // rule E2: it inherits the presenter's traits
        let presentation = controller.preparePresentationController(presenter: presenter, source: self, in: window)    // rules M1, M2
        let covers = presentation.coversPresenter
        let rule = style.presentationRule
        let context = controller.presentationTransition(by: presenter, source: self, animated: animated,
                                                        in: controller.presentationTransitionContainer ?? window, presenterViewStays: !covers)
        controller.tellWillPresentWithAdaptiveStyle(presentation, coordinator: context.coordinator)    // rule M2
        let transitionRule = context.rule
        let runtime = runtime
        context.onComplete = { completed in
            runtime.withCause("the presentation of \(controller.name) \(completed ? "ended" : "was cancelled") (\(transitionRule.rawValue))", rule: transitionRule) {
                if completed {
                    if covers {
                        presenter.takeCoveredViewOut()    // rule W2
                        presenter.endAppearanceTransition()
                    }
                    controller.endAppearanceTransition()
                    controller.isBeingPresented = false
                    presentation.presentationDidEnd(true)    // rule M1
                    completion?()
                } else {
                    // Rule X4: a cancelled presentation leaves things as they were; the
                    // completion does not run (Stagehand's choice).
                    controller.viewIfLoaded?.removeFromSuperview()
                    controller.endAppearanceTransition()
                    if covers { presenter.endAppearanceTransition() }
                    controller.isBeingPresented = false
                    presentation.presentationDidEnd(false)    // rule M1
                    presenter.finishPresentation(of: controller)
                }
            }
        }
        runtime.runControllerTransition(context) {
            runtime.withCause("\(object: name) present \(controller.name) (\(rule.rawValue))", rule: rule) {
                if covers { presenter.beginAppearanceTransition(false, animated: animated) }
                controller.beginAppearanceTransition(true, animated: animated)
                presentation.placePresentedView(in: window) {    // rules M1, M3
                    // A context style covers the context's rectangle; the view still sits in the
                    // window, above everything (Stagehand's choice).
                    controller.view.frame = style.usesContext ? (presenter.viewIfLoaded?.frameInWindow ?? window.bounds) : window.bounds
                    try? window.addSubview(controller.view)
                }
            }
        }
    }

    /// Rules S5 and S8: dismisses the controller this one presented (or, called on the
    /// presented controller, itself): it disappears (`isBeingDismissed` true in its will- and
    /// did-disappear) and, for `fullScreen` and `currentContext`, the covered controller
    /// appears again. A programmatic dismissal tells the presentation delegate nothing (S9).
    public func dismiss(animated: Bool, completion: (() -> Void)?) {
        // Rule W2: the controller this one (or the nearest of its parents) presents, else the
        // presented controller this one is (or is inside).
        guard let controller = presentedViewController ?? presentedAncestor, let presenter = controller.presentingController,
              controller.interactiveDismissal == nil else { return }
        // UIKit refuses a dismissal while the presentation or another dismissal runs.
        guard !controller.isBeingPresented, !controller.isBeingDismissed else {
            runtime.warn(presenter.name, "Attempt to dismiss from view controller <\(presenter.name)> while a presentation or dismiss is in progress!", rule: .S5)
            return
        }
        let presentation = controller.presentationController    // rule M1
        let covers = presentation.coversPresenter
        let rule = controller.modalPresentationStyle.presentationRule
        let context = controller.presentationTransition(by: presenter, source: nil, animated: animated,
                                                        in: controller.presentationTransitionContainer ?? controller.viewIfLoaded?.window ?? controller.view,
                                                        presenterViewStays: !covers)
        let transitionRule = context.rule
        let runtime = runtime
        context.onComplete = { completed in
            runtime.withCause("the dismissal of \(controller.name) \(completed ? "ended" : "was cancelled") (\(transitionRule.rawValue))", rule: transitionRule) {
                if completed {
                    controller.viewIfLoaded?.removeFromSuperview()
                    controller.endAppearanceTransition()
                    if covers { presenter.endAppearanceTransition() }
                    controller.isBeingDismissed = false
                    presentation.dismissalDidEnd(true)    // rule M1
                    presenter.finishPresentation(of: controller)
                    if controller.modalPresentationStyle.fillsWindow {
                        runtime.turnToSupportedOrientation(preferring: nil)    // rule E6: the decider changed
                    }
                    completion?()
                } else {
                    // Rule X4: a cancelled dismissal leaves the controller presented; the
                    // completion does not run (Stagehand's choice).
                    if covers {
                        presenter.takeCoveredViewOut()    // rule W2
                        presenter.endAppearanceTransition()
                    }
                    controller.endAppearanceTransition()
                    controller.isBeingDismissed = false
                    presentation.dismissalDidEnd(false)    // rule M1
                }
            }
        }
        runtime.runControllerTransition(context) {
            controller.isBeingDismissed = true
            runtime.withCause("\(object: presenter.name) dismiss \(controller.name) (\(rule.rawValue))", rule: rule) {
                controller.beginAppearanceTransition(false, animated: animated)
                if covers {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.putCoveredViewBack()    // rule W2
                }
                presentation.dismissalWillBegin()    // rule M1
            }
        }
    }

    /// Unlinks the presenter and the presented controller, which takes its traits back.
    func finishPresentation(of controller: ViewController) {
        presentedController = nil
        controller.presentingController = nil
        controller.endPresentationController()    // rule M1
        runtime.updateTraits(from: controller)
    }
}

extension View {
    /// The view's frame in the window's coordinates (its superviews' origins added up).
    var frameInWindow: Rect {
        var rect = frame
        var up = superview
        while let view = up, !(view is Window), runtime.charge() {    // rule R3: ends once the engine has stopped
            rect.origin.x += view.frame.origin.x
            rect.origin.y += view.frame.origin.y
            up = view.superview
        }
        return rect
    }
}

/// How a presented controller covers the screen (UIKit's `modalPresentationStyle`), on an
/// iPhone-sized window (rules S5, S8).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// The default since iOS 13: a card; the presenter stays on screen.
    case pageSheet
    /// A form sheet; the presenter stays on screen.
    case formSheet
    /// Covers the screen; the presenter disappears.
    case fullScreen
    /// Covers the screen but leaves the presenter's view in place, with no callbacks.
    case overFullScreen
    /// Covers the presentation context (rule S8), which disappears.
    case currentContext
    /// Covers the presentation context, which stays in place with no callbacks.
    case overCurrentContext
    /// A popover; in a compact environment (an iPhone) it is a sheet. The presenter stays.
    case popover
    /// A presentation managed by the presentation controller the transitioning delegate
    /// gives (rule M1); the presenter disappears when its `shouldRemovePresentersView` says.
    case custom

    /// Whether the covered controller disappears.
    public var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// Whether the presentation covers a context found through `definesPresentationContext`.
    public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
    /// Whether the presentation is a sheet a swipe can dismiss (rule S9).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}
