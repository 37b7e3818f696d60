import HeadlessUIKit

/// UIKit's `UIPresentationController` (rule M1): what manages a presentation. Subclass it
/// for a custom presentation, and give it from your transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` to a controller whose style is
/// `.custom`; the overrides of its `open` members are what the engine calls.
@preconcurrency @MainActor
open class UIPresentationController: CallbackReceiver {
    /// The engine's presentation controller.
    nonisolated(unsafe) public let enginePresentation: PresentationController
    /// The controller presented; held strongly, as UIKit does.
    public let presentedViewController: UIViewController

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        enginePresentation = PresentationController(presentedViewController: presentedViewController.engineController,
                                                    presenting: presentingViewController?.engineController,
                                                    name: String(describing: Self.self))
        self.presentedViewController = presentedViewController
        attach()
    }

    /// The surface of an engine presentation controller the system made for `presented`.
    init(enginePresentation: PresentationController, presented: UIViewController) {
        self.enginePresentation = enginePresentation
        presentedViewController = presented
        attach()
    }

    private func attach() {
        enginePresentation.surface = self
        enginePresentation.presentedViewController?.owningApp?.keepAlive(self)
    }

    /// The controller presenting (before the presentation, the one given at creation; the
    /// presented controller when none was).
    public var presentingViewController: UIViewController {
        Surfaces.controller(enginePresentation.presentingViewController) ?? presentedViewController
    }
    /// The view the presentation happens in, while it is under way or on screen.
    public var containerView: UIView? { Surfaces.view(enginePresentation.containerView) }
    /// The style of the presentation, after adaptation (rule M2).
    public var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(enginePresentation.presentationStyle) }
    /// The traits of the presentation: the presented controller's.
    public var traitCollection: UITraitCollection {
        UITraitCollection(enginePresentation.presentedViewController?.traitCollection ?? .unspecified)
    }
    /// The delegate told of adaptation and of dismissals the user starts (rules S9, M2, M3);
    /// held weakly, as UIKit does.
    open weak var delegate: UIAdaptivePresentationControllerDelegate? {
        get { (enginePresentation.delegate as? DelegateForwarder)?.currentAppObject as? UIAdaptivePresentationControllerDelegate }
        set {
            guard let newValue else { enginePresentation.delegate = nil; return }
            let forwarder = DelegateForwarder(owner: self, protocolName: "UIAdaptivePresentationControllerDelegate") { [weak newValue] in newValue }
            enginePresentation.presentedViewController?.owningApp?.keepAlive(forwarder)
            enginePresentation.delegate = forwarder
        }
    }

    /// The presented view's frame in the container view: by default the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { CGRect(enginePresentation.frameOfPresentedViewInContainerView) }
    /// The view the animators animate: by default the presented controller's view.
    open var presentedView: UIView? { Surfaces.view(enginePresentation.presentedView) }
    /// Whether the presenter's view leaves the window once presented (default false).
    open var shouldRemovePresentersView: Bool { enginePresentation.shouldRemovePresentersView }
    /// Whether the presentation covers the whole screen (default true).
    open var shouldPresentInFullscreen: Bool { enginePresentation.shouldPresentInFullscreen }
    /// The style taken in a compact width when the delegate does not say (rule M2).
    open var adaptivePresentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(enginePresentation.adaptivePresentationStyle) }
    /// The style taken for `traitCollection`: ``adaptivePresentationStyle``.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { adaptivePresentationStyle }
    /// The presentation is about to begin. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` false: cancelled). Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended (`completed` false: cancelled). Does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// The container view has laid out. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}
    /// The container's size is about to change (UIKit's `UIContentContainer` method). Does
    /// nothing; Stagehand sends it to the presented controller, not to its presentation
    /// controller (rule E1), so only an app's own code calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The trace name: the engine's presentation controller's.
    nonisolated public var traceName: String { enginePresentation.name }
    /// Every callback of a presentation controller: Swift cannot tell which are overridden.
    nonisolated public func implements(_ callback: Callback.Name) -> Bool { true }
    /// Delivers the engine's callback to the `open` member (rule M1).
    nonisolated public func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        let app = enginePresentation.presentedViewController?.owningApp
        nonisolated(unsafe) let callback = callback    // it stays on this (the main) thread
        return MainActorBridge.run(app, subject: "\(enginePresentation.name) \(callback.name.rawValue)") {
            UIKitCallbacks.deliver(callback, to: self)
        }.flatMap { $0 } ?? enginePresentation.base(callback)
    }
}

extension UIViewController {
    /// The presentation controller of this controller's presentation (rule M1): made for
    /// its current style on first use, as UIKit does.
    public var presentationController: UIPresentationController? {
        Surfaces.presentation(engineController.presentationController, presented: self)
    }
    /// The sheet's presentation controller, for the `pageSheet` and `formSheet` styles (rule M3).
    public var sheetPresentationController: UISheetPresentationController? {
        engineController.sheetPresentationController.map { Surfaces.presentation($0, presented: self) as? UISheetPresentationController } ?? nil
    }
}

extension Surfaces {
    /// The surface of an engine presentation controller: the one it has, or one made for it
    /// (a `UISheetPresentationController` for a sheet's).
    static func presentation(_ engine: PresentationController, presented: UIViewController) -> UIPresentationController {
        if let surface = engine.surface as? UIPresentationController { return surface }
        if let sheet = engine as? SheetPresentationController {
            return UISheetPresentationController(enginePresentation: sheet, presented: presented)
        }
        return UIPresentationController(enginePresentation: engine, presented: presented)
    }
}
