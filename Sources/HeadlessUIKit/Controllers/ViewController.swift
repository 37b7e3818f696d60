/// A view controller, as UIKit's `UIViewController`: lazy view loading, containment,
/// the appearance state machine with its forwarding, and layout callbacks.
///
/// Callbacks are sent through ``send(_:rule:)``, which records them in the trace and lets a
/// script override them; the base implementations are the `open` methods below, which a
/// script reaches with a super call.
open class ViewController: Responder {
    let runtime: Runtime
    /// The name the trace uses (`Name#2` for a second controller of the same name).
    public let name: String

    private var loadedView: View?
    private var isLoadingView = false

    /// The parent in the containment hierarchy (rule C1).
    public internal(set) weak var parent: ViewController?
    /// The reusable cell whose content view was given this controller's view last (rule U3).
    public internal(set) weak var hostCell: ReusableCell?
    /// The children, in order of addition (rule C1).
    public internal(set) var children: [ViewController] = []
    /// True from `willMoveToParent(P)` (P not nil) until `didMoveToParent(P)` (rule C3).
    public internal(set) var isMovingToParent = false
    /// True from `willMoveToParent(nil)` until `didMoveToParent(nil)` (rule C3).
    public internal(set) var isMovingFromParent = false

    /// Where the controller is in its appearance cycle (rule A1).
    public internal(set) var appearState: AppearState = .disappeared
    /// The appearance transition begun and not yet ended (rule A2).
    public internal(set) var pendingTransition: PendingTransition?
    /// For each begin still open, the children it was forwarded to (rule A4).
    var forwardedBegins: [[ViewController]] = []
    /// The deferred window-hook end waiting for the next commit (rule A5).
    var deferredEndToken: Int?
    /// Whether the appearance transition under way has sent `viewIsAppearing` (rule A8).
    var hasSentViewIsAppearing = false

    /// The stored answer to `shouldAutomaticallyForwardAppearanceMethods` (default `true`).
    public var shouldAutomaticallyForwardAppearanceMethods = true

    /// The controller this one itself presents (rule S5); held strongly, as UIKit does.
    var presentedController: ViewController?
    /// The controller that itself presents this one (rule S5).
    weak var presentingController: ViewController?
    /// Where this controller's view was before a presentation covering it took it out of the
    /// window (rule W2).
    var coveredViewPlace: CoveredViewPlace?
    /// Its place among the notification center's observers: it observes memory warnings
    /// from its making (rule B2).
    let notificationStamp: Int
    /// The window size this controller last heard of in `viewWillTransitionToSize`, or last
    /// appeared at; nil before it first appears (rule W4).
    var heardSize: Size?
    /// True while this controller is being presented, through its `viewDidAppear` (rule S5).
    public internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed, through its `viewDidDisappear` (rule S5).
    public internal(set) var isBeingDismissed = false
    /// How the controller covers the screen when presented (default: the sheet).
    public var modalPresentationStyle = ModalPresentationStyle.pageSheet
    /// Whether a context style presented from this controller or a descendant covers this
    /// controller (rule S8; default false).
    public var definesPresentationContext = false
    /// Whether the user may not dismiss this controller interactively (rule S9; default false).
    public var isModalInPresentation = false
    /// Rule S12: the unwind actions of a Swift controller, by name (an `@IBAction` taking the
    /// segue, in UIKit).
    public var unwindActions: [String: (Segue) -> Void] = [:]
    /// The delegate of the presentation controller that presents this controller (UIKit's
    /// `presentationController.delegate`, rule S9). Held weakly, as UIKit does.
    public weak var presentationDelegate: CallbackReceiver?
    /// The presentation controller of this controller's presentation, once made (rules M1-M3).
    var presentationControllerIfAny: PresentationController?
    /// The interactive dismissal under way (rule S9), if any.
    var interactiveDismissal: InteractiveDismissal?
    /// Rule X5: the coordinator of the controller transition this one takes part in.
    var activeCoordinator: TransitionCoordinator?
    /// Rule X1: who provides the animators of this controller's presentation and dismissal
    /// (UIKit's `transitioningDelegate`, held weakly).
    public weak var transitioningDelegate: CallbackReceiver?

    /// The controller's surface: the UIKit-shaped object a layer on top presents it as, which
    /// implements its callbacks in place of its `open` methods (rule V3): StagehandUIKit's
    /// `UIViewController`. Held weakly: the layer that makes it keeps it alive with
    /// ``App/keepAlive(_:)``.
    public weak var surface: CallbackImplementing?

