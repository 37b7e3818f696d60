/// A table view controller, as UIKit's `UITableViewController`, with static cells described
/// as a storyboard would: sections of rows, each a cell made once with the view (rule T1),
/// some hosting an embedded controller in a container view (rule T2).
open class TableViewController: ViewController {
    /// The static sections, each a list of rows.
    public let staticSections: [[StaticRow]]
    /// The static cells, made when the view loads, by section and row.
    public private(set) var staticCells: [[TableViewCell]] = []

    /// A table controller whose default data source answers from `sections`, one array of
    /// rows per section; its cells are made when its view loads (rule T1). Without sections a
    /// subclass's or script's data source methods answer.
    public init(app: App, name: String? = nil, sections: [[StaticRow]] = []) {
        staticSections = sections
        super.init(app: app, name: name)
    }

    /// The table view (the controller's view; loads it first if needed).
    public var tableView: TableView? { view as? TableView }

    /// The static cell of the row with this id, made when the view loads.
    public func cell(_ id: String) -> TableViewCell? {
        loadViewIfNeeded()
        for section in staticCells {
            if let cell = section.first(where: { $0.rowID == id }) { return cell }
        }
        return nil
    }

    /// The static row at an index path.
    public func staticRow(at indexPath: IndexPath) -> StaticRow? {
        guard staticSections.indices.contains(indexPath.section),
              staticSections[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return staticSections[indexPath.section][indexPath.row]
    }

    // MARK: View loading (rules T1, T2)

    /// Makes the table view and the static cells. For a row that embeds a controller, the
    /// embed segue runs: the controller is made, `prepareForSegue` is sent to this
    /// controller, then the child is added with full containment (which loads its view) —
    /// all before this controller's `viewDidLoad`.
    open override func loadView() {
        let table = TableView(runtime: runtime, name: "\(name).tableView", controller: self)
        setView(table)
        staticCells = staticSections.map { rows in rows.map { TableViewCell(runtime: runtime, rowID: $0.id) } }
        for (section, rows) in staticSections.enumerated() {
            for (index, row) in rows.enumerated() {
                guard let embed = row.embed else { continue }
                runtime.withCause("the embed segue of row \(row.id) (T2)") {
                    embedChild(embed, in: staticCells[section][index], identifier: row.id)
                }
            }
        }
    }

    private func embedChild(_ make: () -> ViewController?, in cell: TableViewCell, identifier: String) {
        guard let child = make() else { return }
        send(.prepareForSegue, .segue(Segue(identifier: identifier, source: self, destination: child)), rule: .T2)
        do {
            try addChild(child)
            let childView = child.view
            childView.frame = cell.bounds
            childView.fillsSuperview = true
            try cell.addSubview(childView)
            child.send(.didMoveToParent, .controller(self), rule: .T2)
        } catch {
            runtime.warn(name, "the embed segue of row \(identifier) failed: \(error.message)", rule: .T2)
        }
    }

    // MARK: Data source (rules T1, T3)

    /// The number of static sections; 1 for a table without static sections, as UIKit's
    /// data source default.
    open func numberOfSections() -> Int { staticSections.isEmpty ? 1 : staticSections.count }
    /// The number of static rows in a section.
    open func numberOfRows(inSection section: Int) -> Int {
        staticSections.indices.contains(section) ? staticSections[section].count : 0
    }
    /// The static row's height, else the table's `rowHeight` (44 unless set; rules T1, P2).
    open func heightForRow(at indexPath: IndexPath) -> Double {
        staticRow(at: indexPath)?.height ?? (viewIfLoaded as? TableView)?.rowHeight ?? 44
    }
    /// The static row's cell (rule T1).
    open func cellForRow(at indexPath: IndexPath) -> View? {
        guard staticCells.indices.contains(indexPath.section),
              staticCells[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return staticCells[indexPath.section][indexPath.row]
    }

    // MARK: Delegate (rules T8-T10, U1)

    /// Optional (rule T8): a row's estimated height; when the controller implements it, rows
    /// start at their estimates and `heightForRow` is asked only as they come into view.
    /// Answers the table's `rowHeight`.
    open func estimatedHeightForRow(at indexPath: IndexPath) -> Double { (viewIfLoaded as? TableView)?.rowHeight ?? 44 }
    /// Optional (rule T9): the height of a section's header. Answers 0.
    open func heightForHeader(inSection section: Int) -> Double { 0 }
    /// Optional (rule T9): the height of a section's footer. Answers 0.
    open func heightForFooter(inSection section: Int) -> Double { 0 }
    /// Optional (rule T10): the user selected a row. Does nothing.
    open func didSelectRow(at indexPath: IndexPath) {}
    /// Optional (rule T10): the user's tap on another row deselected this one. Does nothing.
    open func didDeselectRow(at indexPath: IndexPath) {}

    /// A cell is about to enter the table for a row. Optional: sent only when the controller
    /// implements it (a Swift subclass overrides this and ``responds(to:)``). Does nothing.
    open func willDisplay(_ cell: View, forRowAt indexPath: IndexPath) {}
    /// A row's cell has left the table. Optional, as ``willDisplay(_:forRowAt:)``. Does nothing.
    open func didEndDisplaying(_ cell: View, forRowAt indexPath: IndexPath) {}

    /// Rule S19: whether `viewWillAppear` deselects the table's selected row; true unless set.
    public var clearsSelectionOnViewWillAppear = true

    /// Rule S19: when the controller clears its selection on appearing, `viewWillAppear`
    /// deselects the table's selected row, as a deselection from code (no delegate callback).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView, let row = table.selectedRow {
            table.deselectRow(row, animated: animated)
        }
    }

    /// Rule T5: when the content is taller than the table, `viewDidAppear` flashes the scroll
    /// indicators, which lays the table out once more.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let table = viewIfLoaded as? TableView, table.contentHeight > table.bounds.height {
            table.setNeedsLayout()
        }
    }
}
