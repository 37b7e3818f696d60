import HeadlessUIKit

/// UIKit's column-style `UISplitViewController` (iOS 14's `init(style:)`) over the engine's
/// (rule S10): a controller per column, collapsing to one in a compact width.
open class UISplitViewController: UIViewController {
    /// The number of columns.
    public enum Style: Int, Sendable {
        /// The classic interface: Stagehand models it as two columns.
        case unspecified
        /// Primary and secondary.
        case doubleColumn
        /// Primary, supplementary and secondary.
        case tripleColumn
    }
    /// A column.
    public enum Column: Int, Sendable {
        /// The leading column.
        case primary
        /// The middle column of three.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown alone when collapsed.
        case compact

        var engineColumn: SplitViewController.Column {
            switch self {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            case .compact: .compact
            }
        }
        init(_ column: SplitViewController.Column) {
            switch column {
            case .primary: self = .primary
            case .supplementary: self = .supplementary
            case .secondary: self = .secondary
            case .compact: self = .compact
            }
        }
    }
    /// How the columns are arranged in a regular width (rules S10, S17).
    public enum DisplayMode: Int, Sendable {
        /// The split behaviour decides.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns displacing the secondary partly off screen.
        case twoDisplaceSecondary

        var engineMode: SplitViewController.DisplayMode {
            switch self {
            case .automatic: .automatic
            case .secondaryOnly: .secondaryOnly
            case .oneBesideSecondary: .oneBesideSecondary
            case .oneOverSecondary: .oneOverSecondary
            case .twoBesideSecondary: .twoBesideSecondary
            case .twoOverSecondary: .twoOverSecondary
            case .twoDisplaceSecondary: .twoDisplaceSecondary
            }
        }
        init(_ mode: SplitViewController.DisplayMode) {
            switch mode {
            case .automatic: self = .automatic
            case .secondaryOnly: self = .secondaryOnly
            case .oneBesideSecondary: self = .oneBesideSecondary
            case .oneOverSecondary: self = .oneOverSecondary
            case .twoBesideSecondary: self = .twoBesideSecondary
            case .twoOverSecondary: self = .twoOverSecondary
            case .twoDisplaceSecondary: self = .twoDisplaceSecondary
            }
        }
    }
    /// How the columns before the secondary sit beside it (rule S17).
    public enum SplitBehavior: Int, Sendable {
        /// The split decides from the window.
        case automatic
        /// Side by side.
        case tile
        /// Over the secondary.
        case overlay
        /// Pushing the secondary partly off screen.
        case displace

        var engineBehavior: SplitViewController.SplitBehavior {
            switch self {
            case .automatic: .automatic
            case .tile: .tile
            case .overlay: .overlay
            case .displace: .displace
            }
        }
        init(_ behavior: SplitViewController.SplitBehavior) {
            switch behavior {
            case .automatic: self = .automatic
            case .tile: self = .tile
            case .overlay: self = .overlay
            case .displace: self = .displace
            }
        }
    }
    /// Whether the display mode button shows (rule S17; recorded).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Shown when ``UISplitViewController/presentsWithGesture`` is true.
        case automatic
        /// Never shown.
        case never
        /// Always shown.
        case always
    }

    /// The engine's delegate, asking and telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UISplitViewControllerDelegate") { [weak self] in
        self?.delegate
    }

    /// A column-style split view controller of the current app with no column set yet; `style`
    /// does not limit the columns that may be set.
    public init(style: Style) {
        // A split view controller without controllers cannot fail to be made.
        UIViewController.provideEngineController((try? SplitViewController(app: CurrentApp.app, name: String(describing: Self.self)))
            ?? ViewController(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(nibName: nil, bundle: nil)
    }

    /// A two-column split view controller (``Style/doubleColumn``); nibs are not read.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .doubleColumn)
    }

    /// A two-column split view controller (``Style/doubleColumn``); the coder's storyboard is
    /// not read.
    public required convenience init?(coder: NSCoder) { self.init(style: .doubleColumn) }

    var split: SplitViewController? { engineController as? SplitViewController }

    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: UISplitViewControllerDelegate? {
        didSet { split?.delegate = delegate == nil ? nil : delegateForwarder }
    }
    /// Whether the split shows one controller, as in a compact width.
    open var isCollapsed: Bool { split?.isCollapsed ?? false }
    /// The columns shown in a regular width.
    open var displayMode: DisplayMode { DisplayMode(split?.displayMode ?? .oneBesideSecondary) }

    /// The display mode the app prefers (rule S17).
    open var preferredDisplayMode: DisplayMode {
        get { DisplayMode(split?.preferredDisplayMode ?? .automatic) }
        set { split?.preferredDisplayMode = newValue.engineMode }
    }
    /// The split behaviour the app prefers (rule S17).
    open var preferredSplitBehavior: SplitBehavior {
        get { SplitBehavior(split?.preferredSplitBehavior ?? .automatic) }
        set { split?.preferredSplitBehavior = newValue.engineBehavior }
    }
    /// The split behaviour in effect (rule S17).
    open var splitBehavior: SplitBehavior { SplitBehavior(split?.splitBehavior ?? .tile) }
    /// Whether the user's swipe from the leading edge shows a hidden column (rule S18).
    open var presentsWithGesture: Bool {
        get { split?.presentsWithGesture ?? true }
        set { split?.presentsWithGesture = newValue }
    }
    /// Whether the display mode button shows (recorded).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get {
            switch split?.displayModeButtonVisibility ?? .automatic {
            case .automatic: .automatic
            case .never: .never
            case .always: .always
            }
        }
        set {
            split?.displayModeButtonVisibility = switch newValue {
            case .automatic: .automatic
            case .never: .never
            case .always: .always
            }
        }
    }

    /// The columns' controllers as UIKit's classic interface lists them (rule S20): expanded,
    /// the primary's, the supplementary's and the secondary's that are set, in that order;
    /// collapsed, the one shown (the compact column's, else the primary's). Setting it sets
    /// the primary and the secondary, and of three controllers the supplementary between them.
    open var viewControllers: [UIViewController] {
        get {
            // Rule S20
            if isCollapsed { return [viewController(for: .compact) ?? viewController(for: .primary)].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { viewController(for: $0) }
        }
        set {
            let columns: [Column] = newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Sets the controller of a column (added as a child).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        uncaught { () throws(EngineError) in try split?.setViewController(vc?.engineController, for: column.engineColumn) }
    }
    /// The controller of a column, if one is set.
    open func viewController(for column: Column) -> UIViewController? {
        Surfaces.controller(split?.viewController(for: column.engineColumn))
    }
    /// Shows a column (rule S10).
    open func show(_ column: Column) { split?.show(column.engineColumn) }
    /// Hides a column (rule S10).
    open func hide(_ column: Column) { split?.hide(column.engineColumn) }
}

extension UIViewController {
    /// The nearest split view controller above this controller.
    public var splitViewController: UISplitViewController? {
        Surfaces.controller(engineController.splitViewController) as? UISplitViewController
    }

    /// Rule S11: shows `vc` the way the nearest container that handles it does (a navigation
    /// controller pushes it); with none, it is presented.
    public func show(_ vc: UIViewController, sender: Any?) {
        engineController.show(vc.engineController, animated: true)
    }

    /// Rule S11: shows `vc` as the detail, the way the nearest container that handles it does
    /// (a split view controller puts it in its secondary column); with none, as `show`.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        engineController.showDetailViewController(vc.engineController, animated: true)
    }
}
