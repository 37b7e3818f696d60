import Testing
@testable import HeadlessUIKit

/// A data source over a fixed list of pages, and a delegate that keeps what it was told.
private final class Pages: CallbackReceiver {
    let traceName = "Source"
    let pages: [ViewController]
    var told: [String] = []
    init(_ pages: [ViewController]) { self.pages = pages }

    private func page(_ offset: Int, from page: ViewController?) -> CallbackValue {
        guard let index = pages.firstIndex(where: { $0 === page }), pages.indices.contains(index + offset) else { return .nothing }
        return .controller(pages[index + offset])
    }
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.name {
        case .viewControllerBefore: return page(-1, from: callback.controller("viewController"))
        case .viewControllerAfter: return page(1, from: callback.controller("viewController"))
        case .willTransitionTo:
            told.append("will \((callback.controllers("pendingViewControllers") ?? []).map(\.name))")
        case .didFinishAnimating:
            told.append("did \(callback.bool("finished") ?? false) \((callback.controllers("previousViewControllers") ?? []).map(\.name)) \(callback.bool("completed") ?? false)")
        default: break
        }
        return .nothing
    }
}

@Suite("Page view controllers (S7, W9)")
struct PageTests {
    /// Three pages, the first shown, on screen; the trace marked.
    private func pages(_ app: App, style: PageViewController.TransitionStyle = .scroll) throws -> (PageViewController, Pages) {
        let source = Pages((1...3).map { ViewController(app: app, name: "P\($0)") })
        let page = PageViewController(app: app, name: "Page", transitionStyle: style)
        page.dataSource = source
        page.delegate = source
        try page.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        try app.window.setRootViewController(page)
        try app.run()
        app.mark()
        return (page, source)
    }

    /// The appearance, containment, data-source and delegate events.
    private func events(_ app: App) -> [String] {
        app.recent.filter { $0.contains("ppear") || $0.contains("MoveToParent") || $0.hasPrefix("Source ") }
    }

