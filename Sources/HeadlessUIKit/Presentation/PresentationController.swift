/// What manages one presentation, as UIKit's `UIPresentationController` (rule M1): the
/// presented and presenting controllers, the container view the presentation happens in, the
/// frame of the presented view, and whether the presenter's view leaves the window.
///
/// UIKit makes one for every presentation (a ``SheetPresentationController`` for the sheet
/// styles); a presentation of style ``ModalPresentationStyle/custom`` takes the one its
/// transitioning delegate's `presentationControllerForPresented` gives. Only such a custom
/// one hears its callbacks (`presentationTransitionWillBegin`, ...), which are traced: the
/// system's own are not customisable, so their calls would only lengthen every trace
/// (Stagehand's choice). A Swift subclass overrides the `open` members; a Lua subclass
/// overrides the same names as methods.
open class PresentationController: CallbackReceiver {
    let runtime: Runtime
    /// The name the trace records this controller's callbacks under.
    public let name: String
    /// The controller being presented (UIKit holds it strongly; the controller holds this
    /// one, so it is weak here and nil only once that controller is gone).
    public private(set) weak var presentedViewController: ViewController?
    /// The controller presenting, once the presentation has begun (the presenter UIKit
    /// found, rule S8), else the one given at creation.
    public internal(set) weak var presentingViewController: ViewController?
    /// The view the presentation happens in while it is under way or on screen: for a custom
    /// presentation a view over the whole window, in front of everything; for the system's
    /// styles, the window itself (Stagehand's choice: it puts their views in the window).
    public internal(set) var containerView: View?
    /// The style the presentation has after adaptation (rule M2): the presented controller's
    /// `modalPresentationStyle`, or what a compact width made of it.
    public internal(set) var presentationStyle: ModalPresentationStyle
    /// The object implementing this controller's callbacks in place of its `open` members:
    /// StagehandUIKit's `UIPresentationController`. Held weakly: it holds this object.
    public weak var surface: CallbackReceiver?
    /// Whether the transitioning delegate gave this controller (style custom): only then are
    /// its callbacks sent and traced.
    var isCustom = false
    /// The view a custom presentation put in its container (its `presentedView`).
    weak var placedView: View?
    /// Whether the presenter disappears under this presentation, and its view leaves the
    /// window while covered (rule W2), decided when it begins.
    var coversPresenter = false
    /// Whether the presentation was considered for adaptation in a compact width (rule M2).
    var adaptedInCompactWidth = false

    /// The presentation controller of `presentedViewController`, presented by `presenting`
    /// (UIKit's `init(presentedViewController:presenting:)`), traced as `name` (its class's
    /// name when nil).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?, name: String? = nil) {
        runtime = presentedViewController.runtime
        self.name = runtime.naming.uniqueName(name ?? String(describing: type(of: self)))
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        presentationStyle = presentedViewController.modalPresentationStyle
    }

    /// The delegate told of the presentation's adaptation and of dismissals the user starts
    /// (UIKit's `delegate`, rules S9, M2, M3): the presented controller's
    /// ``ViewController/presentationDelegate``, one and the same.
    public var delegate: CallbackReceiver? {
        get { presentedViewController?.presentationDelegate }
        set { presentedViewController?.presentationDelegate = newValue }
    }

    // MARK: The members a subclass overrides (rule M1)

    /// The frame of the presented view in ``containerView``: by default the container's
    /// bounds (UIKit's default).
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }
    /// The view the animators animate: by default the presented controller's view.
    open var presentedView: View? { presentedViewController?.viewIfLoaded }
    /// Whether the presenter's view leaves the window once the presentation has ended; the
    /// presenter then disappears too (default false, as UIKit's).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (default true, as UIKit's).
    open var shouldPresentInFullscreen: Bool { true }
    /// The style the presentation adapts to in a compact width when the delegate does not say
    /// (rule M2): a popover becomes a page sheet (rule S8), a sheet stays as it is, and any
    /// other style is full screen.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        let style = presentedViewController?.modalPresentationStyle ?? .fullScreen
        return style == .popover ? .pageSheet : style.isSheet ? style : .fullScreen
    }
    /// The presentation is about to begin, after the presented controller's `viewWillAppear`
    /// and before the animator's `animateTransition`. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` false when it was cancelled. Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: `completed` false when it was cancelled. Does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews. Does nothing by default; the
    /// presented view then takes ``frameOfPresentedViewInContainerView``.
    open func containerViewWillLayoutSubviews() {}
    /// The container view has laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    // MARK: CallbackReceiver

    /// The name the trace records this controller's callbacks under.
    public var traceName: String { name }

    /// Its callbacks are not optional: a custom presentation controller hears them all.
    public func implements(_ callback: Callback.Name) -> Bool { true }

    /// Runs `callback`: the surface's method, else the script's override, else the `open`
    /// member (a Swift subclass's override).
    public func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        if let surface { return surface.receive(callback, from: sender) }
        if let script = runtime.dispatcher.overrides?.receiver(standingFor: self), script.implements(callback.name) {
            return script.receive(callback, from: sender)
        }
        return base(callback)
    }

    /// The `open` member for `callback` (what a script's super call reaches too).
    public func base(_ callback: Callback) -> CallbackValue {
        switch callback.name {
        case .presentationTransitionWillBegin: presentationTransitionWillBegin()
        case .presentationTransitionDidEnd: presentationTransitionDidEnd(callback.bool("completed") ?? false)
        case .dismissalTransitionWillBegin: dismissalTransitionWillBegin()
        case .dismissalTransitionDidEnd: dismissalTransitionDidEnd(callback.bool("completed") ?? false)
        case .containerViewWillLayoutSubviews: containerViewWillLayoutSubviews()
        case .containerViewDidLayoutSubviews: containerViewDidLayoutSubviews()
        case .frameOfPresentedViewInContainerView: return .rect(frameOfPresentedViewInContainerView)
        case .shouldRemovePresentersView: return .flag(shouldRemovePresentersView)
        case .presentedView: return presentedView.map { .view($0) } ?? .nothing
        default: break
        }
        return .nothing
    }
}
