import HeadlessUIKit

/// UIKit's `UITabBarController` over the engine's (rule S6), the delegate of its own tab bar
/// (rule I1).
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// A tab bar controller of the current app with no tabs; nibs are not read.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller with no tabs: the coder's storyboard is not read.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func makeEngineController(app: App, name: String, coder: StoryboardScene?) -> ViewController {
        (try? TabBarController(app: app, name: name, viewControllers: [])) ?? ViewController(app: app, name: name)
    }

    var tabs: TabBarController? { engineController as? TabBarController }

    /// The engine's delegate, asking and telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UITabBarControllerDelegate") { [weak self] in
        self?.delegate
    }

    /// The delegate, asked and told about the tabs the user taps (rule S15); held weakly, as
    /// UIKit does.
    open weak var delegate: UITabBarControllerDelegate? {
        didSet { tabs?.delegate = delegate == nil ? nil : delegateForwarder }
    }

    /// The tabs, in order. Setting them (UIKit's `viewControllers = [...]`) adds each as a
    /// child; Stagehand sets them once: a tab bar controller with tabs keeps them.
    open var viewControllers: [UIViewController]? {
        get { tabs?.viewControllers.map(Surfaces.controller) }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Sets the tabs (see ``viewControllers``).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        uncaught { () throws(EngineError) in
            try tabs?.setTabs((viewControllers ?? []).map(\.engineController))
        }
    }
    /// Rule I1: the tab bar, showing the tabs' `tabBarItem`s; the controller is its delegate.
    open var tabBar: UITabBar {
        guard let engineBar = tabs?.tabBar, let bar = Surfaces.view(engineBar) as? UITabBar else { return fallbackTabBar }
        if bar.delegate == nil { bar.delegate = self }
        return bar
    }
    /// Rule I4: `bar` becomes the tab bar (key-value coding's `setValue(_:forKey: "tabBar")`),
    /// with the controller its delegate.
    func replaceTabBar(with bar: UITabBar) {
        guard let tabs, let engineBar = bar.bar else { return }
        uncaught { () throws(EngineError) in
            try tabs.replaceTabBar(with: engineBar)
            if bar.delegate == nil { bar.delegate = self }
        }
    }
    /// The bar of a controller without the engine's (never made by UIKit's initialisers).
    private lazy var fallbackTabBar = UITabBar(frame: .zero)

    /// The navigation controller of the tabs beyond the bar's room: Stagehand's bar shows
    /// every tab, so it is never shown and has no parent.
    open var moreNavigationController: UINavigationController { storedMoreNavigationController }
    private lazy var storedMoreNavigationController = UINavigationController(nibName: nil, bundle: nil)
    /// The tabs the user may rearrange: stored; customising is not modelled.
    open var customizableViewControllers: [UIViewController]?

    /// Rule I6: the user tapped `item` of the bar; sent to the bar's delegate (this controller,
    /// unless the app gave it another) before the tab is selected (rule S15), with the old tab
    /// still selected. The selection does not depend on it: the base does nothing.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// The user is about to customise the items: not modelled; the base does nothing.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// The user began customising the items: not modelled; the base does nothing.
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// The user is about to end customising the items: not modelled; the base does nothing.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// The user ended customising the items: not modelled; the base does nothing.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}

    /// The selected tab's index; setting it selects the tab (rule S6).
    open var selectedIndex: Int {
        get { tabs?.selectedIndex ?? 0 }
        set { uncaught { () throws(EngineError) in try tabs?.select(index: newValue) } }
    }
    /// The selected tab; setting it selects the tab (rule S6).
    open var selectedViewController: UIViewController? {
        get { Surfaces.controller(tabs?.selectedViewController) }
        set {
            guard let newValue else { return }
            uncaught { () throws(EngineError) in try tabs?.select(newValue.engineController) }
        }
    }
}

extension UIViewController {
    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? {
        Surfaces.controller(engineController.nearestAncestor(TabBarController.self)) as? UITabBarController
    }
}
