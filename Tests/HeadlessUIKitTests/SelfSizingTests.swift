import Testing
@testable import HeadlessUIKit

/// A dynamic table of text rows, self-sizing, counting what it measures.
final class TextTable: TableViewController {
    let texts: [String]
    unowned let app: App
    init(app: App, texts: [String]) {
        self.texts = texts
        self.app = app
        super.init(app: app, name: "Texts")
    }
    override func loadView() {
        super.loadView()
        guard let table = viewIfLoaded as? TableView else { return }
        table.registerPrototypes([TableViewCell(app: app, reuseIdentifier: "Text",
                                                labels: [Label(app: app, numberOfLines: 0)])])
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
    }
    override func numberOfRows(inSection section: Int) -> Int { texts.count }
    override func cellForRow(at indexPath: IndexPath) -> View? {
        guard let cell = try? tableView?.dequeueReusableCell("Text", for: indexPath) else { return nil }
        cell.labels.first?.text = texts[indexPath.row]
        return cell
    }
}

@Suite("Prototype cells and self-sizing (P1-P3)")
struct SelfSizingTests {
    @Test("P3: the font model's numbers at 17 pt")
    func fontModel() {
        let app = App()
        let label = Label(app: app, text: String(repeating: "x", count: 38), numberOfLines: 0)
        #expect(label.characterWidth == 9)
        #expect(label.lineHeight == 20)
        #expect(label.fittingHeight(width: 343) == 20)
        label.text = "aaaa bbbb cccc"
        #expect(label.lines(inWidth: 9 * 9) == ["aaaa bbbb", "cccc"])
        let cell = TableViewCell(app: app, reuseIdentifier: "C", labels: [Label(app: app, text: "hi")])
        #expect(cell.fittingHeight(width: 375) == 44)
    }

    @Test("P1: a copy has the prototype's configuration and new objects")
    func copies() {
        let app = App()
        let prototype = TableViewCell(app: app, reuseIdentifier: "C", labels: [Label(app: app, text: "t", fontSize: 13)])
        let copy = prototype.copy()
        #expect(copy !== prototype)
        #expect(copy.labels.first !== prototype.labels.first)
        #expect(copy.labels.first?.fontSize == 13)
        #expect(copy.reuseIdentifier == "C")
    }

    @Test("P2: 100,000 self-sizing rows: the first screen measures only the visible rows")
    func manyRows() throws {
        let app = App()
        let texts = (0..<100_000).map { $0 % 2 == 0 ? "short" : String(repeating: "word ", count: 15) }
        let table = TextTable(app: app, texts: texts)
        try app.window.setRootViewController(table)
        try app.run()
        #expect(app.stats.heightForRowCalls == 100_000)
        let firstScreen = app.stats.cellForRowCalls
        #expect(firstScreen <= 25)
        let tableView = try #require(table.tableView)
        #expect(tableView.rectForRow(IndexPath(section: 0, row: 1))?.height == 84)     // measured: 3 lines
        #expect(tableView.rectForRow(IndexPath(section: 0, row: 99_999))?.height == 44) // still estimated
        tableView.reloadData()
        try app.run()
        #expect(app.stats.heightForRowCalls == 200_000)
        #expect(app.stats.cellForRowCalls <= 2 * firstScreen)   // the reload measures one screen again
    }
}
