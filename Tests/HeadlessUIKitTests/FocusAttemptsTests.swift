import Testing
@testable import HeadlessUIKit

/// Seed 000's child: a text field; focuses it in viewWillAppear when its view is not hidden
/// (attempt 3), or in viewDidAppear unconditionally (attempt 1).
final class FieldController: ViewController {
    let app: App
    var field: TextField?
    var focusInDidAppear = false

    init(app: App, name: String, focusInDidAppear: Bool) {
        self.app = app
        self.focusInDidAppear = focusInDidAppear
        super.init(app: app, name: name)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let field = TextField(app: app, name: "TextField", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        try? view.addSubview(field)
        self.field = field
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !focusInDidAppear else { return }
        if view.isHidden { field?.resignFirstResponder() } else { field?.becomeFirstResponder() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if focusInDidAppear { field?.becomeFirstResponder() }
    }
}

/// Seed 000's table: hides the child's view in prepareForSegue, unhides it in heightForRow.
final class HidingTable: TableViewController {
    let app: App
    var rowHidden = false
    var child: FieldController?

    init(app: App, sections: [[StaticRow]]) {
        self.app = app
        super.init(app: app, name: "Table", sections: sections)
    }

    override func prepare(for segue: Segue) {
        super.prepare(for: segue)
        child = segue.destination as? FieldController
        child?.view.isHidden = true
    }

    override func heightForRow(at indexPath: IndexPath) -> Double {
        child?.view.isHidden = rowHidden
        return rowHidden ? 0 : 300
    }

    func toggle(hidden: Bool) throws {
        rowHidden = hidden
        tableView?.beginUpdates()
        try tableView?.endUpdates()
        try app.settle()
    }
}

@Suite("Seed 000's focus attempts (F3)")
struct FocusAttemptsTests {
    func make(focusInDidAppear: Bool) throws -> (App, HidingTable) {
        let app = App()
        let table = HidingTable(app: app, sections: [[StaticRow(id: "container", embed: {
            FieldController(app: app, name: "Container", focusInDidAppear: focusInDidAppear)
        })]])
        return (app, table)
    }

    @Test("F3 attempt 3: the keyboard is up exactly when the row is visible, cycle after cycle")
    func decideInViewWillAppear() throws {
        let (app, table) = try make(focusInDidAppear: false)
        try app.window.setRootViewController(table)
        try app.settle()
        #expect(app.keyboardVisible)
        var outcomes: [Bool] = []
        for hidden in [true, false, true, false] {
            try table.toggle(hidden: hidden)
            outcomes.append(app.keyboardVisible)
        }
        #expect(outcomes == [false, true, false, true])
    }

    @Test("F3 attempt 1: focusing in viewDidAppear shows the keyboard even at height 0")
    func focusInViewDidAppear() throws {
        let (app, table) = try make(focusInDidAppear: true)
        table.rowHidden = true
        try app.window.setRootViewController(table)
        try app.settle()
        #expect(table.tableView?.rectForRow(IndexPath(section: 0, row: 0))?.height == 0)
        #expect(app.keyboardVisible)
    }
}