    @Test("S7: setViewControllers on a loaded view: will/did appear before the page's first layout, then containment")
    func setFromViewDidLoad() throws {
        let app = App()
        let page = PageViewController(app: app, name: "Page")
        let first = ViewController(app: app, name: "P1")
        page.loadViewIfNeeded()
        app.mark()
        var finished: Bool?
        try page.setViewControllers([first], direction: .forward, animated: true) { finished = $0 }
        #expect(app.recent == [
            "P1 willMoveToParent(Page)", "P1 loadView", "P1 viewDidLoad", "P1 viewWillAppear(true)",
            "P1 viewDidAppear(true)", "P1 didMoveToParent(Page)",
        ])
        #expect(finished == true)
        #expect(page.viewControllers.count == 1 && page.viewControllers[0] === first)
        #expect(first.view.superview === page.view)
        // Entering the window later sends the page nothing more: it is already appeared.
        app.mark()
        try app.window.setRootViewController(page)
        try app.run()
        #expect(!app.recent.contains { $0.hasPrefix("P1 view") && $0.contains("ppear") })
    }

    @Test("W9: a scroll-style page view controller's view holds a filling scroll view behind the page; a curl's does not")
    func queuingScrollView() throws {
        let app = App()
        let (page, source) = try pages(app)
        let scroll = try #require(page.view.subviews.first as? ScrollView)
        #expect(scroll.name == "Page.scrollView")
        #expect(scroll.frame == page.view.bounds)
        #expect(page.view.subviews.count == 2 && page.view.subviews[1] === source.pages[0].view)
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        let (curl, _) = try pages(App(), style: .pageCurl)
        #expect(!curl.view.subviews.contains { $0 is ScrollView })
    }

    @Test("S7: setViewControllers on screen replaces the page: new appears, old disappears, old leaves")
    func setOnScreen() throws {
        let app = App()
        let (page, source) = try pages(app)
        let (first, third) = (source.pages[0], source.pages[2])
        try page.setViewControllers([third], direction: .forward, animated: false)
        #expect(events(app) == [
            "P3 willMoveToParent(Page)", "P3 viewWillAppear(false)", "P1 viewWillDisappear(false)",
            "P3 viewIsAppearing(false)", "P3 viewDidAppear(false)", "P1 viewDidDisappear(false)",
            "P3 didMoveToParent(Page)", "P1 willMoveToParent(nil)", "P1 didMoveToParent(nil)",
        ])
        #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
        #expect(page.children.count == 1 && page.children[0] === third)
        #expect(throws: EngineError.self) { try page.setViewControllers([first, third], direction: .forward, animated: false) }
    }

    @Test("S7: animated setViewControllers ends after 0.3 s on the virtual clock")
    func setAnimated() throws {
        let app = App()
        let (page, source) = try pages(app)
        var finished: Bool?
        try page.setViewControllers([source.pages[1]], direction: .reverse, animated: true) { finished = $0 }
        #expect(page.isTransitioning && finished == nil)
        #expect(source.pages[1].appearState == .appearing)
        try app.advance(by: PageViewController.transitionDuration)
        #expect(!page.isTransitioning && finished == true)
        #expect(source.pages[1].appearState == .appeared && source.pages[0].appearState == .disappeared)
    }

    @Test("W9: the queuing scroll view rests one page into three; a swipe drags it, it decelerates with the swipe's end, then recentres")
    func queuingScrollViewFollowsTheSwipe() throws {
        let app = App()
        let (page, source) = try pages(app)
        let scroll = try #require(page.view.subviews.first as? ScrollView)
        #expect(scroll.contentSize == Size(width: 1125, height: 667))
        #expect(scroll.contentOffset == Point(x: 375, y: 0))
        let queue = RecordingScrollDelegate("Queue")
        scroll.delegate = queue
        #expect(try page.swipe(.forward, progress: 0.4))
        #expect(scroll.isDragging && scroll.isTracking && scroll.contentOffset == Point(x: 525, y: 0))
        page.finishSwipe()                                 // 0.18 s left: one frame at 0.1 s
        #expect(!scroll.isDragging && scroll.isDecelerating)
        try app.advance(by: 0.1)
        #expect(scroll.contentOffset.x > 525 && scroll.contentOffset.x < 750)
        try app.advance(by: 0.08)
        #expect(!scroll.isDecelerating && scroll.contentOffset == Point(x: 375, y: 0))
        #expect(queue.heard == [
            "scrollViewWillBeginDragging", "scrollViewDidScroll",
            "scrollViewWillEndDragging 0,0 750,0", "scrollViewDidEndDragging true", "scrollViewWillBeginDecelerating",
            "scrollViewDidScroll", "scrollViewDidScroll", "scrollViewDidScroll", "scrollViewDidEndDecelerating",
        ])
        #expect(page.viewControllers[0] === source.pages[1])    // the data source is held weakly: kept to here
    }

    @Test("W9: an animated setViewControllers scrolls the queuing scroll view to the page, then recentres with scrollViewDidEndScrollingAnimation")
    func queuingScrollViewFollowsAnAnimatedChange() throws {
        let app = App()
        let (page, source) = try pages(app)
        let scroll = try #require(page.view.subviews.first as? ScrollView)
        let queue = RecordingScrollDelegate("Queue")
        scroll.delegate = queue
        var offsets: [Double] = []
        try scroll.observe("contentOffset") { view, _ in offsets.append((view as? ScrollView)?.contentOffset.x ?? -1) }
        try page.setViewControllers([source.pages[2]], direction: .reverse, animated: true)
        try app.advance(by: 0.3)
        #expect(offsets == [292, 83, 0, 375])           // ease-in-out steps at 0.1 and 0.2 s, the page, the middle again
        #expect(queue.heard.last == "scrollViewDidEndScrollingAnimation")
        #expect(page.viewControllers[0] === source.pages[2])
    }

    @Test("S7: a completed scroll swipe: data source asked ahead, willTransitionTo first, the scroll order, didFinishAnimating")
    func completedScroll() throws {
        let app = App()
        let (page, source) = try pages(app)
        #expect(try page.swipe(.forward, progress: 0.5, finish: true))
        #expect(source.pages[1].appearState == .appearing)
        try app.advance(by: 0.1)
        #expect(page.currentSwipe != nil)                 // half the turn left: 0.15 s
        try app.advance(by: 0.05)
        #expect(page.currentSwipe == nil)
        #expect(events(app) == [
            "Source viewControllerAfter(P1)", "Source viewControllerBefore(P1)", "Source willTransitionTo([P2])",
            "P2 willMoveToParent(Page)", "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)", "P2 viewIsAppearing(true)",
            "P2 viewDidAppear(true)", "P1 viewDidDisappear(true)",
            "P2 didMoveToParent(Page)", "P1 willMoveToParent(nil)", "P1 didMoveToParent(nil)",
            "Source didFinishAnimating(true, [P1], true)", "Source viewControllerAfter(P2)",
        ])
        #expect(source.told == ["will [\"P2\"]", "did true [\"P1\"] true"])
        let will = try #require(app.recent.firstIndex(of: "Source willTransitionTo([P2])"))
        #expect(will < app.recent.firstIndex(of: "P2 viewWillAppear(true)")!)
        #expect(page.viewControllers[0] === source.pages[1])
    }

    @Test("S7: a cancelled scroll swipe: the page comes back before the pending page goes; completed false")
    func cancelledScroll() throws {
        let app = App()
        let (page, source) = try pages(app)
        #expect(try page.swipe(.forward, progress: 0.5, finish: false))
        try app.settle()
        #expect(events(app) == [
            "Source viewControllerAfter(P1)", "Source viewControllerBefore(P1)", "Source willTransitionTo([P2])",
            "P2 willMoveToParent(Page)", "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)", "P2 viewIsAppearing(true)",
            "P1 viewWillAppear(true)", "P1 viewIsAppearing(true)", "P1 viewDidAppear(true)",
            "P2 viewWillDisappear(true)", "P2 viewDidDisappear(true)",
            "P2 willMoveToParent(nil)", "P2 didMoveToParent(nil)", "Source didFinishAnimating(true, [P1], false)",
        ])
        #expect(source.told == ["will [\"P2\"]", "did true [\"P1\"] false"])
        #expect(page.viewControllers[0] === source.pages[0] && page.children.count == 1)
        // The scroll style kept its answers: a second swipe asks nothing.
        app.mark()
        #expect(try page.swipe(.forward))
        #expect(!app.recent.contains { $0.hasPrefix("Source viewController") })
        page.cancelSwipe()
        try app.settle()
    }

    @Test("S7: page curl: asks only the neighbour it needs; completed and cancelled orders differ from scroll")
    func pageCurl() throws {
        let app = App()
        let (page, source) = try pages(app, style: .pageCurl)
        defer { withExtendedLifetime(source) {} }     // the page holds its data source weakly
        #expect(try page.swipe(.forward, finish: true))
        try app.settle()
        #expect(events(app).filter { !$0.contains("MoveToParent") && !$0.contains("Appearing") } == [
            "Source viewControllerAfter(P1)", "Source willTransitionTo([P2])", "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
            "P1 viewDidDisappear(true)", "P2 viewDidAppear(true)", "Source didFinishAnimating(true, [P1], true)",
        ])
        app.mark()
        #expect(try page.swipe(.reverse))
        page.cancelSwipe()
        try app.settle()
        #expect(events(app).filter { !$0.contains("MoveToParent") && !$0.contains("Appearing") } == [
            "Source viewControllerBefore(P2)", "Source willTransitionTo([P1])", "P1 viewWillAppear(true)", "P2 viewWillDisappear(true)",
            "P1 viewWillDisappear(true)", "P2 viewWillAppear(true)", "P1 viewDidDisappear(true)", "P2 viewDidAppear(true)",
            "Source didFinishAnimating(true, [P2], false)",
        ])
    }

    @Test("S7: no neighbour, no data source, or off screen: swipe returns false and sends nothing")
    func noSwipe() throws {
        let app = App()
        let (page, source) = try pages(app)
        defer { withExtendedLifetime(source) {} }
        #expect(try page.swipe(.reverse) == false)       // P1 is the first page
        #expect(!app.recent.contains { $0.contains("ppear") || $0.contains("willTransitionTo") })
        page.dataSource = nil
        #expect(try page.swipe(.forward) == false)
        let away = PageViewController(app: app, name: "Away")
        #expect(try away.swipe(.forward) == false)
    }
}
