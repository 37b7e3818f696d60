import HeadlessUIKit

/// UIKit's `UIViewController` over an engine controller, with UIKit's initialisers and
/// method signatures: the same rules, the same trace as the engine's ``HeadlessUIKit/ViewController``.
///
/// The engine controller sends the callbacks (recording them in the trace) and calls this
/// object's methods for them (``CallbackImplementing``): overriding `viewDidLoad()` here is
/// overriding it in the engine. The base methods here reach the engine's behaviour, so an
/// override calls `super` as in UIKit; one that does not is linted (rule V3). A direct call
/// from Swift (`child.didMove(toParent: self)`) is traced as a message (rule V2) when it
/// reaches the base method.
open class UIViewController: UIResponder, CallbackImplementing {
    /// The engine's controller.
    nonisolated(unsafe) public let engineController: ViewController
    /// For each callback under way on this controller, innermost last, whether the override
    /// reached the base method (rule V3).
    var superChecks: [(name: Callback.Name, reached: Bool)] = []
    /// The controller's `topLayoutGuide` and `bottomLayoutGuide` (rule Y17), made on first use.
    lazy var layoutSupports = (top: LayoutSupportGuide(controller: self, isTop: true),
                               bottom: LayoutSupportGuide(controller: self, isTop: false))
    /// The storyboard scene the controller was made from, whose outlets are connected when
    /// the view loads.
    let scene: StoryboardScene?

