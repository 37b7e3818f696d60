import Testing
@testable import HeadlessUIKit

/// A dynamic table over sections of row counts, with optional estimates, headers and
/// selection callbacks.
final class SectionTable: TableViewController {
    var counts: [Int]
    var estimates = false
    var header = 0.0
    var selections: [String] = []
    init(app: App, counts: [Int]) {
        self.counts = counts
        super.init(app: app, name: "Sections")
    }
    override func responds(to callback: Callback.Name) -> Bool {
        switch callback {
        case .estimatedHeightForRow: estimates
        case .heightForHeader: header > 0
        case .didSelectRow, .didDeselectRow: true
        default: false
        }
    }
    override func numberOfSections() -> Int { counts.count }
    override func numberOfRows(inSection section: Int) -> Int { counts[section] }
    override func heightForRow(at indexPath: IndexPath) -> Double { estimates ? 60 : 44 }
    override func estimatedHeightForRow(at indexPath: IndexPath) -> Double { 44 }
    override func heightForHeader(inSection section: Int) -> Double { header }
    override func didSelectRow(at indexPath: IndexPath) { selections.append("select \(indexPath)") }
    override func didDeselectRow(at indexPath: IndexPath) { selections.append("deselect \(indexPath)") }
}

@Suite("Tables, further (T7-T10)")
struct TableMoreTests {
    func show(_ table: SectionTable, _ app: App) throws -> TableView {
        try app.window.setRootViewController(table)
        try app.run()
        return try #require(table.tableView)
    }

    @Test("T7: section updates checked with UIKit's messages; a batch checks its updates together")
    func sections() throws {
        let app = App()
        let table = SectionTable(app: app, counts: [2, 1])
        let tableView = try show(table, app)
        table.counts.insert(3, at: 1)
        try tableView.insertSections([1])
        #expect(tableView.contentHeight == 6 * 44)
        do {
            try tableView.deleteSections([0])
            Issue.record("expected the section count check")
        } catch {
            #expect(error.reason.hasPrefix("Invalid update: invalid number of sections."))
        }
        var finished: Bool?
        try tableView.performBatchUpdates({ () throws(EngineError) in
            table.counts.remove(at: 0)
            table.counts[0] += 1
            try tableView.deleteSections([0])
            try tableView.insertRows([IndexPath(section: 0, row: 3)])
        }, completion: { finished = $0 })
        #expect(finished == nil)
        try app.run()
        #expect(finished == true)
        #expect(tableView.contentHeight == 5 * 44)
    }

    @Test("T8: estimated heights: heightForRow is asked only for the rows that come on screen")
    func estimated() throws {
        let app = App()
        let table = SectionTable(app: app, counts: [1000])
        table.estimates = true
        _ = try show(table, app)
        #expect(app.stats.heightForRowCalls == 16)
    }

    @Test("T9: a header before each section's rows")
    func headers() throws {
        let app = App()
        let table = SectionTable(app: app, counts: [2, 2])
        table.header = 30
        let tableView = try show(table, app)
        let row = try #require(tableView.rectForRow(IndexPath(section: 1, row: 0)))
        #expect(row.minY == 148)
        #expect(tableView.rectForHeader(inSection: 1)?.minY == 118)
        #expect(tableView.contentHeight == 60 + 176)
    }

    @Test("T10: a tap deselects the old row then selects the new one; code selects silently")
    func selection() throws {
        let app = App()
        let table = SectionTable(app: app, counts: [5])
        let tableView = try show(table, app)
        #expect(try tableView.tapRow(IndexPath(section: 0, row: 1)))
        #expect(try tableView.tapRow(IndexPath(section: 0, row: 3)))
        #expect(table.selections == ["select 0,1", "deselect 0,1", "select 0,3"])
        try tableView.selectRow(IndexPath(section: 0, row: 0), animated: false)
        tableView.deselectRow(IndexPath(section: 0, row: 0), animated: false)
        #expect(table.selections.count == 3)
        #expect(tableView.selectedRow == nil)
        #expect(throws: EngineError.self) { try tableView.selectRow(IndexPath(section: 0, row: 5), animated: false) }
    }
}
