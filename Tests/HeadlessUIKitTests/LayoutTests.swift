import Testing
@testable import HeadlessUIKit

/// A view that marks itself again on every layout, forever.
final class RestlessView: View {
    override func layoutSubviews() throws(EngineError) { setNeedsLayout() }
}

@Suite("Run loop and layout (R1, L1-L3)")
struct LayoutTests {
    @Test("L3: viewWillAppear at once, layout on the next turn, viewDidAppear after the commit")
    func firstDisplay() throws {
        let app = App()
        let vc = ViewController(app: app, name: "S")
        try app.window.setRootViewController(vc)
        #expect(app.trace.texts == ["S loadView", "S viewDidLoad", "S viewWillAppear(false)"])
        app.mark()
        try app.run()
        #expect(app.recent == ["S viewWillLayoutSubviews", "S viewDidLayoutSubviews", "S viewDidAppear(false)"])
        #expect(app.trace.sinceMark.map(\.rule) == ["L2", "L2", "A3"])
    }

    @Test("L1: setNeedsLayout waits for the run loop; layoutIfNeeded is immediate and a no-op when clean")
    func marks() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        vc.view.setNeedsLayout()
        #expect(app.recent.isEmpty)
        try vc.view.layoutIfNeeded()
        #expect(app.recent == ["S viewWillLayoutSubviews", "S viewDidLayoutSubviews"])
        app.mark()
        try vc.view.layoutIfNeeded()
        try app.run()
        #expect(app.recent.isEmpty)
    }

    @Test("L1: adding a subview marks the receiver; resizing marks the view; entering the window marks the subtree")
    func whatMarks() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        let badge = View(app: app, name: "Badge")
        let inner = View(app: app, name: "Inner")
        try badge.addSubview(inner)
        try vc.view.addSubview(badge)
        #expect(vc.view.needsLayout && badge.needsLayout && inner.needsLayout)
        try app.run()
        #expect(!vc.view.needsLayout)
        vc.view.frame = Rect(x: 0, y: 0, width: 375, height: 10)
        #expect(vc.view.needsLayout)
        badge.frame = Rect(x: 5, y: 0, width: 0, height: 0)   // moved, same size
        #expect(!badge.needsLayout)
    }

    @Test("L2: a zero-height view is laid out; parents before children")
    func order() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root"), flat = ViewController(app: app, name: "Flat")
        try root.addChild(flat)
        flat.view.frame = Rect(x: 0, y: 0, width: 375, height: 0)
        try root.view.addSubview(flat.view)
        try app.window.setRootViewController(root)
        app.mark()
        try app.run()
        #expect(app.recent.filter { $0.contains("Layout") } == [
            "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "Flat viewWillLayoutSubviews", "Flat viewDidLayoutSubviews",
        ])
        #expect(app.stats.layoutPasses == 3)   // the window (a subview was added), Root, Flat
    }

    @Test("L1: a layout that marks itself forever fails with an error naming the view")
    func runawayLayout() throws {
        let app = App()
        let root = try onScreen(app)
        try root.view.addSubview(RestlessView(app: app, name: "Restless"))
        do {
            try app.run()
            Issue.record("no error")
        } catch {
            #expect(error.reason.contains("Restless"))
            #expect(error.rule == "L1")
        }
    }

    @Test("R1: blocks first, then layout, then deferred ends; a block's block runs on a later turn")
    func turnOrder() throws {
        let app = App()
        var order: [String] = []
        let vc = ViewController(app: app, name: "S")
        try app.window.setRootViewController(vc)
        app.async {
            order.append("block")
            app.async { order.append("second block") }
        }
        try app.run()
        let texts = app.trace.texts
        #expect(order == ["block", "second block"])
        #expect(texts.firstIndex(of: "S viewDidLayoutSubviews")! < texts.firstIndex(of: "S viewDidAppear(false)")!)
        #expect(app.time == 0)
    }

    @Test("R1: work that keeps queueing work forever fails instead of hanging")
    func endlessQueue() {
        let app = App()
        func again() { app.async(again) }
        app.async(again)
        #expect(throws: EngineError.self) { try app.run() }
    }

    @Test("clock: timers fire in time order, ties in scheduling order; settle is bounded")
    func clock() throws {
        let app = App()
        var fired: [String] = []
        app.after(2) { fired.append("b") }
        app.after(1) { fired.append("a1") }
        app.after(1) { fired.append("a2") }
        try app.advance(by: 1.5)
        #expect(fired == ["a1", "a2"])
        #expect(app.time == 1.5)
        try app.settle()
        #expect(fired == ["a1", "a2", "b"])
        #expect(app.time == 2)
        func chain() { app.after(1, chain) }
        app.after(1, chain)
        #expect(throws: EngineError.self) { try app.settle() }
        #expect(throws: EngineError.self) { try app.advance(by: -1) }
    }
}
