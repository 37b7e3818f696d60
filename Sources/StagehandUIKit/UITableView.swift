import HeadlessUIKit

/// UIKit's `UITableView` over the engine's table (rules T1-T6, P1, P2, D2): the view of a
/// ``UITableViewController``, which is its data source.
open class UITableView: UIScrollView {
    /// The engine's table.
    var table: TableView? { engineView as? TableView }

    /// Whether the table is in editing mode: stored (editing controls are not modelled).
    open var isEditing: Bool = false
    /// Sets ``isEditing``.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// A table view outside a ``UITableViewController``: Stagehand models tables as a table
    /// controller's view only, so this is a plain view (`style` is not modelled).
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

    /// A plain-style table view at `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Tables are made by their ``UITableViewController``; decoding one makes a plain view.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit's table styles: not modelled.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Grouped.
        case grouped
        /// Inset grouped.
        case insetGrouped
    }

    /// Where a row ends up when the table scrolls to it (`selectRow(at:animated:scrollPosition:)`
    /// does not scroll here).
    public enum ScrollPosition: Int, Sendable {
        /// As little as needed.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// UIKit's row animations: not modelled (updates follow rule T6).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// From the right.
        case right
        /// From the left.
        case left
        /// From the top.
        case top
        /// From the bottom.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// Automatic.
        case automatic = 100
    }

    /// Asks the height of a row from its cell (rule P2).
    public static let automaticDimension = CGFloat(TableView.automaticDimension)

    /// The default row height (44 unless set).
    open var rowHeight: CGFloat {
        get { CGFloat(table?.rowHeight ?? 44) }
        set { table?.rowHeight = Double(newValue) }
    }
    /// The estimated row height (0: none; rule P2).
    /// The view behind the table's content: stored, not put in the hierarchy.
    open var backgroundView: UIView?
    /// The effect of the separators: stored, never drawn.
    open var separatorEffect: UIVisualEffect?
    /// The colour of the separators: stored, never drawn.
    open var separatorColor: UIColor?
    /// The insets of the separators: stored.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var estimatedRowHeight: CGFloat {
        get { CGFloat(table?.estimatedRowHeight ?? 0) }
        set { table?.estimatedRowHeight = Double(newValue) }
    }
    /// The rows on screen.
    open var indexPathsForVisibleRows: [Foundation.IndexPath]? { table?.visibleRows.map { Foundation.IndexPath($0) } }

    /// Asks the data source again at the next layout (rule T1).
    open func reloadData() { table?.reloadData() }
    /// Starts a group of updates (rule T6).
    open func beginUpdates() { table?.beginUpdates() }
    /// Ends a group of updates: the heights are asked again (rule T6), and the group's row and
    /// section changes are checked against the data source (rule T7).
    open func endUpdates() {
        update { () throws(EngineError) in try table?.endUpdates() }
    }
    /// Inserts sections, checked against the data source (rule T7).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.insertSections(Array(sections)) }
    }
    /// Deletes sections, checked against the data source (rule T7).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.deleteSections(Array(sections)) }
    }
    /// Reloads sections (rule T7).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.reloadSections(Array(sections)) }
    }
    /// Selects a row from code: no delegate message, as in UIKit (rule T10).
    open func selectRow(at indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        update { () throws(EngineError) in try table?.selectRow(indexPath?.enginePath, animated: animated) }
    }
    /// The selected row, or nil (rule T10).
    open var indexPathForSelectedRow: Foundation.IndexPath? { table?.selectedRow.map { Foundation.IndexPath($0) } }
    /// The selected rows, or nil when none is (rule T10: one at most).
    open var indexPathsForSelectedRows: [Foundation.IndexPath]? { indexPathForSelectedRow.map { [$0] } }
    /// Deselects a row from code: no delegate message, as in UIKit (rule T10).
    open func deselectRow(at indexPath: Foundation.IndexPath, animated: Bool) {
        table?.deselectRow(indexPath.enginePath, animated: animated)
    }
    /// Inserts rows, checked against the data source (rule D2).
    open func insertRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.insertRows(indexPaths.map(\.enginePath)) }
    }
    /// Deletes rows, checked against the data source (rule D2).
    open func deleteRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.deleteRows(indexPaths.map(\.enginePath)) }
    }
    /// Reloads rows.
    open func reloadRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { () throws(EngineError) in try table?.reloadRows(indexPaths.map(\.enginePath)) }
    }
    /// Moves a row.
    open func moveRow(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        update { () throws(EngineError) in try table?.moveRow(from: indexPath.enginePath, to: newIndexPath.enginePath) }
    }
    /// Performs `updates` as one group, checked together at its end (rules T6, T7), then
    /// `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        update { () throws(EngineError) in
            try table?.performBatchUpdates({ () throws(EngineError) in updates?() }, completion: completion)
        }
    }

    private func update(_ body: () throws(EngineError) -> Void) {
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name, body)
    }

    /// Registers a cell for a reuse identifier: a plain cell is its prototype (rule P1).
    /// Stagehand dequeues copies of the engine's cell: a subclass registered here is not
    /// instantiated (see the compatibility table).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let app = engineView.owningApp else { return }
        table?.registerPrototypes([TableViewCell(app: app, reuseIdentifier: identifier)])
    }

    /// A cell for `identifier`: a reused one or a copy of the prototype (rule P1). An unknown
    /// identifier raises, as in UIKit (rule V3), and gives an empty cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UITableViewCell {
        var made: TableViewCell?
        update { () throws(EngineError) in made = try table?.dequeueReusableCell(identifier, for: indexPath.enginePath) }
        guard let made else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        return Surfaces.view(made) as? UITableViewCell ?? UIView.adopting(made) { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }
}
