/// A navigation controller, as UIKit's `UINavigationController`: a stack of children, the top
/// one's view shown, pushes and pops with their callback order (rules S1-S4).
open class NavigationController: ViewController {
    /// How long an animated push or pop takes.
    public static let transitionDuration = 0.35

    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Rule E1: a size or trait transition reaches only the top of the stack; the covered
    /// controllers hear nothing.
    override var transitionRecipients: [ViewController] { topViewController.map { [$0] } ?? [] }
    /// Whether the navigation bar is hidden (rule E5; shown by default).
    public private(set) var isNavigationBarHidden = false
    /// Whether the toolbar is hidden (rule E5; hidden by default).
    public private(set) var isToolbarHidden = true
    /// How long an animated show or hide of a bar takes (UIKit's `hideShowBarDuration`).
    public static let hideShowBarDuration = 0.2

    /// Rule E5: the navigation bar covers the top of its children's views, 44 points (32
    /// when the height is compact, an iPhone in landscape); the toolbar, when shown, their
    /// bottom, as tall, unless a controller in the stack hides the bottom bars.
    override func barInsets(for child: ViewController) -> EdgeInsets {
        let height: Double = traitCollection.verticalSizeClass == .compact ? 32 : 44
        var insets = EdgeInsets.zero
        if !isNavigationBarHidden { insets.top = height }
        if !isToolbarHidden, !hidesBottomBars { insets.bottom = height }
        return insets
    }

    /// Whether a controller pushed on the stack (not the root) hides the bottom bars.
    var hidesBottomBars: Bool { viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// Rule E5: shows or hides the navigation bar; the children's safe area changes, and an
    /// on-screen controller lays out at once, inside a 0.2 s animation when `animated`.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        barsChanged(animated: animated, what: hidden ? "hid its navigation bar" : "showed its navigation bar")
    }

