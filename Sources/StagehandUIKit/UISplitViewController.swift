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
    /// The columns shown side by side in a regular width.
    public enum DisplayMode: Int, Sendable {
        /// UIKit chooses.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary: Stagehand lays it beside.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary: Stagehand lays them beside.
        case twoOverSecondary
        /// Two columns displacing the secondary: Stagehand lays them beside.
        case twoDisplaceSecondary

        var engineMode: SplitViewController.DisplayMode {
            switch self {
            case .secondaryOnly: .secondaryOnly
            case .automatic, .oneBesideSecondary, .oneOverSecondary: .oneBesideSecondary
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .twoBesideSecondary
            }
        }
        init(_ mode: SplitViewController.DisplayMode) {
            switch mode {
            case .secondaryOnly: self = .secondaryOnly
            case .oneBesideSecondary: self = .oneBesideSecondary
            case .twoBesideSecondary: self = .twoBesideSecondary
            }
        }
    }

    /// The engine's delegate, asking and telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UISplitViewControllerDelegate") { [weak self] in
        self?.delegate
    }

    /// A column-style split view controller of the current app with no column set yet; `style`
    /// does not limit the columns that may be set.
    public init(style: Style) {
        // A split view controller without controllers cannot fail to be made.
        let split = (try? SplitViewController(app: CurrentApp.app, name: String(describing: Self.self)))
            ?? ViewController(app: CurrentApp.app, name: String(describing: Self.self))
        super.init(engineController: split)
    }

    /// A two-column split view controller (``Style/doubleColumn``); nibs are not read.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .doubleColumn)
    }

    /// A two-column split view controller (``Style/doubleColumn``); the coder's storyboard is
    /// not read.
    public required convenience init?(coder: NSCoder) { self.init(style: .doubleColumn) }

    /// The surface of a split view controller the engine made.
    public override init(engineController controller: ViewController) {
        super.init(engineController: controller)
    }

    var split: SplitViewController? { engineController as? SplitViewController }

    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: UISplitViewControllerDelegate? {
        didSet { split?.delegate = delegate == nil ? nil : delegateForwarder }
    }
    /// Whether the split shows one controller, as in a compact width.
    open var isCollapsed: Bool { split?.isCollapsed ?? false }
    /// The columns shown in a regular width.
    open var displayMode: DisplayMode { DisplayMode(split?.displayMode ?? .oneBesideSecondary) }

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
