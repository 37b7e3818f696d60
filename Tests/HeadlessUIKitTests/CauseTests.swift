import Testing
@testable import HeadlessUIKit

/// An event's cause: a chain of typed steps, printed joined with ` → `, that the events recorded
/// under one step share.
@Suite("Cause")
struct CauseTests {
    @Test("a cause prints its steps joined with →, outermost first, and no step as script")
    func printed() {
        let cause: TraceEvent.Cause = ["a.lua:3 P:addChild(C)", .init("P addChild C", object: "P")]
        #expect(cause.description == "a.lua:3 P:addChild(C) → P addChild C")
        #expect("\(cause)" == cause.description)
        #expect(TraceEvent.Cause().description == "script")
    }

    @Test("a step literal names its object with object: at its start")
    func stepLiteral() {
        let name = "Nav.view", size = 3
        let step: TraceEvent.Cause.Step = "\(object: name) was added to window \(size) times"
        #expect(step.text == "Nav.view was added to window 3 times" && step.object == "Nav.view")
        let plain: TraceEvent.Cause.Step = "a timer due at \(0.5) s"
        #expect(plain.text == "a timer due at 0.5 s" && plain.object == nil)
    }

    @Test("the events recorded under one step share its chain, and a nested step adds one link to it")
    func sharing() throws {
        let app = App()
        let root = ViewController(app: app, name: "P")
        try app.withCause("the script set the root") { () throws(EngineError) in try app.window.setRootViewController(root) }
        let events = app.trace.events
        #expect(events.map(\.text).prefix(3) == ["P loadView", "P viewDidLoad", "P viewWillAppear(false)"])
        // loadView and viewDidLoad: under `P's view was loaded`, one chain.
        #expect(events[0].cause.isShared(with: events[1].cause))
        #expect(events[0].cause.innermost == TraceEvent.Cause.Step("P's view was loaded", object: "P"))
        // viewWillAppear: two steps deeper inside `the window's rootViewController was set`.
        #expect(events[2].cause.outer.outer.isShared(with: events[0].cause.outer))
        #expect(events[2].cause.description == "the script set the root → the window's rootViewController was set → P.view was added to window → P's view entered the window")
    }

    @Test("two causes are equal when they read the same, shared or not")
    func equality() {
        let shared: TraceEvent.Cause = ["a.lua:1 app:run()", "layout of V"]
        #expect(shared == shared && shared.isShared(with: shared))
        #expect(shared == TraceEvent.Cause(steps: ["a.lua:1 app:run()", .init("layout of V", object: "V")]))
        #expect(!shared.isShared(with: TraceEvent.Cause(steps: shared.steps)))
        #expect(shared != ["a.lua:1 app:run()"])
    }
}
