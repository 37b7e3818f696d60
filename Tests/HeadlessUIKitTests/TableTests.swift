import Testing
@testable import HeadlessUIKit

/// A table controller whose heights come from a closure, counting what it is asked.
final class CountingTable: TableViewController {
    var height: (IndexPath) -> Double = { _ in 44 }
    override func heightForRow(at indexPath: IndexPath) -> Double { height(indexPath) }
}

@Suite("Static tables (T1-T6, L4)")
struct TableTests {
    func seedTable(_ app: App, rowHeight: Double) -> TableViewController {
        let table = TableViewController(app: app, name: "Table", sections: [[
            StaticRow(id: "container", height: rowHeight, embed: { ViewController(app: app, name: "Container") }),
        ]])
        return table
    }

    @Test("T1: one cell per static row, made with the view, the same object every time")
    func staticCells() throws {
        let app = App()
        let table = TableViewController(app: app, name: "T", sections: [[StaticRow(id: "a"), StaticRow(id: "b", height: 10)]])
        let cell = try #require(table.cell("b"))
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 1)) === cell)
        #expect(table.heightForRow(at: IndexPath(section: 0, row: 0)) == 44)
        #expect(table.heightForRow(at: IndexPath(section: 0, row: 1)) == 10)
        _ = table.superCall(Callback(.cellForRow, .indexPath(IndexPath(section: 0, row: 0))))
        #expect(app.stats.cellForRowCalls == 1)
    }

    @Test("T2: prepareForSegue, the child's load, then the table's viewDidLoad")
    func embedOrder() throws {
        let app = App()
        let table = seedTable(app, rowHeight: 300)
        _ = table.view
        #expect(app.trace.texts == ["Table loadView", "Table prepareForSegue(container)", "Container willMoveToParent(Table)",
                                    "Container loadView", "Container viewDidLoad", "Container didMoveToParent(Table)",
                                    "Table viewDidLoad"])
        #expect(app.trace.events[1].rule == .T2)
    }

    @Test("T4: seed 000's first-display log (with rule A7's single viewDidAppear)")
    func referenceLog() throws {
        let app = App()
        let table = seedTable(app, rowHeight: 300)
        try app.window.setRootViewController(table)
        try app.run()
        let kept = app.trace.texts.filter { !$0.contains("loadView") && !$0.contains("MoveToParent") && !$0.contains("numberOf") && !$0.contains("cellForRow") }
        #expect(kept == [
            "Table prepareForSegue(container)", "Container viewDidLoad", "Table viewDidLoad", "Table viewWillAppear(false)",
            "Table viewSafeAreaInsetsDidChange", "Table viewIsAppearing(false)",   // A8: not in seed 000's log, which did not log it
            "Table viewWillLayoutSubviews", "Table heightForRow(0,0)", "Container viewWillAppear(false)",
            "Table viewDidLayoutSubviews", "Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews",
            "Container viewIsAppearing(false)",
            "Container viewWillLayoutSubviews", "Container viewDidLayoutSubviews",
            "Table viewDidAppear(false)", "Container viewDidAppear(false)",
        ])
    }

    @Test("T5: a 1000 pt row gives one more table layout pass after viewDidAppear")
    func tallContent() throws {
        let app = App()
        let table = seedTable(app, rowHeight: 1000)
        try app.window.setRootViewController(table)
        try app.run()
        #expect(Array(app.trace.texts.suffix(2)) == ["Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews"])
    }

    @Test("T6: seed 000's toggle log; the child ends appeared; one table pass")
    func toggle() throws {
        let app = App()
        let table = seedTable(app, rowHeight: 300)
        try app.window.setRootViewController(table)
        try app.run()
        app.mark()
        let tableView = try #require(table.tableView)
        tableView.beginUpdates()
        try tableView.endUpdates()
        try app.run()
        #expect(app.recent.filter { !$0.contains("numberOf") } == [
            "Container viewWillDisappear(false)", "Table heightForRow(0,0)", "Table viewWillLayoutSubviews",
            "Container viewWillAppear(false)", "Table viewDidLayoutSubviews",
            "Container viewIsAppearing(false)",   // A8: the child is not laid out again, so it comes with the end
            "Container viewDidAppear(false)",
        ])
        #expect(table.children.first?.appearState == .appeared)
    }

    @Test("T6: resizing the row resizes the child without a frame notification (K1), and lays it out")
    func resizeWithoutKVO() throws {
        let app = App()
        let table = CountingTable(app: app, name: "Table", sections: [[
            StaticRow(id: "c", embed: { ViewController(app: app, name: "Container") }),
        ]])
        try app.window.setRootViewController(table)
        try app.run()
        let child = try #require(table.children.first)
        var notified = 0
        try child.view.observe("frame") { _, _ in notified += 1 }
        table.height = { _ in 0 }
        table.tableView?.beginUpdates()
        try table.tableView?.endUpdates()
        app.mark()
        try app.run()
        #expect(child.view.frame.height == 0)
        #expect(notified == 0)
        #expect(app.recent.contains("Container viewWillLayoutSubviews"))
    }

    @Test("L4: contentOffset marks the table: one layout pair per scroll")
    func scrolling() throws {
        let app = App()
        let table = seedTable(app, rowHeight: 1000)
        try app.window.setRootViewController(table)
        try app.run()
        app.mark()
        table.tableView?.contentOffset = Point(x: 0, y: 50)
        try app.run()
        #expect(app.recent == ["Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews"])
        #expect(app.trace.sinceMark.first?.rule == .L2)
    }

    @Test("T3: 10,000 rows: heights asked once per row per reload; only visible cells made and laid out")
    func manyRows() throws {
        let app = App()
        let rows = (0..<10_000).map { StaticRow(id: "r\($0)", height: 44) }
        let table = TableViewController(app: app, name: "Big", sections: [rows])
        try app.window.setRootViewController(table)
        try app.run()
        let tableView = try #require(table.tableView)
        #expect(app.stats.heightForRowCalls == 10_000)
        #expect(tableView.visibleRows.count == 16)       // 667 / 44, and the row touching the edge
        #expect(app.stats.cellForRowCalls == 16)
        #expect(tableView.subviews.count == 16)
        let layoutsBefore = app.stats.layoutPasses
        for step in 1...50 {
            tableView.contentOffset = Point(x: 0, y: Double(step) * 400)
            try app.run()
        }
        #expect(app.stats.heightForRowCalls == 10_000)    // scrolling asks no height
        #expect(tableView.subviews.count <= 17)
        // Per scroll: the table, plus the cells that came into view.
        #expect(app.stats.layoutPasses - layoutsBefore <= 50 * (1 + 11))
        tableView.beginUpdates()
        try tableView.endUpdates()
        try app.run()
        #expect(app.stats.heightForRowCalls == 20_000)    // once more per row for the update
        tableView.reloadData()
        try app.run()
        #expect(app.stats.heightForRowCalls == 30_000)
    }
}
