import Testing
@testable import HeadlessUIKit

/// A view that marks itself again on every layout, forever.
final class RestlessView: View {
    override func layoutSubviews() throws(EngineError) { setNeedsLayout() }
}

/// A view that notes, each time its `layoutSubviews` runs, the last trace line at that moment.
final class LayoutProbeView: View {
    var seen: [String] = []
    override func layoutSubviews() throws(EngineError) {
        seen.append(runtime.trace.texts.last ?? "")
    }
}

/// A controller whose view is a ``LayoutProbeView`` of the given height.
final class ProbeController: ViewController {
    let height: Double
    init(app: App, name: String, height: Double) {
        self.height = height
        super.init(app: app, name: name)
    }
    override func loadView() {
        setView(LayoutProbeView(runtime: runtime, name: "\(name).view", frame: Rect(x: 0, y: 0, width: 375, height: height)))
    }
    var probe: LayoutProbeView { view as! LayoutProbeView }
}

@Suite("Layout (L1-L3)")
struct LayoutTests {
    // MARK: L1

    @Test("L1: setNeedsLayout only marks; the next run-loop turn lays the view out")
    func setNeedsLayoutWaits() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        vc.view.setNeedsLayout()
        #expect(vc.view.needsLayout)
        #expect(app.recent.isEmpty)
        try app.run()
        #expect(app.recent == ["S viewWillLayoutSubviews", "S viewDidLayoutSubviews"])
        #expect(app.trace.sinceMark.map(\.rule) == [.L2, .L2])
        #expect(!vc.view.needsLayout)
    }

    @Test("L1: layoutIfNeeded lays a marked view out at once")
    func layoutIfNeededMarked() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        vc.view.setNeedsLayout()
        try vc.view.layoutIfNeeded()
        #expect(app.recent == ["S viewWillLayoutSubviews", "S viewDidLayoutSubviews"])
        #expect(!vc.view.needsLayout)
        app.mark()
        try app.run()
        #expect(app.recent.isEmpty)   // nothing left for the run loop
    }

    @Test("L1: layoutIfNeeded does nothing when the view is not marked")
    func layoutIfNeededClean() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        let passes = app.stats.layoutPasses
        try vc.view.layoutIfNeeded()
        try vc.view.layoutIfNeeded()
        #expect(app.recent.isEmpty)
        #expect(app.stats.layoutPasses == passes)
    }

    @Test("L1: adding a subview marks the receiver, entering the window marks the whole subtree")
    func addingMarks() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        let badge = View(app: app, name: "Badge"), inner = View(app: app, name: "Inner")
        try badge.addSubview(inner)
        #expect(badge.needsLayout)
        try app.run()
        #expect(badge.needsLayout)     // not in the window: the run loop does not reach it
        inner.needsLayout = false
        badge.needsLayout = false
        try vc.view.addSubview(badge)
        #expect(vc.view.needsLayout && badge.needsLayout && inner.needsLayout)
        try app.run()
        #expect(!vc.view.needsLayout && !badge.needsLayout && !inner.needsLayout)
    }

    @Test("L1: resizing marks the view; moving it without resizing does not")
    func resizingMarks() throws {
        let app = App()
        let vc = try onScreen(app, "S")
        let badge = View(app: app, name: "Badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try vc.view.addSubview(badge)
        try app.run()
        badge.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(!badge.needsLayout)
        badge.frame = Rect(x: 5, y: 5, width: 10, height: 20)
        #expect(badge.needsLayout)
        #expect(badge.bounds == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("L1: a layout that marks its own view forever fails with an error naming the view")
    func runawayLayout() throws {
        let app = App()
        let root = try onScreen(app)
        try root.view.addSubview(RestlessView(app: app, name: "Restless"))
        let expected = EngineError(name: "Stagehand",
                                   reason: "layout does not converge: Restless was marked for layout again 1000 times in one pass",
                                   rule: .L1)
        #expect(throws: expected) { try app.run() }
        let again = RestlessView(app: app, name: "Restless")   // named Restless#2
        again.setNeedsLayout()
        do {
            try again.layoutIfNeeded()
            Issue.record("no error")
        } catch {
            #expect(error.message == "Stagehand: layout does not converge: Restless#2 was marked for layout again 1000 times in one pass")
        }
    }

    // MARK: L2

    @Test("L2: a controller's view sends viewWillLayoutSubviews, runs layoutSubviews, then viewDidLayoutSubviews")
    func callbackOrder() throws {
        let app = App()
        let root = try onScreen(app)
        let probe = ProbeController(app: app, name: "Probe", height: 100)
        try contain(probe, in: root)
        app.mark()
        try app.run()
        #expect(probe.probe.seen == ["Probe viewWillLayoutSubviews"])
        #expect(app.recent == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Probe viewSafeAreaInsetsDidChange", "Probe viewIsAppearing(false)",   // its first layout while appearing (A8)
                               "Probe viewWillLayoutSubviews", "Probe viewDidLayoutSubviews",
                               "Probe viewDidAppear(false)"])
    }

    @Test("L2: a zero-height view is still laid out, parents before children")
    func zeroHeight() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        let flat = ProbeController(app: app, name: "Flat", height: 0)
        try contain(flat, in: root)
        try app.window.setRootViewController(root)
        app.mark()
        try app.run()
        #expect(flat.view.frame.height == 0)
        #expect(flat.probe.seen == ["Flat viewWillLayoutSubviews"])
        #expect(app.recent == ["Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Flat viewIsAppearing(false)", "Flat viewWillLayoutSubviews", "Flat viewDidLayoutSubviews",
                               "Root viewDidAppear(false)", "Flat viewDidAppear(false)"])
        #expect(app.stats.layoutPasses == 3)   // the window (it got a subview), Root, Flat
    }

    @Test("L2: a plain view's layout sends no controller callbacks but counts as a pass")
    func plainView() throws {
        let app = App()
        let root = try onScreen(app)
        let plain = LayoutProbeView(app: app, name: "Plain")
        try root.view.addSubview(plain)
        let passes = app.stats.layoutPasses
        try app.run()
        #expect(plain.seen == ["Root viewDidLayoutSubviews"])
        #expect(app.recent == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        #expect(app.stats.layoutPasses == passes + 2)
    }

    // MARK: L3

    @Test("L3: first display: viewWillAppear when the window gets the view, layout in the next turn, viewDidAppear after the commit")
    func firstDisplay() throws {
        let app = App()
        let vc = ViewController(app: app, name: "S")
        try app.window.setRootViewController(vc)
        #expect(app.trace.texts == ["S loadView", "S viewDidLoad", "S viewWillAppear(false)"])
        #expect(app.trace.events.map(\.rule) == [.V1, .V1, .A5])   // the window hook began it
        #expect(vc.view.needsLayout)
        #expect(vc.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let turns = app.stats.runLoopTurns
        app.mark()
        try app.run()
        #expect(app.recent == ["S viewSafeAreaInsetsDidChange", "S viewIsAppearing(false)", "S viewWillLayoutSubviews", "S viewDidLayoutSubviews",
                               "S viewDidAppear(false)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.E3, .A8, .L2, .L2, .A5])   // and ended it after the commit
        #expect(app.stats.runLoopTurns == turns + 1)
        #expect(app.time == 0)
    }
}