    /// Rule E5: shows or hides the toolbar, as ``setNavigationBarHidden(_:animated:)``.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        isToolbarHidden = hidden
        barsChanged(animated: animated, what: hidden ? "hid its toolbar" : "showed its toolbar")
    }

    /// Marks the views whose safe area the bars changed (this one's, and a tab bar
    /// controller's above it) and, on screen, lays them out at once.
    private func barsChanged(animated: Bool, what: String) {
        guard let root = (parent as? TabBarController)?.viewIfLoaded ?? viewIfLoaded else { return }
        runtime.withCause("\(object: name) \(what) (E5)", rule: .E5) {
            viewIfLoaded?.setNeedsLayout()
            runtime.markSafeAreaChanges(in: root)
            guard root.window != nil else { return }
            runtime.animate(duration: animated ? NavigationController.hideShowBarDuration : 0, delay: 0, curve: .easeInOut,
                            animations: { try? root.layoutIfNeeded() }, completion: nil)
        }
    }

    /// Asked for the animators and interaction controllers of pushes and pops (rule X2), and
    /// told of each controller the navigation controller shows (rule S14; UIKit's `delegate`,
    /// held weakly).
    public weak var delegate: CallbackReceiver?
    /// Rule E6: the delegate answers for the container's supported and preferred orientations
    /// when it implements `navigationControllerSupportedInterfaceOrientations`/`navigationControllerPreferredInterfaceOrientationForPresentation`.
    override var orientationDelegate: (receiver: CallbackReceiver?, supported: Callback.Name, preferred: Callback.Name)? {
        (delegate, .navigationControllerSupportedInterfaceOrientations, .navigationControllerPreferredInterfaceOrientationForPresentation)
    }
    /// Rule S14: the controller the delegate was last told `willShow` of, until `didShow`.
    weak var delegateAwaitsDidShow: ViewController?
    /// Rule S14: the controller the delegate was last told `didShow` of.
    weak var delegateLastShown: ViewController?

    /// Whether a push or pop is running.
    public private(set) var isTransitioning = false
    /// Requests made while a transition ran, applied when it ends (rule S4).
    private var queued: [() -> Void] = []
    /// The interactive pop in progress: the controller going and the one coming back.
    private var interactive: (top: ViewController, below: ViewController, coordinator: TransitionCoordinator)?
    /// Whether an interactive pop is in progress (rule S3).
    var isInteractivelyPopping: Bool { interactive != nil }
    /// The coordinator of the interactive pop in progress (rule G9 sets its percent).
    var interactivePopCoordinator: TransitionCoordinator? { interactive?.coordinator }
    /// UIKit's `interactivePopGestureRecognizer` (rule G9): a screen-edge pan from the left
    /// edge on the navigation controller's view, which drives the interactive pop.
    public private(set) lazy var interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer = makePopGestureRecognizer()

    /// A navigation controller whose stack is `rootViewController`, added as its first child
    /// (`willMoveToParent`, `didMoveToParent`), or empty. Throws when the root cannot be a child
    /// of it (rules C1, S13, R3).
    public init(app: App, name: String? = nil, rootViewController: ViewController? = nil) throws(EngineError) {
        super.init(app: app, name: name)
        if let rootViewController {
            try addChild(rootViewController)
            viewControllers = [rootViewController]
            rootViewController.send(.didMoveToParent, .controller(self), rule: .S1)
        }
    }

    /// The navigation controller's view holds the top controller's view, filling it.
    open override func loadView() {
        super.loadView()
        if let top = topViewController { showFilling(top) }
        view.addGestureRecognizer(interactivePopGestureRecognizer)    // rule G9
    }

    var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Rule S14: the navigation controller's own appearance shows its top to the delegate.
    override func appearanceForwarded(_ isAppearing: Bool, ended: Bool, animated: Bool) {
        tellDelegateOfOwnAppearance(isAppearing, ended: ended, animated: animated)
    }

    // MARK: Push and pop (rules S1, S2, S4)

    /// Rule S1: `vc willMoveToParent(nav)`, `vc` loads, `top viewWillDisappear`,
    /// `vc viewWillAppear`, `vc` lays out, the 0.35 s transition (none when not animated),
    /// `top viewDidDisappear`, `vc viewDidAppear`, `vc didMoveToParent(nav)`. Off screen, only
    /// the stack and the containment change.
    public func pushViewController(_ controller: ViewController, animated: Bool) throws(EngineError) {
        if viewControllers.contains(where: { $0 === controller }) {
            throw EngineError(name: "NSInvalidArgumentException", reason: "Pushing the same view controller instance (<\(controller.name)>) more than once is not supported", rule: .S1)
        }
        // Rules C1, S13, R3: a controller that this one is below (through parents or
        // presenters) is refused now, even when the push would wait for a transition.
        try checkCanAddChild(controller)
        if deferIfBusy(controller, { [unowned self] in try? pushViewController(controller, animated: animated) }) { return }
        try runtime.withCause("\(object: name) pushViewController \(controller.name) (S1)", rule: .S1) { () throws(EngineError) in
            try addChild(controller)
            let old = topViewController
            viewControllers.append(controller)
            swap(from: old, to: controller, animated: animated, operation: .push, then: {
                controller.send(.didMoveToParent, .controller(self), rule: .S1)
            }, undo: { [unowned self] in
                // Rule X4: a cancelled push takes the controller off again (Stagehand's choice).
                viewControllers.removeAll { $0 === controller }
                controller.send(.willMoveToParent, .controller(nil), rule: .X4)
                controller.removeFromParent()
            })
        }
    }

    /// Rule S2: `top willMoveToParent(nil)`, `top viewWillDisappear`, `below viewWillAppear`,
    /// the transition, `top viewDidDisappear`, `below viewDidAppear`, `top didMoveToParent(nil)`.
    /// Returns the popped controller; with only the root on the stack, nil and nothing happens.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        if deferIfBusy(top, { [unowned self] in popViewController(animated: animated) }) { return top }
        runtime.withCause("\(object: name) popViewController (S2)", rule: .S2) {
            top.send(.willMoveToParent, .controller(nil), rule: .S2)
            viewControllers.removeLast()
            swap(from: top, to: topViewController, animated: animated, operation: .pop, then: {
                top.removeFromParent()
            }, undo: { [unowned self] in
                // Rule X4: a cancelled pop leaves the controller on the stack, back in its
                // parent (Stagehand's choice).
                viewControllers.append(top)
                top.send(.didMoveToParent, .controller(self), rule: .X4)
            })
        }
        return top
    }

    /// Pops to the root: every controller above it gets `willMoveToParent(nil)` (top first),
    /// the top disappears and the root appears as in a pop, then each is removed from its
    /// parent (top first). Returns the popped controllers, bottom first. (The order for the
    /// middle controllers is Stagehand's choice.)
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `controller` as ``popToRootViewController(animated:)`` pops
    /// those above the root (rule S2); returns them, bottom first. Nothing happens (and nothing
    /// is returned) when `controller` is not on the stack or is the top.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1,
              let top = topViewController else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        if deferIfBusy(top, { [unowned self] in popToViewController(controller, animated: animated) }) { return popped }
        runtime.withCause("\(object: name) popToViewController \(controller.name) (S2)", rule: .S2) {
            for controller in popped.reversed() { controller.send(.willMoveToParent, .controller(nil), rule: .S2) }
            viewControllers = Array(viewControllers[...index])
            swap(from: top, to: topViewController, animated: animated, operation: .pop, then: {
                for controller in popped.reversed() { controller.removeFromParent() }
            }, undo: { [unowned self] in
                viewControllers += popped
                for controller in popped { controller.send(.didMoveToParent, .controller(self), rule: .X4) }
            })
        }
        return popped
    }

    // MARK: Showing and unwinding (rules S11, S12)

    /// Rule S11: a navigation controller handles `show` by pushing.
    open override func handles(_ action: ShowAction) -> Bool { action == .show || super.handles(action) }

    /// Rule S11: `show` pushes `controller` (`show(_:sender:)` of `UINavigationController`).
    open override func perform(_ action: ShowAction, showing controller: ViewController, animated: Bool) {
        guard action == .show else { return super.perform(action, showing: controller, animated: animated) }
        do { try pushViewController(controller, animated: animated) } catch {
            runtime.warn(name, error.reason, rule: .S11)
        }
    }

    /// Rule S12: the stack is searched from the top down (the most recent controller first),
    /// less the controller that contains the source.
    open override func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        let containing = childContaining(source)
        return viewControllers.reversed().filter { $0 !== containing }
    }

    /// Rule S12: an unwind segue passing through the stack pops to `child`.
    open override func unwind(for segue: Segue, towards child: ViewController) {
        popToViewController(child, animated: segue.animated)
    }

    /// Replaces the stack. Controllers that leave get `willMoveToParent(nil)` and are removed
    /// after the transition; new ones are added (`willMoveToParent`) and get
    /// `didMoveToParent` after it; if the top changes, the old top disappears and the new
    /// one appears as in a push. (Stagehand's choice of order.)
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) throws(EngineError) {
        // Rules C1, S13, R3: every new controller is checked before anything changes.
        for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
            try checkCanAddChild(controller)
        }
        if let first = controllers.first, deferIfBusy(first, { [unowned self] in try? setViewControllers(controllers, animated: animated) }) { return }
        try runtime.withCause("\(object: name) setViewControllers (S1)", rule: .S1) { () throws(EngineError) in
            let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
            let arriving = controllers.filter { new in !viewControllers.contains { $0 === new } }
            for controller in leaving { controller.send(.willMoveToParent, .controller(nil), rule: .S1) }
            for controller in arriving { try addChild(controller) }
            let old = topViewController
            let previous = viewControllers
            viewControllers = controllers
            let finish = { [unowned self] in
                for controller in leaving { controller.removeFromParent() }
                for controller in arriving { controller.send(.didMoveToParent, .controller(self), rule: .S1) }
            }
            // Rule X4: a cancelled replacement puts the old stack back (Stagehand's choice).
            let undo = { [unowned self] in
                viewControllers = previous
                for controller in arriving {
                    controller.send(.willMoveToParent, .controller(nil), rule: .X4)
                    controller.removeFromParent()
                }
                for controller in leaving { controller.send(.didMoveToParent, .controller(self), rule: .X4) }
            }
            // Rule X2: the new top decides the operation: a push unless it was on the stack.
            let operation: NavigationOperation = arriving.contains { $0 === controllers.last } ? .push : .pop
            if old === topViewController { finish() } else {
                swap(from: old, to: topViewController, animated: animated, operation: operation, then: finish, undo: undo)
            }
        }
    }

    /// The appearance half of a push or pop: begins, the delegate's `willShow` (rule S14),
    /// view swap, the transition, ends, `then`, the delegate's `didShow`. With a delegate's
    /// animator (rule X2) it runs the transition; with its interaction controller (rule X4)
    /// the user drives it, and a cancelled one ends the appearance transitions the other way
    /// and runs `undo` instead of `then`, without `didShow`.
    private func swap(from old: ViewController?, to new: ViewController?, animated: Bool, operation: NavigationOperation,
                      then: @escaping () -> Void, undo: @escaping () -> Void) {
        guard isOnScreen, let new else {
            old?.viewIfLoaded?.removeFromSuperview()
            if let new { showFilling(new) }
            then()
            return
        }
        isTransitioning = true
        let animator = animated ? old.flatMap { askDelegate(operation, from: $0, to: new) } : nil
        let interactor = animator.flatMap(askDelegateForInteraction)
        let rule: Rule = animator == nil ? .S1 : .X2
        let context = TransitionContext(runtime: runtime, owner: self, from: old, to: new, containerView: view, animated: animated,
                                        rule: rule,
                                        animator: animator, system: SystemAnimator(duration: animated ? NavigationController.transitionDuration : 0),
                                        interactor: interactor)
        let runtime = runtime
        context.onComplete = { [weak self] completed in
            runtime.withCause(completed ? "the navigation transition ended (S1, S2)" : "the navigation transition was cancelled (X4)", rule: rule) {
                if completed {
                    old?.viewIfLoaded?.removeFromSuperview()
                    old?.endAppearanceTransition()
                    new.endAppearanceTransition()
                    then()
                    self?.tellDelegateDidShow(new, animated: animated)
                } else {
                    self?.delegateAwaitsDidShow = nil   // rule S14: no didShow for a cancelled transition
                    new.viewIfLoaded?.removeFromSuperview()
                    if let old { self?.showFilling(old) }
                    new.endAppearanceTransition()
                    old?.endAppearanceTransition()
                    undo()
                }
                self?.stackChanged()
                self?.transitionEnded()
            }
        }
        runtime.runControllerTransition(context) {
            new.loadViewIfNeeded()
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
            tellDelegateWillShow(new, animated: animated)
            showFilling(new)
            try? new.view.layoutIfNeeded()
        }
    }

    /// Rule X2: the delegate's animator for `operation` (recorded), or nil.
    private func askDelegate(_ operation: NavigationOperation, from: ViewController, to: ViewController) -> CallbackReceiver? {
        runtime.send(Callback(.animationControllerFor, .string(operation.rawValue), .controller(from), .controller(to)),
                     to: delegate, from: self, rule: .X2)?.receiver
    }

    /// Rule X4: the delegate's interaction controller for a transition `animator` animates
    /// (recorded), or nil.
    private func askDelegateForInteraction(_ animator: CallbackReceiver) -> CallbackReceiver? {
        runtime.send(Callback(.interactionControllerFor, .animator(animator)), to: delegate, from: self, rule: .X4)?.receiver
    }

    /// Rule S4: a request made while a transition runs logs UIKit's unbalanced-calls warning
    /// and is applied when the running transition ends. (What UIKit does after the warning is
    /// unverified.)
    private func deferIfBusy(_ subject: ViewController, _ request: @escaping () -> Void) -> Bool {
        guard isTransitioning || interactive != nil else { return false }
        runtime.warn(subject.name, "Unbalanced calls to begin/end appearance transitions for \(subject.name).", rule: .S4)
        queued.append(request)
        return true
    }

    /// Rule E5: once the stack has changed, the views whose bottom bars came or went are
    /// marked, so their safe area is announced at the next layout.
    private func stackChanged() {
        guard let root = (parent as? TabBarController)?.viewIfLoaded ?? viewIfLoaded else { return }
        runtime.markSafeAreaChanges(in: root)
    }

    private func transitionEnded() {
        isTransitioning = false
        guard !queued.isEmpty else { return }
        let next = queued.removeFirst()
        next()
    }

    // MARK: Interactive pop (rule S3)

    /// Starts an interactive pop (the edge swipe): `top viewWillDisappear`,
    /// `below viewWillAppear`, the delegate's `willShow(below)` (rule S14); the stack does not
    /// change until it finishes.
    public func beginInteractivePop() {
        guard isOnScreen, !isTransitioning, interactive == nil, viewControllers.count > 1,
              let top = topViewController else { return }
        let below = viewControllers[viewControllers.count - 2]
        // Rule X5: the swipe has a coordinator, interactive until it is cancelled or finished.
        let coordinator = TransitionCoordinator.interactive(duration: NavigationController.transitionDuration, from: top, to: below,
                                                            in: view, participants: [self, top, below])
        interactive = (top, below, coordinator)
        runtime.withCause("\(object: name) interactive pop began (S3)", rule: .S3) {
            top.beginAppearanceTransition(false, animated: true)
            below.beginAppearanceTransition(true, animated: true)
            tellDelegateWillShow(below, animated: true)
            showFilling(below)
        }
    }

    /// Rule S3: a cancelled interactive pop: `below viewWillDisappear`,
    /// `below viewDidDisappear`, `top viewWillAppear`, `top viewDidAppear`; the stack is
    /// unchanged. The delegate hears nothing more (rule S14: no `didShow`, no second
    /// `willShow`).
    public func cancelInteractivePop() {
        guard let (top, below, coordinator) = interactive else { return }
        runtime.withCause("\(object: name) interactive pop was cancelled (S3)", rule: .S3) {
            coordinator.interactionEnded(cancelled: true)
            delegateAwaitsDidShow = nil   // rule S14: no didShow for the controller below
            below.beginAppearanceTransition(false, animated: true)
            below.viewIfLoaded?.removeFromSuperview()
            below.endAppearanceTransition()
            top.beginAppearanceTransition(true, animated: true)
            top.endAppearanceTransition()
            coordinator.finishInteractive(participants: [self, top, below])
        }
        interactive = nil
        transitionEnded()
    }

    /// Finishes an interactive pop as a pop: `top willMoveToParent(nil)`,
    /// `top viewDidDisappear`, `below viewDidAppear`, `top didMoveToParent(nil)`, the
    /// delegate's `didShow(below)` (rule S14).
    public func finishInteractivePop() {
        guard let (top, below, coordinator) = interactive else { return }
        runtime.withCause("\(object: name) interactive pop finished (S3)", rule: .S3) {
            coordinator.interactionEnded(cancelled: false)
            top.send(.willMoveToParent, .controller(nil), rule: .S3)
            viewControllers.removeLast()
            top.viewIfLoaded?.removeFromSuperview()
            top.endAppearanceTransition()
            below.endAppearanceTransition()
            top.removeFromParent()
            tellDelegateDidShow(below, animated: true)
            coordinator.finishInteractive(participants: [self, top, below])
        }
        interactive = nil
        transitionEnded()
    }
}
