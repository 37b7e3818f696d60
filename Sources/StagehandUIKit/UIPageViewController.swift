import HeadlessUIKit

/// UIKit's `UIPageViewController` over the engine's (rule S7): one page at a time, a child;
/// `setViewControllers(_:direction:animated:completion:)` replaces it, and a swipe (driven by a
/// test or a scenario) brings in the page the data source gives.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// Turning pages.
        case pageCurl
        /// Sliding pages.
        case scroll
    }
    /// Which way the pages lie: not modelled.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }
    /// Which way a change moves.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after.
        case forward
        /// To the page before.
        case reverse
    }
    /// UIKit's option keys: not modelled.
    public struct OptionsKey: Hashable, Sendable {
        /// The raw key.
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// What the engine's page view controller asks, answered by the UIKit-shaped data source.
    private let sourceAdapter = SourceAdapter()
    /// What the engine's page view controller tells, passed to the UIKit-shaped delegate.
    private let delegateAdapter = DelegateAdapter()

    /// Makes a page view controller of the current app.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        super.init(engineController: PageViewController(app: CurrentApp.app, name: String(describing: Self.self),
                                                        transitionStyle: style == .pageCurl ? .pageCurl : .scroll))
        sourceAdapter.owner = self
        delegateAdapter.owner = self
    }

    /// Makes a page-curl page view controller (UIKit's default style) with no nib.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Makes a page-curl page view controller; storyboards are not read.
    public required convenience init?(coder: NSCoder) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// The surface of a page view controller the engine made.
    public override init(engineController controller: ViewController) {
        super.init(engineController: controller)
        sourceAdapter.owner = self
        delegateAdapter.owner = self
    }

    var pages: PageViewController? { engineController as? PageViewController }

    /// How pages change.
    open var transitionStyle: TransitionStyle { pages?.transitionStyle == .pageCurl ? .pageCurl : .scroll }
    /// The page shown.
    open var viewControllers: [UIViewController]? { pages?.viewControllers.map(Surfaces.controller) }
    /// The data source; held weakly, as UIKit does.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { pages?.dataSource = dataSource == nil ? nil : sourceAdapter }
    }
    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: UIPageViewControllerDelegate? {
        didSet { pages?.delegate = delegate == nil ? nil : delegateAdapter }
    }

    /// Rule S7: shows `viewControllers` (one page); `completion(true)` when it is in place.
    /// Anything but one page, or a change during a swipe, raises as in UIKit (rule V3).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        uncaught { () throws(EngineError) in
            try pages?.setViewControllers((viewControllers ?? []).map(\.engineController),
                                          direction: direction == .forward ? .forward : .reverse,
                                          animated: animated, completion: completion)
        }
    }

    /// The engine's data source, answering with the UIKit-shaped one's answers.
    private final class SourceAdapter: PageViewControllerDataSource {
        weak var owner: UIPageViewController?

        var traceName: String { owner?.dataSource.map { String(describing: type(of: $0)) } ?? "UIPageViewControllerDataSource" }
        func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
            guard let owner, let source = owner.dataSource else { return nil }
            return source.pageViewController(owner, viewControllerBefore: Surfaces.controller(viewController))?.engineController
        }
        func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
            guard let owner, let source = owner.dataSource else { return nil }
            return source.pageViewController(owner, viewControllerAfter: Surfaces.controller(viewController))?.engineController
        }
    }

    /// The engine's delegate, telling the UIKit-shaped one.
    private final class DelegateAdapter: PageViewControllerDelegate {
        weak var owner: UIPageViewController?

        var traceName: String { owner?.delegate.map { String(describing: type(of: $0)) } ?? "UIPageViewControllerDelegate" }
        func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
            guard let owner else { return }
            owner.delegate?.pageViewController(owner, willTransitionTo: pendingViewControllers.map(Surfaces.controller))
        }
        func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
            guard let owner else { return }
            owner.delegate?.pageViewController(owner, didFinishAnimating: finished,
                                               previousViewControllers: previousViewControllers.map(Surfaces.controller),
                                               transitionCompleted: completed)
        }
    }
}
