import Testing
@testable import HeadlessUIKit

/// A scroll view delegate that records what it hears and implements what it is told to.
final class RecordingScrollDelegate: CallbackReceiver {
    let traceName: String
    var heard: [String] = []
    var implemented: Set<Callback.Name>?
    init(_ name: String = "delegate", implementing: Set<Callback.Name>? = nil) {
        traceName = name
        implemented = implementing
    }
    func implements(_ callback: Callback.Name) -> Bool { implemented?.contains(callback) ?? true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        heard.append(([callback.spec.traceName] + callback.traceArguments).joined(separator: " "))
        return .nothing
    }
}

/// A dynamic table of `rows` rows of the default height.
final class PlainTable: TableViewController {
    let rows: Int
    init(app: App, rows: Int) {
        self.rows = rows
        super.init(app: app, name: "Table")
    }
    override func numberOfRows(inSection section: Int) -> Int { rows }
}

@Suite("Scroll views (Q1-Q4)")
struct ScrollViewTests {
    func scrollView(_ app: App, _ delegate: CallbackReceiver? = nil) -> ScrollView {
        let view = ScrollView(app: app, name: "Scroll", frame: Rect(x: 0, y: 0, width: 375, height: 500))
        view.contentSize = Size(width: 375, height: 2000)
        view.delegate = delegate
        return view
    }

    @Test("Q1: adjustedContentInset adds the safe area's top and bottom; drags stay within the limits")
    func insetsAndLimits() throws {
        let app = App()
        let root = try onScreen(app)
        let view = scrollView(app)
        try root.view.addSubview(view)
        view.contentInset = EdgeInsets(top: 10, bottom: 5)
        #expect(view.adjustedContentInset == EdgeInsets(top: 30, bottom: 5))
        view.drag(to: Point(x: 0, y: -500))
        #expect(view.contentOffset.y == -30)
        view.drag(to: Point(x: 0, y: 9000))
        #expect(view.contentOffset.y == 1505)
        view.contentOffset = Point(x: 0, y: 9000)            // code is not clamped
        #expect(view.contentOffset.y == 9000)
    }

    @Test("Q1: a table's contentSize is its rows' extent; scrollViewDidScroll only when the offset changes")
    func tableContentSize() throws {
        let app = App()
        let table = PlainTable(app: app, rows: 30)
        try app.window.setRootViewController(table)
        try app.run()
        let tableView = try #require(table.tableView)
        #expect(tableView.contentSize == Size(width: 375, height: 1320))
        let delegate = RecordingScrollDelegate()
        tableView.delegate = delegate
        tableView.contentOffset = Point(x: 0, y: 10)
        tableView.contentOffset = Point(x: 0, y: 10)
        #expect(delegate.heard == ["scrollViewDidScroll"])
    }

    @Test("Q2: the delegate's order for a flick, the projection and the deceleration on the clock")
    func flick() throws {
        let app = App()
        let delegate = RecordingScrollDelegate()
        let view = scrollView(app, delegate)
        view.drag(to: Point(x: 0, y: 100), velocity: Point(x: 0, y: 1000))
        #expect(delegate.heard == ["scrollViewWillBeginDragging", "scrollViewDidScroll",
                                   "scrollViewWillEndDragging 0,1 0,599", "scrollViewDidEndDragging true",
                                   "scrollViewWillBeginDecelerating"])
        #expect(view.isDecelerating)
        try app.settle()
        #expect(view.contentOffset.y == 599)
        #expect(!view.isDecelerating)
        #expect(delegate.heard.last == "scrollViewDidEndDecelerating")
        #expect(ScrollView.projectedDistance(velocity: 1000) > 498.99 && ScrollView.projectedDistance(velocity: 1000) < 499.01)
    }

    @Test("Q2: a drag without velocity does not decelerate; a drag stops a deceleration without its end")
    func dragStops() throws {
        let app = App()
        let delegate = RecordingScrollDelegate()
        let view = scrollView(app, delegate)
        view.drag(to: Point(x: 0, y: 100), velocity: Point(x: 0, y: 2000))
        try app.advance(by: 0.2)
        delegate.heard.removeAll()
        view.drag(to: Point(x: 0, y: 50))
        try app.settle()
        #expect(delegate.heard == ["scrollViewWillBeginDragging", "scrollViewDidScroll",
                                   "scrollViewWillEndDragging 0,0 0,50", "scrollViewDidEndDragging false"])
    }

    @Test("Q3: animated setContentOffset steps on the clock and ends with didEndScrollingAnimation")
    func animatedScroll() throws {
        let app = App()
        let delegate = RecordingScrollDelegate()
        let view = scrollView(app, delegate)
        view.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(view.contentOffset.y == 0)
        try app.settle()
        #expect(delegate.heard == ["scrollViewDidScroll", "scrollViewDidScroll", "scrollViewDidScroll",
                                   "scrollViewDidEndScrollingAnimation"])
        #expect(view.contentOffset.y == 300)
    }

    @Test("Q3: scrollToRow positions and the out-of-range exception")
    func scrollToRow() throws {
        let app = App()
        let table = PlainTable(app: app, rows: 100)
        try app.window.setRootViewController(table)
        try app.run()
        let tableView = try #require(table.tableView)
        try tableView.scrollToRow(IndexPath(section: 0, row: 10), at: .top, animated: false)
        #expect(tableView.contentOffset.y == 440 - 20)
        try tableView.scrollToRow(IndexPath(section: 0, row: 30), at: .bottom, animated: false)
        #expect(tableView.contentOffset.y == 1364 - 647 - 20)
        try tableView.scrollToRow(IndexPath(section: 0, row: 0), at: .bottom, animated: false)
        #expect(tableView.contentOffset.y == -20)             // within the limits
        #expect(throws: EngineError.self) {
            try tableView.scrollToRow(IndexPath(section: 0, row: 100), at: .top, animated: false)
        }
    }

    @Test("Q4: only the methods a delegate implements are traced; a set delegate hears them")
    func optionalMethods() throws {
        let app = App()
        let delegate = RecordingScrollDelegate("Watcher", implementing: [.scrollViewDidEndDragging])
        let view = scrollView(app, delegate)
        app.mark()
        view.drag(to: Point(x: 0, y: 40))
        #expect(app.recent == ["Watcher scrollViewDidEndDragging(false)"])
        #expect(delegate.heard == ["scrollViewDidEndDragging false"])
    }
}