    /// A controller of the current app, traced under its class's name; its view is not loaded
    /// yet. Nibs are not read: `loadView` makes a plain view unless overridden.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        engineController = UIViewController.takePendingEngineController()
            ?? Self.makeEngineController(app: CurrentApp.app, name: String(describing: Self.self), coder: nil)
        scene = nil
        super.init()
        adopt()
    }

    /// A controller as a storyboard scene would make it: a ``StoryboardScene`` coder gives a
    /// table controller its static sections and connects the scene's outlets when the view
    /// loads; any other coder makes a plain controller.
    public required init?(coder: NSCoder) {
        engineController = UIViewController.takePendingEngineController()
            ?? Self.makeEngineController(app: CurrentApp.app, name: String(describing: Self.self), coder: coder as? StoryboardScene)
        scene = coder as? StoryboardScene
        super.init()
        adopt()
    }

    /// A controller of the current app with no nib, as `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The engine controller the next designated initialiser adopts instead of making one:
    /// how the surface of a controller the engine made is made with UIKit's own initialisers
    /// (UIKit's designated initialisers are the only ones, so that a subclass that overrides
    /// them inherits the convenience ones, as on iOS).
    static var pendingEngineController: ViewController?

    /// Makes `controller` the pending one, unless a controller is being adopted already.
    static func provideEngineController(_ controller: @autoclosure () -> ViewController) {
        if pendingEngineController == nil { pendingEngineController = controller() }
    }

    /// Takes ``pendingEngineController``.
    static func takePendingEngineController() -> ViewController? {
        defer { pendingEngineController = nil }
        return pendingEngineController
    }

    /// The surface of a controller the engine made, made by `make` (one of UIKit's
    /// initialisers) over `controller`: what `parent`, `children` and the other properties give
    /// for controllers made without StagehandUIKit.
    static func adopting<C: UIViewController>(_ controller: ViewController, _ make: () -> C) -> C {
        pendingEngineController = controller
        defer { pendingEngineController = nil }
        return make()
    }

    /// The engine controller a class of this surface drives: overridden by the containers.
    class func makeEngineController(app: App, name: String, coder: StoryboardScene?) -> ViewController {
        ViewController(app: app, name: name)
    }


    private func adopt() {
        engineController.surface = self
        engineController.owningApp?.keepAlive(self)
    }

    /// The app this controller belongs to.
    var app: App? { engineController.owningApp }

    /// Runs a call that throws in the engine and raises in UIKit (rule V3).
    func uncaught(_ body: () throws(EngineError) -> Void) {
        Surfaces.uncaught(app, subject: engineController.name, body)
    }

    // MARK: The view (rule V1)

    /// The view, loaded first if needed (`loadView`, then `viewDidLoad`). Setting it, as a
    /// `loadView` override does, replaces the engine controller's view.
    open var view: UIView! {
        get { Surfaces.view(engineController.view) }
        set { engineController.setView(newValue?.engineView) }
    }
    /// The view if it is loaded.
    open var viewIfLoaded: UIView? { Surfaces.view(engineController.viewIfLoaded) }
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { engineController.isViewLoaded }
    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() { engineController.loadViewIfNeeded() }
    /// The title: stored; setting it sets the tab bar item's and the navigation item's titles
    /// too, as UIKit does.
    open var title: String? {
        didSet {
            tabBarItem.title = title
            navigationItem.title = title
        }
    }
    /// What a navigation bar shows for this controller: made when first asked for, titled with
    /// ``title``; stored (rule E5 covers the top without a bar view).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?
    /// Provides the presentation controller (and, in UIKit, the animators) of this
    /// controller's presentation (rules M1, X1); held weakly, as UIKit does. Declared in the
    /// class, as UIKit's, so that a subclass overrides it; the engine hears of the delegate
    /// the setter sets.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { (engineController.transitioningDelegate as? DelegateForwarder)?.currentAppObject as? UIViewControllerTransitioningDelegate }
        set {
            guard let newValue else { engineController.transitioningDelegate = nil; return }
            let forwarder = DelegateForwarder(owner: self, protocolName: "UIViewControllerTransitioningDelegate") { [weak newValue] in newValue }
            engineController.owningApp?.keepAlive(forwarder)
            engineController.transitioningDelegate = forwarder
        }
    }
    /// Rule X1: what ``transitioningDelegate`` answers now, an override's answer included, as
    /// the engine's receiver; asked when the controller is presented or dismissed.
    nonisolated public var transitioningDelegateNow: CallbackReceiver? {
        MainActorBridge.run(engineController.owningApp, subject: "\(engineController.name) transitioningDelegate") {
            transitioningDelegateReceiver()
        } ?? nil
    }
    /// The forwarder that stands for what ``transitioningDelegate`` answers: the setter's, or
    /// one made for an object only an override's getter answers.
    private func transitioningDelegateReceiver() -> CallbackReceiver? {
        guard let current = transitioningDelegate else { return nil }
        for forwarder in [engineController.transitioningDelegate as? DelegateForwarder, answeredTransitioningDelegate]
        where forwarder?.currentAppObject === current {
            return forwarder
        }
        let forwarder = DelegateForwarder(owner: self, protocolName: "UIViewControllerTransitioningDelegate") { [weak current] in current }
        answeredTransitioningDelegate = forwarder
        return forwarder
    }
    /// Rule I1: the item a tab bar controller's bar shows for this controller; made when first
    /// asked for, titled with ``title``. Replacing it gives the bar its items again (rule I7).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem.adopting(engineController.tabBarItem)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            engineController.tabBarItem = newValue?.engineItem ?? TabBarItem()
            (engineController.parent as? TabBarController)?.tabBar.takeControllerItems()    // rule I7
        }
    }
    private var storedTabBarItem: UITabBarItem?
    /// Rule X1: the forwarder of a transitioning delegate only an override of the getter answers.
    private var answeredTransitioningDelegate: DelegateForwarder?

    // MARK: Containment (rules C1-C3)

    /// The parent controller.
    open var parent: UIViewController? { Surfaces.controller(engineController.parent) }
    /// The children, in order of addition.
    open var children: [UIViewController] { engineController.children.map(Surfaces.controller) }
    /// Whether the controller is moving to a parent (rule C3).
    open var isMovingToParent: Bool { engineController.isMovingToParent }
    /// Whether the controller is moving away from its parent (rule C3).
    open var isMovingFromParent: Bool { engineController.isMovingFromParent }

    /// Rule C1: adds a child; sends `willMove(toParent: self)`, never `didMove`. Adding a
    /// controller to itself or a descendant raises, as in UIKit (rule V3).
    open func addChild(_ childController: UIViewController) {
        guard Surfaces.sameApp(app, childController.app, subject: engineController.name,
                               "the child \(childController.engineController.name)") else { return }
        uncaught { () throws(EngineError) in try engineController.addChild(childController.engineController) }
    }
    /// Rule C2: removes the controller from its parent; sends `didMove(toParent: nil)`.
    open func removeFromParent() { engineController.removeFromParent() }

    /// Rule C3: moving to `parent` (nil: away from the parent) starts.
    open func willMove(toParent parent: UIViewController?) {
        reachBase(Callback(.willMoveToParent, .controller(parent?.engineController)))
    }
    /// Rule C3: the move ends.
    open func didMove(toParent parent: UIViewController?) {
        reachBase(Callback(.didMoveToParent, .controller(parent?.engineController)))
    }

    /// Rule N2: moves between two children, with their appearance callbacks when this
    /// controller is on screen, `animations` at once and `completion(true)` after `duration`.
    /// Children of another parent raise, as in UIKit (rule V3).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        uncaught { () throws(EngineError) in
            try engineController.transition(from: fromViewController.engineController, to: toViewController.engineController,
                                             duration: duration, curve: options.curve, animations: animations, completion: completion)
        }
    }

    // MARK: Appearance (rules A1-A8)

    /// Whether appearance callbacks reach the children by themselves (rule A4; default true,
    /// or what the engine controller was told). Overriding the getter is what a container that
    /// forwards by hand does.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        engineController.shouldAutomaticallyForwardAppearanceMethods
    }
    /// Rule A2: begins an appearance transition.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        engineController.beginAppearanceTransition(isAppearing, animated: animated)
    }
    /// Rule A3: ends the appearance transition.
    open func endAppearanceTransition() { engineController.endAppearanceTransition() }
    /// The engine asks this for ``shouldAutomaticallyForwardAppearanceMethods`` (rule A4).
    nonisolated public var forwardsAppearanceAutomatically: Bool? {
        MainActorBridge.run(engineController.owningApp, subject: "\(engineController.name) shouldAutomaticallyForwardAppearanceMethods") {
            shouldAutomaticallyForwardAppearanceMethods
        } ?? nil
    }
    /// Whether the controller is being presented (rule S5).
    open var isBeingPresented: Bool { engineController.isBeingPresented }
    /// Whether the controller is being dismissed (rule S5).
    open var isBeingDismissed: Bool { engineController.isBeingDismissed }

    // MARK: Callbacks: the base implementations

    /// Makes the view: a plain view the size of the screen (rule V1). An override sets
    /// ``view`` and, as UIKit asks, does not call super.
    open func loadView() { reachBase(Callback(.loadView)) }
    /// The view loaded. Does nothing.
    open func viewDidLoad() { reachBase(Callback(.viewDidLoad)) }
    /// The view is about to appear; an override must call super (rule V3).
    open func viewWillAppear(_ animated: Bool) { reachBase(Callback(.viewWillAppear, .bool(animated))) }
    /// The view is in the window and about to lay out (rule A8); an override must call super.
    open func viewIsAppearing(_ animated: Bool) { reachBase(Callback(.viewIsAppearing, .bool(animated))) }
    /// The view appeared; an override must call super (rule V3).
    open func viewDidAppear(_ animated: Bool) { reachBase(Callback(.viewDidAppear, .bool(animated))) }
    /// The view is about to disappear; an override must call super (rule V3).
    open func viewWillDisappear(_ animated: Bool) { reachBase(Callback(.viewWillDisappear, .bool(animated))) }
    /// The view disappeared; an override must call super (rule V3).
    open func viewDidDisappear(_ animated: Bool) { reachBase(Callback(.viewDidDisappear, .bool(animated))) }
    /// The view is about to lay out its subviews. Does nothing.
    open func viewWillLayoutSubviews() { reachBase(Callback(.viewWillLayoutSubviews)) }
    /// The view laid out its subviews. Does nothing.
    open func viewDidLayoutSubviews() { reachBase(Callback(.viewDidLayoutSubviews)) }
    /// Updates the controller's constraints in the constraint pass before layout (rule Y2): an
    /// override changes its constraints, then calls `super` as its last step, which updates the
    /// view's (`updateConstraints()`).
    open func updateViewConstraints() { reachBase(Callback(.updateViewConstraints)) }
    /// The safe area changed (rule E3). Does nothing.
    open func viewSafeAreaInsetsDidChange() { reachBase(Callback(.viewSafeAreaInsetsDidChange)) }
    /// Rule E6: the orientations the controller supports when the window asks it (the root, or
    /// the topmost full-screen presented controller): UIKit's default for the device, or a
    /// container's delegate's answer.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        reachBase(Callback(.supportedInterfaceOrientations)).number.map { UIInterfaceOrientationMask(rawValue: UInt(max(0, $0))) }
            ?? .idiomDefault
    }
    /// Rule E6: whether the window may turn while this controller decides. True.
    open var shouldAutorotate: Bool { reachBase(Callback(.shouldAutorotate)).flag ?? true }
    /// Rule E6: the orientation a full-screen presentation of this controller turns the window
    /// to: the current one, or a container's delegate's answer.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        reachBase(Callback(.preferredInterfaceOrientationForPresentation)).text.flatMap(InterfaceOrientation.init(rawValue:))
            .map(UIInterfaceOrientation.init) ?? .current
    }
    /// Rule E6 (iOS 16): the window asks again which orientations are supported and turns if
    /// it must.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        engineController.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    /// Rule B2: the app received a memory warning. Does nothing; the view stays loaded.
    open func didReceiveMemoryWarning() { reachBase(Callback(.didReceiveMemoryWarning)) }
    /// Rule E1: the view is about to take `size`; the base forwards it to the children, so an
    /// override must call super (rule V3).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        guard let engineCoordinator = (coordinator as? TransitionCoordinatorSurface)?.coordinator else { return }
        reachBase(Callback(.viewWillTransitionToSize, .size(size.engineSize), .coordinator(engineCoordinator)))
    }
    /// Rule E1: the traits are about to change; the base forwards the change to the children,
    /// so an override must call super (rule V3).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        guard let engineCoordinator = (coordinator as? TransitionCoordinatorSurface)?.coordinator else { return }
        reachBase(Callback(.willTransitionToTraitCollection, .traits(newCollection.traits), .coordinator(engineCoordinator)))
    }
    /// Rule E2: the traits changed from `previousTraitCollection`. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        reachBase(Callback(.traitCollectionDidChange, .traits(previousTraitCollection?.traits ?? .unspecified)))
    }
    /// A segue is about to run (rules T2, S11). Does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        reachBase(Callback(.prepareForSegue, .segue(segue.engineSegue)))
    }
    /// Whether a segue the storyboard triggers runs (rule S11). Answers true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        reachBase(Callback(.shouldPerformSegue, .string(identifier), .controller(nil))).flag ?? true
    }

    // MARK: Members apps override that Stagehand answers or stores (no status bar, home
    // indicator or nib is modelled)

    /// The status bar style the controller prefers: `.default`. Stagehand draws no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether a controller presented not full screen decides the status bar's appearance:
    /// stored, false by default (no status bar is drawn).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller prefers the status bar hidden: false.
    open var prefersStatusBarHidden: Bool { false }
    /// How a status bar change animates: `.fade`, UIKit's default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's: nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's: nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks the system to read the status bar preferences again. Stagehand draws no status
    /// bar, so nothing happens.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the controller prefers the home indicator hidden: false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used instead: nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks the system to read the home indicator preference again: nothing happens.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures yield to the controller's: none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred screen edges are used instead: nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks the system to read the deferred screen edges again: nothing happens (Stagehand
    /// has no system gestures).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// The size the controller would like its view to have in a container: `.zero` by
    /// default. Rule W7: a change tells the parent, through
    /// ``preferredContentSizeDidChange(forChildContentContainer:)``; Stagehand's own containers
    /// do not lay children out by it.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// A child's ``preferredContentSize`` changed. Does nothing; a container overrides it.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's Auto Layout fitting size changed. Does nothing; a container overrides it.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child's view in a parent of `parentSize`: `parentSize`, UIKit's default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The view's layout margins changed. Does nothing (Stagehand does not call it yet).
    open func viewLayoutMarginsDidChange() {}

    /// Whether the controller is editing: stored.
    open var isEditing: Bool = false
    /// Sets ``isEditing``; a table controller's override passes it on to its table.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The storyboard the controller was loaded from: always nil, as for a controller made in
    /// code (Stagehand loads no storyboard; a ``StoryboardScene`` stands in for one).
    public var storyboard: UIStoryboard? { nil }
}
