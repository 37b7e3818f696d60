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
    /// Where the pages turn (rule S16).
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none
        /// The leading edge.
        case min
        /// The middle: Stagehand records it and still shows one page.
        case mid
        /// The trailing edge.
        case max

        init(_ location: PageViewController.SpineLocation) {
            switch location {
            case .none: self = .none
            case .min: self = .min
            case .mid: self = .mid
            case .max: self = .max
            }
        }
        var engineLocation: PageViewController.SpineLocation {
            switch self {
            case .none: .none
            case .min: .min
            case .mid: .mid
            case .max: .max
            }
        }
    }
    /// UIKit's option keys: not modelled.
    public struct OptionsKey: Hashable, Sendable {
        /// The raw key.
        public let rawValue: String
        /// The key UIKit spells `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The engine's data source, asking ``dataSource``.
    private lazy var sourceForwarder = DelegateForwarder(owner: self, protocolName: "UIPageViewControllerDataSource") { [weak self] in
        self?.dataSource
    }
    /// The engine's delegate, telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UIPageViewControllerDelegate") { [weak self] in
        self?.delegate
    }

    /// A page view controller of the current app with no page, turning pages by scrolling or
    /// curling as `style` says; `navigationOrientation` and `options` are not modelled.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        UIViewController.provideEngineController(PageViewController(app: CurrentApp.app, name: String(describing: Self.self),
                                                                    transitionStyle: style == .pageCurl ? .pageCurl : .scroll))
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl page view controller (UIKit's default style); nibs are not read.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// A page-curl page view controller: the coder's storyboard is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    var pages: PageViewController? { engineController as? PageViewController }

    /// How pages change.
    open var transitionStyle: TransitionStyle { pages?.transitionStyle == .pageCurl ? .pageCurl : .scroll }
    /// The page shown.
    open var viewControllers: [UIViewController]? { pages?.viewControllers.map(Surfaces.controller) }
    /// Where the pages turn: `min` for the curl, `none` for the scroll style, until the
    /// delegate answers another as the interface turns (rule S16).
    open var spineLocation: SpineLocation { pages.map { SpineLocation($0.spineLocation) } ?? .none }
    /// Whether content appears on the back of each page (recorded only).
    open var isDoubleSided: Bool {
        get { pages?.isDoubleSided ?? false }
        set { pages?.isDoubleSided = newValue }
    }
    /// The data source; held weakly, as UIKit does.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { pages?.dataSource = dataSource == nil ? nil : sourceForwarder }
    }
    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: UIPageViewControllerDelegate? {
        didSet { pages?.delegate = delegate == nil ? nil : delegateForwarder }
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
}
