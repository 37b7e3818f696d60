import Testing
@testable import HeadlessUIKit

/// A table of 200 pt rows, each hosting a child controller; `cleanup` says how a row's child
/// goes when its cell leaves: correctly, not at all, or only its view.
final class HostTable: TableViewController {
    enum Cleanup { case correct, none, viewOnly }
    let rows: Int
    let cleanup: Cleanup
    var displayed: [String] = []
    unowned let app: App
    init(app: App, rows: Int, cleanup: Cleanup) {
        self.rows = rows
        self.cleanup = cleanup
        self.app = app
        super.init(app: app, name: "Host")
    }
    override func loadView() {
        super.loadView()
        tableView?.registerPrototypes([TableViewCell(app: app, reuseIdentifier: "Row")])
        tableView?.rowHeight = 200
    }
    override func responds(to callback: Callback.Name) -> Bool {
        callback == .willDisplayCell || callback == .didEndDisplayingCell
    }
    override func numberOfRows(inSection section: Int) -> Int { rows }
    override func cellForRow(at indexPath: IndexPath) -> View? {
        guard let cell = try? tableView?.dequeueReusableCell("Row", for: indexPath) else { return nil }
        let child = ViewController(app: app, name: "Child\(indexPath.row)")
        try? addChild(child)
        try? cell.contentView.addSubview(child.view)
        child.sendFromScript(.didMoveToParent, .controller(self))
        return cell
    }
    override func willDisplay(_ cell: View, forRowAt indexPath: IndexPath) {
        displayed.append("will \(indexPath)")
    }
    override func didEndDisplaying(_ cell: View, forRowAt indexPath: IndexPath) {
        displayed.append("end \(indexPath)")
        guard cleanup != .none, let cell = cell as? ReusableCell else { return }
        for child in cell.hostedControllers {
            if cleanup == .correct { child.sendFromScript(.willMoveToParent, .controller(nil)) }
            child.view.removeFromSuperview()
            if cleanup == .correct { child.removeFromParent() }
        }
    }
}

@Suite("Controllers in reusable cells (U1-U3)")
struct CellControllerTests {
    func show(_ app: App, _ cleanup: HostTable.Cleanup, rows: Int = 20) throws -> HostTable {
        let table = HostTable(app: app, rows: rows, cleanup: cleanup)
        try app.window.setRootViewController(table)
        try app.run()
        return table
    }

    @Test("U1: willDisplayCell after cellForRow and before the child appears; didEndDisplayingCell after it began disappearing")
    func displayOrder() throws {
        let app = App()
        let table = try show(app, .correct)
        #expect(table.displayed == ["will 0,0", "will 0,1", "will 0,2", "will 0,3"])
        app.mark()
        table.tableView?.contentOffset = Point(x: 0, y: 300)
        try app.run()
        let recent = app.recent
        let order = ["Child0 viewWillDisappear(false)", "Host didEndDisplayingCell(Row#2, 0,0)",
                     "Host cellForRow(0,4)", "Host willDisplayCell(Row#2, 0,4)", "Child4 viewWillAppear(false)",
                     "Child0 viewDidDisappear(false)", "Child4 viewDidAppear(false)"]
        let positions = order.compactMap { recent.firstIndex(of: $0) }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }

    @Test("U1: prepareForReuse runs as a cell leaves its reuse queue")
    func prepareForReuse() throws {
        let app = App()
        let table = try show(app, .correct)
        /// A Swift cell's surface: hears its `prepareForReuse`.
        final class Preparing: CallbackReceiver {
            let traceName: String
            var prepared = 0
            init(_ name: String) { traceName = name }
            func implements(_ callback: Callback.Name) -> Bool { callback == .prepareForReuse }
            func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
                prepared += 1
                return .nothing
            }
        }
        let surfaces = (table.tableView?.subviews ?? []).compactMap { $0 as? ReusableCell }.map { cell in
            let surface = Preparing(cell.name)
            cell.surface = surface
            return surface
        }
        app.mark()
        table.tableView?.contentOffset = Point(x: 0, y: 300)
        try app.run()
        #expect(surfaces.filter { $0.prepared > 0 }.map(\.traceName) == ["Row#2"])
        #expect(app.recent.contains("Row#2 prepareForReuse"))
    }

    @Test("U2: children follow their cells: the rows on screen are the table's children, appeared")
    func childrenFollowCells() throws {
        let app = App()
        let table = try show(app, .correct, rows: 100)
        table.tableView?.drag(to: Point(x: 0, y: 4010))
        try app.run()
        #expect(table.children.map(\.name) == ["Child20", "Child21", "Child22", "Child23"])
        #expect(table.children.allSatisfy { $0.appearState == .appeared })
        #expect(app.lintAtEnd() == 0)
    }

    @Test("U3: the lint of a reused cell that keeps the old row's child")
    func keptChild() throws {
        let app = App()
        let table = try show(app, .none)
        table.tableView?.contentOffset = Point(x: 0, y: 300)
        try app.run()
        #expect(app.lintAtEnd() == 1)
        #expect(app.lintEvents.map(\.text) == ["Row#2 lint: hosts the views of 2 controllers (Child0, Child4): a reused cell kept the child of the row it showed before (remove it in prepareForReuse or didEndDisplayingCell)"])
        #expect(app.lintAtEnd() == 0)                         // recorded once
    }

    @Test("U3: the lint of a child never removed from its parent")
    func missingRemove() throws {
        let app = App()
        let table = try show(app, .viewOnly)
        table.tableView?.contentOffset = Point(x: 0, y: 300)
        try app.run()
        #expect(app.lintAtEnd() == 1)
        #expect(app.lintEvents.last?.text == "Child0 lint: was hosted in Row#2 and its view removed, but it is still a child of Host: removeFromParent() was never called")
    }

    @Test("U3: the lint of one child given to two cells")
    func sharedChild() throws {
        let app = App()
        let table = try show(app, .correct)
        let cells = (table.tableView?.subviews ?? []).compactMap { $0 as? ReusableCell }
        let first = try #require(cells.first), second = try #require(cells.last)
        let child = try #require(first.hostedControllers.first)
        try second.contentView.addSubview(child.view)
        #expect(app.lintAtEnd() >= 1)
        #expect(app.lintEvents.contains { $0.text.hasPrefix("Child0 lint: appears in two cells: Row#5 (row 0,3) took its view from Row#2 (row 0,0)") })
    }
}
