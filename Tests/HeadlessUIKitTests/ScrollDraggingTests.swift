import Testing
@testable import HeadlessUIKit

/// A scroll delegate that snaps the release's target to rows of 100 points.
final class SnappingScrollDelegate: CallbackReceiver {
    let traceName = "Snap"
    func implements(_ callback: Callback.Name) -> Bool { callback == .scrollViewWillEndDragging }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        guard let target = callback.point("targetContentOffset") else { return .nothing }
        return .point(Point(x: target.x, y: (target.y / 100).rounded() * 100))
    }
}

@Suite("Scroll views under a finger (Q5-Q9, G13, G14)")
struct ScrollDraggingTests {
    /// A 375 x 667 scroll view with 2000 points of content on an on-screen root.
    func list(_ app: App, _ delegate: CallbackReceiver?) throws -> ScrollView {
        let root = try onScreen(app)
        let view = ScrollView(app: app, name: "List", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        view.contentSize = Size(width: 375, height: 2000)
        view.delegate = delegate
        try root.view.addSubview(view)
        app.mark()
        return view
    }

    @Test("Q5: the engine's drag API, which the scroll view's pan drives, follows the translation on the axes that scroll and tells the delegate")
    func dragAPI() throws {
        let app = App()
        let delegate = RecordingScrollDelegate("Log", implementing: [.scrollViewWillBeginDragging, .scrollViewDidScroll,
                                                                     .scrollViewWillEndDragging, .scrollViewDidEndDragging])
        let view = try list(app, delegate)
        view.beginDragging()
        #expect(view.isDragging && view.isTracking)
        view.dragMoved(translation: Point(x: 30, y: -40))
        #expect(view.contentOffset == Point(x: 0, y: 40))    // no horizontal content: x stays
        view.endDragging(velocity: .zero)
        #expect(!view.isDragging && !view.isTracking)
        #expect(delegate.heard == ["scrollViewWillBeginDragging", "scrollViewDidScroll",
                                   "scrollViewWillEndDragging 0,0 0,40", "scrollViewDidEndDragging false"])
    }

    @Test("Q6: past an edge the rubber band shortens the overshoot; without bounces the edge holds")
    func rubberBand() throws {
        let app = App()
        let view = try list(app, nil)
        view.contentInset = EdgeInsets(top: -20, bottom: 0)    // cancel the status bar's 20 points
        view.beginDragging()
        view.dragMoved(translation: Point(x: 0, y: 100))
        let expected = -(1 - 1 / (100 * 0.55 / 667 + 1)) * 667
        #expect(abs(view.contentOffset.y - expected) < 1e-9)
        view.bounces = false
        view.dragMoved(translation: Point(x: 0, y: 100))
        #expect(view.contentOffset.y == 0)
    }

    @Test("Q7: the release projects at the deceleration rate; the delegate's answer is the target; the glide ends there")
    func releaseAndGlide() throws {
        let app = App()
        let snap = SnappingScrollDelegate()    // the delegate is held weakly
        let view = try list(app, snap)
        view.beginDragging()
        view.endDragging(velocity: Point(x: 0, y: -1000))
        #expect(view.isDecelerating)
        try app.settle()
        #expect(view.contentOffset.y == 500)    // 499 projected, snapped
        view.decelerationRate = 0.99
        #expect(abs(view.projection(1000) - 99) < 1e-9)
    }

    @Test("Q8: paging settles on the nearest page to the projection, one page at most from the start")
    func paging() throws {
        let app = App()
        let view = try list(app, nil)
        view.contentSize = Size(width: 375 * 5, height: 647)
        view.isPagingEnabled = true
        view.beginDragging()
        view.dragMoved(translation: Point(x: -100, y: 0))
        #expect(view.pageTarget(velocity: .zero) == Point(x: 0, y: 0))
        #expect(view.pageTarget(velocity: Point(x: 600, y: 0)) == Point(x: 375, y: 0))
        #expect(view.pageTarget(velocity: Point(x: 5000, y: 0)) == Point(x: 375, y: 0))
        view.endDragging(velocity: Point(x: -600, y: 0))
        try app.settle()
        #expect(view.contentOffset.x == 375)
    }

    @Test("G13: a held content touch reaches the content on a tap, never on a quick pan; a slow pan cancels it")
    func contentTouches() throws {
        let app = App()
        let view = try list(app, nil)
        let row = NotingView(app: app, name: "Row", frame: Rect(x: 0, y: 300, width: 375, height: 44))
        try view.addSubview(row)
        try app.tap(at: Point(x: 10, y: 310))
        #expect(row.notes == ["began"])
        try app.pan(from: Point(x: 10, y: 310), to: Point(x: 10, y: 210), duration: 0.1, steps: 2)
        #expect(row.notes == ["began"])
        try app.settle()
        app.mark()
        try app.pan(from: Point(x: 10, y: 310), to: Point(x: 10, y: 210), duration: 0.4, steps: 2)
        #expect(row.notes == ["began", "began"])
        #expect(app.recent.prefix(3) == ["Row touchesBegan(10,310)", "List.panGestureRecognizer state(began)",
                                         "Row touchesCancelled(10,260)"])
    }

    @Test("G14: a sheet flicked up rests at its large detent; pulled far down it is dismissed")
    func sheetDrag() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 5)
        try app.settle()
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        try app.pan(from: Point(x: 100, y: 100), to: Point(x: 100, y: 660), duration: 0.1, steps: 5)
        try app.settle()
        #expect(root.presentedViewController == nil)
    }

    @Test("Q9: a flick on a scroll-style pager swipes to the next page")
    func pager() throws {
        let app = App()
        let pages = [ViewController(app: app, name: "P1"), ViewController(app: app, name: "P2")]
        let source = PageSource(pages)
        let pager = PageViewController(app: app, name: "Pager")
        pager.dataSource = source
        try pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        try app.window.setRootViewController(pager)
        try app.settle()
        try app.pan(from: Point(x: 300, y: 300), to: Point(x: 200, y: 300), duration: 0.1, steps: 5)
        try app.settle()
        #expect(pager.viewControllers.first === pages[1])
    }
}

/// A page data source over a list of pages.
final class PageSource: CallbackReceiver {
    let pages: [ViewController]
    init(_ pages: [ViewController]) { self.pages = pages }
    let traceName = "Source"
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        guard let page = callback.controller("viewController"), let index = pages.firstIndex(where: { $0 === page }) else { return .nothing }
        let next = callback.name == .viewControllerAfter ? index + 1 : index - 1
        return pages.indices.contains(next) ? .controller(pages[next]) : .nothing
    }
}
