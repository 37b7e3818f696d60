import HeadlessUIKit

/// UIKit's `UITabBar` over the engine's tab bar (rules I1, I2): a tab bar controller's bar
/// shows its tabs' items; a bar of the app's own holds the items it is given.
open class UITabBar: UIView {
    /// An empty tab bar at `frame`.
    public override init(frame: CGRect) {
        UIView.provideEngineView(SurfaceTabBar(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
    }

    /// An empty tab bar: the coder is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(SurfaceTabBar(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    var bar: TabBar? { engineView as? TabBar }

    /// The delegate, held weakly; a tab bar controller's bar has the controller (rule I1).
    open weak var delegate: UITabBarDelegate?

    /// Rule I1: the items, left to right: a tab bar controller's tabs' `tabBarItem`s. Setting
    /// them on a tab bar controller's bar raises, as in UIKit.
    open var items: [UITabBarItem]? {
        get {
            if let controller = bar?.controller {
                return controller.viewControllers.map { Surfaces.controller($0).tabBarItem }
            }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }
    private var ownItems: [UITabBarItem]?

    /// Rule I7: the bar's controller gave it the tabs' items: UIKit's controller sets them with
    /// ``setItems(_:animated:)``, not animated, which a subclass overrides.
    func takeItemsFromController() {
        isTakingControllerItems = true
        defer { isTakingControllerItems = false }
        setItems(items, animated: false)
    }
    /// Whether ``takeItemsFromController()`` is under way.
    private var isTakingControllerItems = false

    /// Sets the items (see ``items``). A tab bar controller calls it on its bar with its tabs'
    /// items (rule I7), which the bar keeps showing.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard let bar else { return }
        if isTakingControllerItems, bar.controller != nil { return }    // rule I7: the tabs' items
        Surfaces.uncaught(bar.owningApp, subject: bar.name) { () throws(EngineError) in
            try bar.setItems((items ?? []).map(\.engineItem))
            ownItems = items
        }
    }

    /// Rule I1: the selected item: a tab bar controller's selected tab's item. Setting it on a
    /// tab bar controller's bar raises, as in UIKit.
    open weak var selectedItem: UITabBarItem? {
        get {
            guard let selected = bar?.selectedItem else { return nil }
            return items?.first { $0.engineItem === selected }
        }
        set {
            guard let bar else { return }
            Surfaces.uncaught(bar.owningApp, subject: bar.name) { () throws(EngineError) in try bar.select(newValue?.engineItem) }
        }
    }

    /// Starts the user's customising of `items`: not modelled, nothing happens.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {}
    /// Ends the customising; returns whether it was under way (never, in Stagehand).
    open func endCustomizing(animated: Bool) -> Bool { false }
    /// Whether the user is customising the items: never, in Stagehand.
    open var isCustomizing: Bool { false }

    /// The selected item's tint: stored, never drawn.
    open var unselectedItemTintColor: UIColor?
    /// The bar's tint: stored.
    open var barTintColor: UIColor?
    /// The bar's style: stored.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent: stored.
    open var isTranslucent: Bool = true
    /// The background image: stored.
    open var backgroundImage: UIImage?
    /// The shadow image: stored.
    open var shadowImage: UIImage?
    /// The selection indicator's image: stored.
    open var selectionIndicatorImage: UIImage?
    /// How the items are laid out: stored; Stagehand's items share the width (rule I2).
    open var itemPositioning: UITabBar.ItemPositioning = .automatic
    /// The items' width when centred: stored.
    open var itemWidth: CGFloat = 0
    /// The space between centred items: stored.
    open var itemSpacing: CGFloat = 0
}
