import Testing
@testable import HeadlessUIKit

/// One script of calls touching every implemented rule group: containment, appearance with
/// forwarding and window hooks, layout, the run loop, timers, focus and observation.
func everyRuleScript() throws -> App {
    let app = App()
    let root = ViewController(app: app, name: "Root")
    let child = ViewController(app: app, name: "Child"), other = ViewController(app: app, name: "Child")
    try contain(child, in: root)
    try app.window.setRootViewController(root)
    try app.run()
    try contain(other, in: root)
    let field = TextField(app: app, name: "Field")
    try other.view.addSubview(field)
    app.async { _ = field.becomeFirstResponder() }
    app.after(0.1) { root.view.setNeedsLayout() }
    try app.advance(by: 0.5)
    root.beginAppearanceTransition(false, animated: true)
    root.beginAppearanceTransition(true, animated: true)
    root.endAppearanceTransition()
    other.sendFromScript(.viewWillAppear, .bool(true))
    other.view.removeFromSuperview()
    other.removeFromParent()
    let loose = ViewController(app: app, name: "Loose")
    try root.view.addSubview(loose.view)
    try app.settle()
    return app
}

@Suite("Trace")
struct TraceTests {
    @Test("trace: events carry their rule id and the chain of causes, outermost first")
    func rulesAndCauses() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try app.withCause("test line 1") { () throws(EngineError) in try parent.addChild(child) }
        let event = try #require(app.trace.events.last)
        #expect(event.text == "C willMoveToParent(P)")
        #expect(event.subject == "C" && event.body == .callback(.willMoveToParent, arguments: ["P"]))
        #expect(event.kind == .callback)
        #expect(event.rule == .C1)
        #expect(event.cause.steps == ["test line 1", .init("P addChild C", object: "P")])
        #expect(event.cause.description == "test line 1 → P addChild C")
    }

    @Test("trace: an event with no cause says it came from the script")
    func scriptCause() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.endAppearanceTransition()
        #expect(app.trace.events.map(\.cause.isEmpty) == [true])
        #expect(app.trace.events.map(\.cause.description) == ["script"])
    }

    @Test("trace: every event of a whole display names a rule of the implemented groups")
    func everyEventHasARule() throws {
        let app = try everyRuleScript()
        let rules = Set(app.trace.events.map(\.rule))
        #expect(rules.isSubset(of: [.C1, .C2, .C5, .A2, .A3, .A4, .A5, .A6, .A8, .L2, .F1, .F2, .V1, .V2, .E3] as Set<Rule>))
        #expect(rules.isSuperset(of: [.C1, .C2, .C5, .A2, .A3, .A4, .A5, .A6, .A8, .L2, .F1, .F2, .V1, .V2, .E3] as Set<Rule>))
        #expect(app.trace.events.allSatisfy { !$0.cause.description.isEmpty })
    }

    @Test("trace: mark starts a window; sinceMark holds only what came after, texts holds everything")
    func markWindow() throws {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.loadViewIfNeeded()
        app.mark()
        #expect(app.trace.sinceMark.isEmpty)
        #expect(app.trace.markIndex == 2)
        vc.beginAppearanceTransition(true, animated: false)
        #expect(app.trace.sinceMark.map(\.text) == ["V viewWillAppear(false)"])
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad", "V viewWillAppear(false)"])
        app.mark()
        app.mark()
        #expect(app.trace.sinceMark.isEmpty)
    }

    @Test("trace: names repeat as Name#2, Name#3, for controllers and views alike")
    func uniqueNames() {
        let app = App()
        let a = ViewController(app: app, name: "X"), b = ViewController(app: app, name: "X"), c = ViewController(app: app, name: "X")
        #expect([a.name, b.name, c.name] == ["X", "X#2", "X#3"])
        #expect(b.view.name == "X#2.view")
        let plain = View(app: app), plain2 = View(app: app)
        #expect([plain.name, plain2.name] == ["View", "View#2"])
        #expect(ViewController(app: App()).name == "ViewController")
    }

    @Test("trace: warnings and lint spell their kind after the subject; callbacks their arguments in parentheses")
    func spelling() {
        let warning = TraceEvent(subject: "V", body: .warning("msg"), rule: .A3, cause: [""])
        #expect(warning.text == "V warning: msg")
        let lint = TraceEvent(subject: "V", body: .lint("msg"), rule: .C5, cause: [""])
        #expect(lint.text == "V lint: msg")
        let bare = TraceEvent(subject: "V", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: [])
        #expect(bare.text == "V viewDidLoad")
        let withArgs = TraceEvent(subject: "V", body: .callback(.didMoveToParent, arguments: ["nil"]), rule: .C2, cause: [])
        #expect(withArgs.text == "V didMoveToParent(nil)")
    }

    @Test("determinism: the same script of calls run twice gives identical traces (texts, rules, causes), stats and clock")
    func determinism() throws {
        let first = try everyRuleScript(), second = try everyRuleScript()
        #expect(first.trace.events == second.trace.events)
        #expect(first.trace.texts == second.trace.texts)
        #expect(first.stats == second.stats)
        #expect(first.time == second.time)
        #expect(first.trace.events.count > 30)
    }

    @Test("determinism: the script's trace is exactly this one")
    func goldenTrace() throws {
        let app = try everyRuleScript()
        #expect(app.trace.texts == [
            "Child willMoveToParent(Root)", "Root loadView", "Root viewDidLoad", "Child loadView", "Child viewDidLoad",
            "Child didMoveToParent(Root)",
            "Root viewWillAppear(false)", "Child viewWillAppear(false)",
            "Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
            "Root viewDidAppear(false)", "Child viewDidAppear(false)",
            "Child#2 willMoveToParent(Root)", "Child#2 loadView", "Child#2 viewDidLoad", "Child#2 viewWillAppear(false)",
            "Child#2 didMoveToParent(Root)",
            "Field becomeFirstResponder", "app keyboardWillShow",   // R1: the turn's blocks come first
            "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "Child#2 viewSafeAreaInsetsDidChange", "Child#2 viewIsAppearing(false)", "Child#2 viewWillLayoutSubviews", "Child#2 viewDidLayoutSubviews",
            "Child#2 viewDidAppear(false)",
            "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "app keyboardDidShow",
            "Root viewWillDisappear(true)", "Child viewWillDisappear(true)", "Child#2 viewWillDisappear(true)",
            "Root viewWillAppear(true)", "Child viewWillAppear(true)", "Child#2 viewWillAppear(true)",
            // A cancelled disappearance in place, with no layout: each viewIsAppearing comes with its end (A8).
            "Root viewIsAppearing(true)", "Root viewDidAppear(true)", "Child viewIsAppearing(true)",
            "Child viewDidAppear(true)", "Child#2 viewIsAppearing(true)", "Child#2 viewDidAppear(true)",
            "Child#2 warning: Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.",
            "Child#2 viewWillDisappear(false)", "Field resignFirstResponder", "app keyboardWillHide",
            "Child#2 didMoveToParent(nil)",
            "Loose loadView", "Loose viewDidLoad",
            uncontainedLint("Loose", addedTo: "Root.view"), "Loose viewWillAppear(false)",
            "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "Loose viewSafeAreaInsetsDidChange", "Loose viewIsAppearing(false)", "Loose viewWillLayoutSubviews", "Loose viewDidLayoutSubviews",
            "Child#2 viewDidDisappear(false)", "Loose viewDidAppear(false)",
            "app keyboardDidHide",
        ])
    }
}
