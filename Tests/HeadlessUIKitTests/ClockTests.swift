import Testing
@testable import HeadlessUIKit

@Suite("Virtual clock (R1)")
struct ClockTests {
    @Test("R1: the clock starts at 0 and advance moves it by exactly the amount asked")
    func advanceMoves() throws {
        let app = App()
        #expect(app.time == 0)
        try app.advance(by: 0.25)
        try app.advance(by: 0)
        try app.advance(by: 1.75)
        #expect(app.time == 2)
    }

    @Test("R1: timers fire in time order, ties in the order they were scheduled, each at its own time")
    func timerOrder() throws {
        let app = App()
        var fired: [String] = []
        app.after(2) { fired.append("b@\(app.time)") }
        app.after(1) { fired.append("a1@\(app.time)") }
        app.after(1) { fired.append("a2@\(app.time)") }
        try app.advance(by: 1.5)
        #expect(fired == ["a1@1.0", "a2@1.0"])
        #expect(app.time == 1.5)
        try app.advance(by: 0.5)
        #expect(fired == ["a1@1.0", "a2@1.0", "b@2.0"])
    }

    @Test("R1: a timer set by a timer fires in the same advance when it falls due within it")
    func chainedTimers() throws {
        let app = App()
        var fired: [Double] = []
        app.after(1) {
            fired.append(app.time)
            app.after(1) { fired.append(app.time) }
        }
        try app.advance(by: 3)
        #expect(fired == [1, 2])
        #expect(app.time == 3)
    }

    @Test("R1: the run loop is drained after each timer, before the next one fires")
    func drainAfterEachTimer() throws {
        let app = App()
        let root = try onScreen(app)
        var seen: [String] = []
        app.after(1) { root.view.setNeedsLayout() }
        app.after(1) { seen = app.trace.sinceMark.map(\.text) }
        try app.advance(by: 1)
        #expect(seen == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
    }

    @Test("R1: advance drains pending run-loop work first, at the current time")
    func advanceDrainsFirst() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        var timeAtAppear: Double?
        app.async { timeAtAppear = app.time }
        try app.advance(by: 5)
        #expect(timeAtAppear == 0)
        #expect(root.appearState == .appeared)
    }

    @Test("R1: a cancelled timer never fires; a negative delay is due at once")
    func cancelAndPast() throws {
        let app = App()
        var fired: [String] = []
        let id = app.after(1) { fired.append("cancelled") }
        app.after(-3) { fired.append("now") }
        app.cancelTimer(id)
        app.cancelTimer(id)
        try app.settle()
        #expect(fired == ["now"])
        #expect(app.time == 0)
    }

    @Test("R1: settle advances to the last pending timer and stops there")
    func settle() throws {
        let app = App()
        var fired: [Double] = []
        app.after(0.3) { fired.append(app.time) }
        app.after(0.1) { fired.append(app.time) }
        try app.settle()
        #expect(fired == [0.1, 0.3])
        #expect(app.time == 0.3)
        try app.settle()
        #expect(app.time == 0.3)
    }

    @Test("R1: settle gives up on an endless chain of timers")
    func endlessChain() {
        let app = App()
        func chain() { app.after(1, chain) }
        app.after(1, chain)
        #expect(throws: EngineError(name: "Stagehand",
                                    reason: "settle gave up after 100000 timers: an endless chain of timers or animations",
                                    rule: .R1)) { try app.settle() }
    }

    @Test("R1: advance refuses a negative or infinite amount, naming it as a script writes it", arguments: [(-1.0, "-1"), (Double.infinity, "inf"), (Double.nan, "nan")])
    func badAdvance(seconds: Double, shown: String) {
        let app = App()
        do {
            try app.advance(by: seconds)
            Issue.record("no error")
        } catch {
            #expect(error.name == "Stagehand")
            #expect(error.reason == "advance needs a finite number of seconds, not below 0 (got \(shown))")
            #expect(error.rule == .R1)
        }
        #expect(app.time == 0)
    }

    @Test("R1: the same timers give the same trace, run after run")
    func deterministic() throws {
        func script() throws -> [TraceEvent] {
            let app = App()
            let root = try onScreen(app)
            for index in 0..<5 {
                app.after(Double(5 - index) * 0.1) { root.view.setNeedsLayout() }
                app.after(0.25) { root.view.setNeedsLayout() }
            }
            try app.settle()
            return app.trace.events
        }
        #expect(try script() == script())
    }
}
