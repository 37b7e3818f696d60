import HeadlessUIKit

/// UIKit's `UINavigationController` over the engine's (rules S1-S4).
open class UINavigationController: UIViewController {
    /// A navigation controller of the current app whose stack is `rootViewController`, added
    /// as its child without animation.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack; nibs are not read.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller with an empty stack: the coder's storyboard is not read.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func makeEngineController(app: App, name: String, coder: StoryboardScene?) -> ViewController {
        // An empty navigation controller cannot fail to be made.
        (try? NavigationController(app: app, name: name)) ?? ViewController(app: app, name: name)
    }

    var navigation: NavigationController? { engineController as? NavigationController }

    /// The engine's delegate, telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UINavigationControllerDelegate") { [weak self] in
        self?.delegate
    }

    /// The delegate, told of each controller shown (rule S14); held weakly, as UIKit does.
    open weak var delegate: UINavigationControllerDelegate? {
        didSet { navigation?.delegate = delegate == nil ? nil : delegateForwarder }
    }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { navigation?.viewControllers.map(Surfaces.controller) ?? [] }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The top of the stack.
    open var topViewController: UIViewController? { Surfaces.controller(navigation?.topViewController) }
    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        topViewController.map { $0.presentedViewController ?? $0 }
    }

    /// Rule S2: pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard Surfaces.sameApp(app, viewController.app, subject: engineController.name,
                               "the pushed \(viewController.engineController.name)") else { return }
        uncaught { () throws(EngineError) in try navigation?.pushViewController(viewController.engineController, animated: animated) }
    }
    /// Rule S3: pops the top controller; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        Surfaces.controller(navigation?.popViewController(animated: animated))
    }
    /// Rule S3: pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        navigation?.popToRootViewController(animated: animated).map(Surfaces.controller)
    }
    /// Rule S3: pops to `viewController`; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        navigation?.popToViewController(viewController.engineController, animated: animated).map(Surfaces.controller)
    }
    /// Replaces the stack (rule S4).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        uncaught { () throws(EngineError) in
            try navigation?.setViewControllers(viewControllers.map(\.engineController), animated: animated)
        }
    }
    /// Whether the navigation bar is hidden (rule E5).
    open var isNavigationBarHidden: Bool {
        get { navigation?.isNavigationBarHidden ?? false }
        set { navigation?.setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the navigation bar (rule E5).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigation?.setNavigationBarHidden(hidden, animated: animated)
    }
}

extension UIViewController {
    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? {
        Surfaces.controller(engineController.nearestAncestor(NavigationController.self)) as? UINavigationController
    }
}
