import HeadlessUIKit

/// UIKit's `UITableViewController` over the engine's table controller (rules T1-T6): its view
/// is the table; static sections come from a ``StoryboardScene``. Its data-source methods have
/// UIKit's signatures; `super.tableView(_:cellForRowAt:)` gives the static cell, as UIKit's
/// static tables do (seed 000).
open class UITableViewController: UIViewController {
    /// A table controller of the current app with no static sections (its data source methods
    /// answer); `style` is not modelled.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A table controller with no static sections; nibs are not read.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A table controller as a storyboard scene would make it: a ``StoryboardScene`` coder gives
    /// it the scene's static sections.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func makeEngineController(app: App, name: String, coder: StoryboardScene?) -> ViewController {
        TableViewController(app: app, name: name, sections: coder?.staticRows ?? [])
    }

    /// The engine's table controller.
    var tableController: TableViewController? { engineController as? TableViewController }

    /// The table view (the controller's view).
    open var tableView: UITableView! {
        get { tableController?.tableView.map { Surfaces.view($0) as? UITableView ?? UIView.adopting($0) { UITableView(frame: .zero, style: .plain) } } }
        set {}
    }

    /// Whether the controller deselects its table's selected row when its view is about to
    /// appear (rule S19); true unless set.
    open var clearsSelectionOnViewWillAppear: Bool {
        get { tableController?.clearsSelectionOnViewWillAppear ?? true }
        set { tableController?.clearsSelectionOnViewWillAppear = newValue }
    }

    /// Sets ``UIViewController/isEditing`` and the table's, as UIKit's table controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source (rules T1, T3)

    /// The number of sections: the static sections' (1 without them).
    open func numberOfSections(in tableView: UITableView) -> Int {
        Int(reachBase(Callback(.numberOfSections)).number ?? 1)
    }
    /// The number of rows of a section: the static rows'.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Int(reachBase(Callback(.numberOfRows, .int(section))).number ?? 0)
    }
    /// A row's height: the static row's, else the table's `rowHeight` (rules T1, P2).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        CGFloat(reachBase(Callback(.heightForRow, .indexPath(indexPath.enginePath))).number ?? 44)
    }
    /// A row's cell: the static cell (rule T1). A row without one gives an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        if case .view(let cell) = reachBase(Callback(.cellForRow, .indexPath(indexPath.enginePath))),
           let surface = Surfaces.view(cell) as? UITableViewCell {
            return surface
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
