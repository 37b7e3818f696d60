/// A tab bar controller, as UIKit's `UITabBarController`: every tab is a child, and only the
/// selected tab's view is in the hierarchy (rule S6).
open class TabBarController: ViewController {
    /// The tabs, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// Rule I1: the tab bar, showing the tabs' items; in the view, at its bottom, once it loads.
    /// Rule I4: an app may replace it (``replaceTabBar(with:)``).
    public private(set) var tabBar: TabBar
    /// The index of the selected tab.
    public internal(set) var selectedIndex = 0
    /// Asked whether a tab the user taps may be selected, told when it was, and asked for the
    /// animators and interaction controllers of tab switches (rule S15; UIKit's `delegate`,
    /// held weakly).
    public weak var delegate: CallbackReceiver?
    /// Rule E6: the delegate answers for the container's supported and preferred orientations
    /// when it implements `tabBarControllerSupportedInterfaceOrientations`/`tabBarControllerPreferredInterfaceOrientationForPresentation`.
    override var orientationDelegate: (receiver: CallbackReceiver?, supported: Callback.Name, preferred: Callback.Name)? {
        (delegate, .tabBarControllerSupportedInterfaceOrientations, .tabBarControllerPreferredInterfaceOrientationForPresentation)
    }

    /// A tab bar controller with `viewControllers` as its tabs, the first selected; each tab is
    /// added as a child (`willMoveToParent`, `didMoveToParent`). Throws, adding none, when one
    /// cannot be a child of it (rules C1, S13, R3).
    public init(app: App, name: String? = nil, viewControllers: [ViewController]) throws(EngineError) {
        tabBar = TabBar(app: app)
        super.init(app: app, name: name)
        tabBar.controller = self    // rule I1
        for controller in viewControllers { try checkCanAddChild(controller) }   // rules C1, S13, R3, before any is added
        for controller in viewControllers {
            try addChild(controller)
            controller.send(.didMoveToParent, .controller(self), rule: .S6)
        }
        self.viewControllers = viewControllers
        tabBar.takeControllerItems()    // rule I7
    }

    /// Rule E5: the tab bar covers the bottom of the selected tab's view, 49 points (32 when
    /// the height is compact), unless the tab is a navigation controller with a pushed
    /// controller that hides the bottom bars.
    override func barInsets(for child: ViewController) -> EdgeInsets {
        if let navigation = child as? NavigationController, navigation.hidesBottomBars { return .zero }
        return EdgeInsets(bottom: traitCollection.verticalSizeClass == .compact ? 32 : 49)
    }

    /// Rule E1: a size or trait transition reaches only the selected tab.
    override var transitionRecipients: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The tab bar's view holds the selected tab's view, filling it, and the tab bar along its
    /// bottom, in front (rule I1).
    open override func loadView() {
        super.loadView()
        guard let view = viewIfLoaded else { return }
        addTabBar(to: view)
        if let selected = selectedViewController { showTab(selected) }
    }

    /// Rule I4: `bar` becomes the tab bar (key-value coding's `setValue(_:forKey: "tabBar")`,
    /// with which apps install a tab bar subclass): it shows the tabs' items and takes the old
    /// bar's place in the view; the old bar leaves the view and becomes a bar of the app's own.
    /// Another controller's bar raises `NSInternalInconsistencyException` (**choice**: a bar
    /// serves one controller), changing nothing.
    public func replaceTabBar(with bar: TabBar) throws(EngineError) {
        guard bar !== tabBar else { return }
        guard bar.controller == nil else {
            throw EngineError(name: "NSInternalInconsistencyException",
                              reason: "The tab bar is managed by another tab bar controller.", rule: .I4)
        }
        let old = tabBar
        old.controller = nil
        old.updateButtons()             // rule I5: a bar of the app's own, with no items
        bar.controller = self
        tabBar = bar
        if let view = viewIfLoaded {
            if old.superview === view { old.removeFromSuperview() }
            addTabBar(to: view)
        }
        bar.takeControllerItems()       // rule I7
    }

    /// Rule I1: puts the tab bar in `view`, in front, along its bottom, following its size.
    private func addTabBar(to view: View) {
        placeTabBar()
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        try? view.addSubview(tabBar)
    }