    /// The app this controller belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    /// The traits this controller was last told about, by `traitCollectionDidChange` (rule E2).
    var notifiedTraits: TraitCollection
    /// The traits this controller overrides for each child (`setOverrideTraitCollection`).
    var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
    /// The handlers of `registerForTraitChanges`, in the order they were registered.
    var traitChangeHandlers: [TraitChangeRegistration] = []
    /// iOS 17's `traitOverrides`: traits this controller imposes on itself and everything
    /// below it (rule E2). Setting them tells the controllers whose traits change.
    public var traitOverrides = TraitCollection.unspecified {
        didSet { if traitOverrides != oldValue { runtime.updateTraits(from: self) } }
    }
    /// Insets added to the safe area of the controller's view, and so of everything inside it
    /// (rule E3); setting them marks for layout the views whose safe area changes.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue, let view = viewIfLoaded { runtime.markSafeAreaChanges(in: view) } }
    }
    /// The safe area insets the view had when `viewSafeAreaInsetsDidChange` was last sent.
    var notifiedSafeAreaInsets = EdgeInsets.zero

    /// A controller of `app`, traced as `name` (its class's name when nil; `#2` is added to a
    /// name already used). Its view is not loaded yet (rule V1).
    public init(app: App, name: String? = nil) {
        runtime = app.runtime
        self.name = runtime.naming.uniqueName(name ?? String(describing: type(of: self)))
        notifiedTraits = runtime.display.windowTraits
        notificationStamp = runtime.notifications.stamp    // rule B2
        runtime.naming.register(self)
        LiveObjects.born(.controller, self)
        runtime.memory.object(MemoryMeter.controllerBytes)
    }

    /// Rule B2: the app received a memory warning. Does nothing: the view stays loaded (views
    /// are not unloaded since iOS 6); an override frees what it can rebuild.
    open func didReceiveMemoryWarning() {}

    deinit {
        LiveObjects.died(self)
        runtime.memory.object(-MemoryMeter.controllerBytes)
    }

    /// An appearance transition begun and not yet ended (rules A2, A3).
    public struct PendingTransition: Equatable, Sendable {
        /// The direction: `true` for appearing.
        public var isAppearing: Bool
        /// The `animated` flag of the begin that started it.
        public var animated: Bool
        /// Begins in the same direction not yet matched by an end.
        public var level: Int
    }

    // MARK: The view

    /// The view, loaded first if needed (`loadView`, then `viewDidLoad`).
    public var view: View {
        loadViewIfNeeded()
        return loadedView ?? placeholderView()
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Puts `child`'s view into this controller's view, filling it and resized with it: how the
    /// standard containers show their current child.
    func showFilling(_ child: ViewController) {
        guard let container = viewIfLoaded else { return }
        let childView = child.view
        childView.frame = container.bounds
        childView.fillsSuperview = true
        try? container.addSubview(childView)
    }

    /// Replaces the controller's view (what `loadView` overrides do).
    public func setView(_ newView: View?) {
        loadedView?.viewController = nil
        loadedView = newView
        newView?.viewController = self
    }

    /// Loads the view if it is not loaded: `loadView`, then `viewDidLoad`.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        runtime.withCause("\(object: name)'s view was loaded") {
            send(.loadView, rule: .V1)
            if loadedView == nil {
                runtime.warn(name, "loadView did not set a view; a plain view was made instead", rule: .V1)
                setView(View(runtime: runtime, name: "\(name).view", frame: runtime.screen))
            }
            send(.viewDidLoad, rule: .V1)
        }
    }

    /// Reading `view` while `loadView` runs gives nil in UIKit's log and an endless load in
    /// practice; here it gives a detached view so a script's mistake cannot recurse.
    private func placeholderView() -> View {
        let view = View(runtime: runtime, name: "\(name).view", frame: runtime.screen)
        setView(view)
        return view
    }

    // MARK: Sending callbacks

    /// Records `callback` in the trace and runs it: the script's override if there is one,
    /// else the base implementation. Returns what it returned.
    @discardableResult
    public func send(_ callback: Callback, rule: Rule) -> CallbackValue {
        // Rule R3: counted; once a limit has stopped the engine, nothing more is sent.
        guard runtime.fault == nil, runtime.charge(Runtime.callbackUnits), runtime.argumentsMatchSpec(callback) else { return .nothing }
        runtime.recorder.record(callback, subject: name, rule: rule)
        count(callback)
        return dispatch(callback)
    }

    /// ``send(_:rule:)`` with the callback's name and arguments.
    @discardableResult
    public func send(_ name: Callback.Name, _ arguments: Callback.Argument..., rule: Rule) -> CallbackValue {
        send(Callback(name, arguments: arguments), rule: rule)
    }

    /// Whether this controller implements an optional callback (UIKit's `respondsToSelector:`):
    /// a Swift subclass that implements one says so here. A script's method is found without
    /// it. False by default.
    open func responds(to callback: Callback.Name) -> Bool { false }

    /// Whether an optional callback reaches this controller: the script gives it a method,
    /// or ``responds(to:)`` says yes.
    public func implementsOptional(_ callback: Callback.Name) -> Bool {
        responds(to: callback)
            || runtime.dispatcher.overrides?.respondsToAction(callback.spec.luaName, on: self) == true
    }

    /// Sends an optional callback (``Callback/Spec/isOptional``) only when this controller
    /// implements it; nil when it does not.
    @discardableResult
    func sendIfImplemented(_ name: Callback.Name, _ arguments: Callback.Argument..., rule: Rule) -> CallbackValue? {
        guard implementsOptional(name) else { return nil }
        return send(Callback(name, arguments: arguments), rule: rule)
    }

    /// Runs `callback` (override or base) with it marked as being sent, so that the base
    /// implementation knows a super call from a direct one (rule A6).
    @discardableResult
    func dispatch(_ callback: Callback) -> CallbackValue {
        guard runtime.mayNestCallback(callback, on: self) else { return .nothing }
        return runtime.dispatcher.sending(callback.name, to: self) {
            if let value = runtime.dispatcher.overrides?.runOverride(of: callback, on: self) { return value }
            return performBase(callback)
        }
    }

    /// Whether `callback` is being sent to this controller right now, so that a call of
    /// its implementation is a super call from an override.
    public func isBeingSent(_ callback: Callback.Name) -> Bool {
        runtime.dispatcher.isSending(callback, to: self)
    }

    /// Rule V2: a script sends `callback` to the controller (`vc:didMoveToParent(p)`), as an
    /// Objective-C message would: traced, then the override if any, then the base. Sending an
    /// appearance callback is misuse that UIKit logs (rule A6): it runs without being traced
    /// as a transition and changes no state.
    @discardableResult
    public func sendFromScript(_ callback: Callback) -> CallbackValue {
        if callback.spec.isAppearance {
            warnDirectCall(callback)
            return dispatch(callback)
        }
        return send(callback, rule: .V2)
    }

    /// The same, with the callback's name and arguments:
    /// `child.sendFromScript(.didMoveToParent, .controller(self))`.
    @discardableResult
    public func sendFromScript(_ name: Callback.Name, _ arguments: Callback.Argument...) -> CallbackValue {
        sendFromScript(Callback(name, arguments: arguments))
    }

    /// Rule V2: a script calls the base implementation itself
    /// (`ViewController.viewDidLoad(self)`): the super call of an override. Outside that
    /// callback's own override, calling an appearance callback is misuse (rule A6); data-source
    /// calls are counted (rule T1).
    @discardableResult
    public func superCall(_ callback: Callback) -> CallbackValue {
        if !isBeingSent(callback.name) {
            if callback.spec.isAppearance { warnDirectCall(callback) }
            count(callback)
        }
        // Marked as being sent, so that a surface's base method knows it for a super call
        // (rule V3) rather than a direct call.
        guard runtime.mayNestCallback(callback, on: self) else { return .nothing }
        return runtime.dispatcher.sending(callback.name, to: self) { performBase(callback) }
    }

    /// Counts the data-source questions in the app's stats (rule T1).
    private func count(_ callback: Callback) {
        if let counter = callback.spec.counter { runtime.stats.add(counter) }
    }

    private func warnDirectCall(_ callback: Callback) {
        runtime.warn(name, "Calling -\(callback.spec.traceName): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.", rule: .A6)
    }

    /// Runs the base implementation of `callback` and returns what it returned: the
    /// ``surface``'s method if the controller has one (rule V3), else the engine's (its
    /// registry entry's `base`, which calls the `open` method a Swift subclass overrides).
    @discardableResult
    public func performBase(_ callback: Callback) -> CallbackValue {
        if let surface { return surface.receive(callback, from: self) }
        return performEngineBase(callback)
    }

    /// Runs the engine's own base implementation of `callback`, bypassing the ``surface``.
    @discardableResult
    public func performEngineBase(_ callback: Callback) -> CallbackValue {
        callback.spec.base?(self, callback) ?? .nothing
    }

    /// Rule V3: a ``surface``'s base method was reached: it runs the engine's base.
    /// While `callback` is being sent to this controller, that is the super call of an
    /// override (or the method itself, not overridden) and nothing more happens. Otherwise Swift
    /// code called the method directly, as a message (`child.didMove(toParent: self)`): the
    /// call is traced as a script's send is (rule V2), except that an appearance callback is
    /// misuse (rule A6) and a data-source question is only counted (rule T1).
    @discardableResult
    public func baseReached(_ callback: Callback) -> CallbackValue {
        if !isBeingSent(callback.name) {
            if callback.spec.isAppearance {
                warnDirectCall(callback)
            } else if callback.spec.receiver == .viewController {
                runtime.recorder.record(callback, subject: name, rule: .V2)
            }
            count(callback)
        }
        return performEngineBase(callback)
    }

    /// Records a Stagehand lint finding about this controller (`lint: <message>`).
    public func lint(_ message: String, rule: Rule) {
        runtime.lint(name, message, rule: rule)
    }

    // MARK: Supported interface orientations (rule E6)

    /// The orientations this controller supports when the window asks it (rule E6): a
    /// container whose delegate answers for it (``orientationDelegate``) gives the delegate's
    /// answer; otherwise UIKit's default for the device, every orientation on an iPad, every one
    /// but upside down on an iPhone. A Swift subclass overrides it; a script overrides the
    /// `supportedInterfaceOrientations` callback.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        if let delegate = orientationDelegate,
           let answer = runtime.send(Callback(delegate.supported), to: delegate.receiver, from: self, rule: .E6)?.number {
            return InterfaceOrientationMask(rawValue: UInt(max(0, answer)))
        }
        return .idiomDefault(for: runtime.display.size)
    }
    /// Whether the window may turn while this controller decides (rule E6): true.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of this controller turns the window to when
    /// the current one is not supported (rule E6): a container's delegate's answer, else the
    /// window's current orientation (UIKit: "the system presents the view controller using the
    /// current orientation of the status bar").
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        if let delegate = orientationDelegate,
           let answer = runtime.send(Callback(delegate.preferred), to: delegate.receiver, from: self, rule: .E6)?.text
            .flatMap(InterfaceOrientation.init(rawValue:)) {
            return answer
        }
        return InterfaceOrientation(Orientation(of: runtime.display.size))
    }
    /// The delegate a standard container asks for its supported and preferred orientations
    /// (rule E6), with the two callbacks; nil for a controller that has none.
    var orientationDelegate: (receiver: CallbackReceiver?, supported: Callback.Name, preferred: Callback.Name)? { nil }

    // MARK: Base implementations

    /// Makes the view: a plain view the size of the screen.
    open func loadView() {
        setView(View(runtime: runtime, name: "\(name).view", frame: runtime.screen))
    }
    /// Called after the view loaded. Does nothing.
    open func viewDidLoad() {}

    /// A touch on the controller's view that the view passed on (rule G2); the base passes it
    /// to the ``nextResponder``, the superview of the controller's view.
    open func touchesBegan(_ touches: [Touch]) { nextResponder?.touchesBegan(touches) }
    /// A touch moved (rule G2); the base passes it on.
    open func touchesMoved(_ touches: [Touch]) { nextResponder?.touchesMoved(touches) }
    /// A touch lifted (rule G2); the base passes it on.
    open func touchesEnded(_ touches: [Touch]) { nextResponder?.touchesEnded(touches) }
    /// A touch was cancelled (rule G2); the base passes it on.
    open func touchesCancelled(_ touches: [Touch]) { nextResponder?.touchesCancelled(touches) }
    /// The view is about to appear. Does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window, with its traits and geometry up to date, and about to lay
    /// out (rule A8). Does nothing.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared. Does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear. Does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared. Does nothing.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews. Does nothing.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews. Does nothing.
    open func viewDidLayoutSubviews() {}

    /// Rule Y2: the constraint pass reached this controller's view, marked with
    /// `setNeedsUpdateConstraints`. The base updates the view's constraints
    /// (`view.updateConstraints()`); an override changes constants, then calls super.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Rule C3: moving to a parent (or away from one, with nil) starts here.
    open func willMove(toParent parent: ViewController?) {
        if parent != nil { isMovingToParent = true } else { isMovingFromParent = true }
    }
    /// Rule C3: the move ends here.
    open func didMove(toParent parent: ViewController?) {
        if parent != nil { isMovingToParent = false } else { isMovingFromParent = false }
    }
    /// A segue is about to run. Does nothing.
    open func prepare(for segue: Segue) {}

    // MARK: Showing and segues (rules S11, S12)

    /// Rule S11: whether this controller handles `action` itself (UIKit: it overrides
    /// `show(_:sender:)` or `showDetailViewController(_:sender:)`). A plain controller does not;
    /// a navigation controller handles `show`.
    open func handles(_ action: ShowAction) -> Bool { false }
    /// Rule S11: shows `controller` as this container does it; called on the controller that
    /// ``handles(_:)`` `action`. The base presents it modally.
    open func perform(_ action: ShowAction, showing controller: ViewController, animated: Bool) {
        present(controller, animated: animated, completion: nil)
    }
    /// Rule S11: whether a segue the storyboard triggers runs. Answers true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: ViewController?) -> Bool { true }
    /// Rule S12: whether this controller is the destination of an unwind segue with `action`.
    /// The base answers whether it has the action method (``unwindActions`` or a script's
    /// method of that name).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: ViewController?) -> Bool {
        unwindActions[action] != nil || runtime.dispatcher.overrides?.respondsToAction(action, on: self) == true
    }
    /// Rule S12: the children to search for an unwind segue's destination, in order: the
    /// children, less the one that contains the source.
    open func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
    /// Rule S12: the unwind segue passes through this container towards `child`, which it
    /// shows. The base does nothing; a navigation controller pops to it, a tab bar
    /// controller selects it.
    open func unwind(for segue: Segue, towards child: ViewController) {}
    /// Rule S12: runs the unwind action `action` (from ``unwindActions``, else the script's
    /// method of that name).
    open func performUnwindAction(_ action: String, segue: Segue) {
        if let body = unwindActions[action] { body(segue); return }
        _ = runtime.dispatcher.overrides?.performAction(action, on: self, segue: segue)
    }
    /// Rule E1: the traits are about to change; the base forwards to every child, then to
    /// the presented controller, so an override that does not call super cuts them off.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        forwardTransition(Callback(.willTransitionToTraitCollection, .traits(newCollection), .coordinator(coordinator)))
    }
    /// Rule E1: the view is about to take `size`; the base forwards to every child (with the
    /// same size, as UIKit's default `sizeForChildContentContainer` gives), then to the
    /// presented controller.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        forwardTransition(Callback(.viewWillTransitionToSize, .size(size), .coordinator(coordinator)))
    }
    /// The children a size or trait transition is forwarded to (rule E1): all of them; the
    /// standard containers forward to the child they show.
    var transitionRecipients: [ViewController] { children }
    /// What a container does when its traits changed, after its own `traitCollectionDidChange`
    /// and before its children hear of it: a split view controller collapses or expands
    /// (rule S10). Nothing for a plain controller.
    func adaptToTraitChange(from previous: TraitCollection) {}

    /// Called once this controller's own appearance transition has begun (`ended` false) or
    /// ended (`ended` true) and been forwarded to its children (rule A4), when its own state
    /// changed: a container whose delegate hears of it overrides it (a navigation
    /// controller's `willShow` and `didShow`, rule S14).
    func appearanceForwarded(_ isAppearing: Bool, ended: Bool, animated: Bool) {}
    /// What this controller's bars cover of `child`'s view, which its safe area leaves out
    /// (rule E5): nothing for a plain controller; the navigation and tab bars for theirs.
    func barInsets(for child: ViewController) -> EdgeInsets { .zero }
    /// Whether pushing this controller onto a navigation controller hides the bars at the
    /// bottom of the screen (the tab bar, the toolbar) until it is popped (rule E5).
    public var hidesBottomBarWhenPushed = false
    /// Rule I1: the item a tab bar controller's bar shows for this controller, made with no
    /// title when first asked for, as UIKit's `tabBarItem`.
    public lazy var tabBarItem = TabBarItem()
    /// Rule E2: the traits changed from `previousTraitCollection`. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {}
    /// Rule E3: the view's safe area insets changed. Does nothing.
    open func viewSafeAreaInsetsDidChange() {}

}
