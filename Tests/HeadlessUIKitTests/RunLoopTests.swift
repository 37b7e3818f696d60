import Testing
@testable import HeadlessUIKit

@Suite("Run loop (R1)")
struct RunLoopTests {
    @Test("R1: one turn runs the queued blocks in order, then layout, then the deferred appearance ends")
    func turnOrder() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        try app.window.setRootViewController(root)
        app.async { first.loadViewIfNeeded() }
        app.async { second.loadViewIfNeeded() }
        app.mark()
        let turns = app.stats.runLoopTurns
        try app.run()
        #expect(app.recent == ["First loadView", "First viewDidLoad", "Second loadView", "Second viewDidLoad",
                               "Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Root viewDidAppear(false)"])
        #expect(app.stats.runLoopTurns == turns + 1)
    }

    @Test("R1: a block queued by a block runs on the next turn, after this turn's commit")
    func nestedBlockNextTurn() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root"), later = ViewController(app: app, name: "Later")
        try app.window.setRootViewController(root)
        app.async { app.async { later.loadViewIfNeeded() } }
        app.mark()
        let turns = app.stats.runLoopTurns
        try app.run()
        #expect(app.recent == ["Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Root viewDidAppear(false)", "Later loadView", "Later viewDidLoad"])
        #expect(app.trace.sinceMark.last?.cause.steps == ["a block queued on the main queue", .init("Later's view was loaded", object: "Later")])
        #expect(app.stats.runLoopTurns == turns + 2)
    }

    @Test("R1: a view added by a block appears within the same turn: begin in the block, layout, end after the commit")
    func hookInsideBlock() throws {
        let app = App()
        let root = try onScreen(app)
        let child = ViewController(app: app, name: "Child")
        app.async { try? contain(child, in: root) }
        let turns = app.stats.runLoopTurns
        try app.run()
        #expect(app.recent == ["Child willMoveToParent(Root)", "Child loadView", "Child viewDidLoad",
                               "Child viewWillAppear(false)", "Child didMoveToParent(Root)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
                               "Child viewDidAppear(false)"])
        #expect(app.stats.runLoopTurns == turns + 1)
    }

    @Test("R1: layout caused by a deferred end waits for the next turn")
    func workFromAfterCommit() throws {
        let app = App()
        final class Relayout: CallbackOverriding {
            func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
                guard callback.name == .viewDidAppear else { return nil }
                controller.view.setNeedsLayout()
                return controller.superCall(callback)
            }
            func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
        }
        let overrides = Relayout()
        app.overrides = overrides
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        let turns = app.stats.runLoopTurns
        try app.run()
        #expect(app.trace.texts.suffix(5) == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                                              "Root viewDidAppear(false)",
                                              "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        #expect(app.stats.runLoopTurns == turns + 2)
        withExtendedLifetime(overrides) {}
    }

    @Test("R1: with no work, run does nothing and takes no turn")
    func idle() throws {
        let app = App()
        _ = try onScreen(app)
        let turns = app.stats.runLoopTurns
        try app.run()
        try app.run()
        #expect(app.recent.isEmpty)
        #expect(app.stats.runLoopTurns == turns)
    }

    @Test("R1: virtual time does not move in run, only in advance and settle")
    func timeStands() throws {
        let app = App()
        var fired = false
        app.after(1) { fired = true }
        _ = try onScreen(app)
        try app.run()
        #expect(app.time == 0)
        #expect(!fired)
        try app.settle()
        #expect(app.time == 1)
        #expect(fired)
    }

    @Test("R1: work that keeps queueing work fails after 10,000 turns instead of hanging")
    func endlessQueue() {
        let app = App()
        func again() { app.async(again) }
        app.async(again)
        #expect(throws: EngineError(name: "Stagehand",
                                    reason: "the run loop did not settle after 10000 turns: work keeps queueing more work",
                                    rule: .R1)) { try app.run() }
    }

    @Test("R1: shouldInterrupt stops the run loop between blocks")
    func interrupt() throws {
        let app = App()
        var ran: [Int] = []
        var stop = false
        app.async { ran.append(1); stop = true }
        app.async { ran.append(2) }
        app.shouldInterrupt = { stop }
        try app.run()
        #expect(ran == [1])
    }
}
