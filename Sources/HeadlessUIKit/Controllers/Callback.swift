/// A callback the engine sends to a controller: what scripts override by UIKit name.
public enum Callback {
    /// Make the controller's view.
    case loadView
    /// The view was made.
    case viewDidLoad
    /// Appearance callbacks (rules A1-A5).
    case viewWillAppear(Bool), viewDidAppear(Bool), viewWillDisappear(Bool), viewDidDisappear(Bool)
    /// Layout callbacks (rule L2).
    case viewWillLayoutSubviews, viewDidLayoutSubviews
    /// Containment callbacks (rules C1-C3).
    case willMoveToParent(ViewController?), didMoveToParent(ViewController?)
    /// A storyboard segue is about to run (rule T2).
    case prepareForSegue(Segue)
    /// Data-source questions a table asks its controller (rules T1, T3); they return values.
    case numberOfSections, numberOfRows(Int), heightForRow(IndexPath), cellForRow(IndexPath)

    /// The UIKit name, as overrides and the trace spell it.
    public var name: String {
        switch self {
        case .loadView: "loadView"
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .willMoveToParent: "willMoveToParent"
        case .didMoveToParent: "didMoveToParent"
        case .prepareForSegue: "prepareForSegue"
        case .numberOfSections: "numberOfSections"
        case .numberOfRows: "numberOfRows"
        case .heightForRow: "heightForRow"
        case .cellForRow: "cellForRow"
        }
    }

    /// The arguments as the trace prints them, or nil for none.
    public var traceArguments: String? {
        switch self {
        case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .numberOfSections: nil
        case .viewWillAppear(let animated), .viewDidAppear(let animated),
             .viewWillDisappear(let animated), .viewDidDisappear(let animated): String(animated)
        case .willMoveToParent(let parent), .didMoveToParent(let parent): parent?.name ?? "nil"
        case .prepareForSegue(let segue): segue.identifier
        case .numberOfRows(let section): String(section)
        case .heightForRow(let indexPath), .cellForRow(let indexPath): "\(indexPath.section),\(indexPath.row)"
        }
    }

    /// Whether calling it directly, not through the engine, is UIKit misuse (rule A6).
    public var isAppearanceCallback: Bool {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }
}

/// A storyboard segue, as `prepareForSegue` receives it.
public struct Segue {
    /// The segue's identifier (for embed segues of static rows, the row id).
    public var identifier: String
    /// The controller the segue starts from.
    public var source: ViewController
    /// The controller the segue makes or shows.
    public var destination: ViewController

    /// Makes a segue.
    public init(identifier: String, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}

/// What a callback returned: nothing, or a data-source answer.
public enum CallbackValue {
    /// A callback without a result (or an override that returned nothing usable).
    case none
    /// A number: a count or a height.
    case number(Double)
    /// A view: a cell.
    case view(View)

    /// The value as a number, if it is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// Scripts' overrides of controller callbacks, installed by a scripting layer.
public protocol CallbackOverriding: AnyObject {
    /// Runs the script's override of `callback` on `controller` if it has one and returns
    /// what it returned; returns nil to let the engine run the base implementation.
    func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue?
    /// The script's answer to `shouldAutomaticallyForwardAppearanceMethods`, or nil when it
    /// gives none.
    func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool?
}