    /// Rule I1: the bar lies along the bottom of the view, its width and as tall as rule E5's
    /// inset; its autoresizing follows the view's size.
    func placeTabBar() {
        guard let view = viewIfLoaded else { return }
        let height = barInsets(for: self).bottom
        tabBar.frame = Rect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// Rule I1: a change of traits (a compact height) gives the bar rule E5's new height.
    override func adaptToTraitChange(from previous: TraitCollection) { placeTabBar() }

    /// Puts `tab`'s view in the view, filling it, behind the tab bar (rule I1).
    func showTab(_ tab: ViewController) {
        showFilling(tab)
        viewIfLoaded?.bringSubviewToFront(tabBar)
    }

    /// Rule S6: selects a tab. On screen, as UIKit's device logs show, the new tab loads and
    /// begins appearing before the old one begins disappearing (`new viewDidLoad`,
    /// `new viewWillAppear`, `old viewWillDisappear`); the views are swapped, and after the
    /// next commit `old viewDidDisappear`, then `new viewDidAppear`. On screen, a delegate's
    /// animator runs the switch as a custom transition instead (rule S15).
    public func select(index: Int) throws(EngineError) {
        guard viewControllers.indices.contains(index) else {
            throw EngineError(name: "NSRangeException", reason: "index \(index) beyond bounds [0 .. \(viewControllers.count - 1)]", rule: .S6)
        }
        guard index != selectedIndex else { return }
        let old = selectedViewController
        selectedIndex = index
        guard isViewLoaded, let new = selectedViewController else { return }
        // Off screen, or when the tab bar leaves its children to a script, only the views move.
        let movesAppearance = viewIfLoaded?.window != nil && forwardsAppearanceAutomatically
        if movesAppearance, let old, try switchWithDelegateAnimator(from: old, to: new, previousIndex: viewControllers.firstIndex { $0 === old } ?? 0) {
            return
        }
        runtime.withCause("\(object: name) selected tab \(index) (S6)", rule: .S6) {
            if movesAppearance {
                new.beginAppearanceTransition(true, animated: false)
                old?.beginAppearanceTransition(false, animated: false)
            }
            old?.viewIfLoaded?.removeFromSuperview()   // the window hooks leave begun tabs alone (A5)
            showTab(new)
            guard movesAppearance else { return }
            if let old { runtime.deferAppearanceEnd(of: old, rule: .S6) }
            runtime.deferAppearanceEnd(of: new, rule: .S6)
        }
    }

    /// Sets the tabs of a tab bar controller made without any (UIKit's
    /// `viewControllers = [...]` after `init()`): each is added as a child, as the initialiser
    /// adds them (rule S6), and the first is selected. Replacing tabs already set is not
    /// modelled, and is an error.
    public func setTabs(_ controllers: [ViewController]) throws(EngineError) {
        guard viewControllers.isEmpty else {
            throw EngineError(name: "Stagehand", reason: "replacing the tabs of \(name) is not modelled: set them once", rule: .S6)
        }
        for controller in controllers { try checkCanAddChild(controller) }   // rules C1, S13, R3, before any is added
        for controller in controllers {
            try addChild(controller)
            controller.send(.didMoveToParent, .controller(self), rule: .S6)
        }
        viewControllers = controllers
        selectedIndex = 0
        if isViewLoaded, let selected = selectedViewController { showTab(selected) }
        tabBar.takeControllerItems()    // rule I7
    }

    /// Selects the tab showing `controller`.
    public func select(_ controller: ViewController) throws(EngineError) {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else {
            throw EngineError(name: "NSInvalidArgumentException", reason: "<\(controller.name)> is not one of the tab bar controller's view controllers", rule: .S6)
        }
        try select(index: index)
    }

    /// Rule I6: the controller, its bar's delegate, is told that the user tapped the item at
    /// `index`, before the selection (``userSelect(index:)``), which does not depend on it;
    /// UIKit's implementation does nothing, and so does the base.
    open func tabBarDidSelectItem(at index: Int) {}

    /// Rule S12: an unwind segue passing through the tab bar selects the tab of `child`.
    open override func unwind(for segue: Segue, towards child: ViewController) {
        guard child !== selectedViewController else { return }
        try? select(child)
    }
}
