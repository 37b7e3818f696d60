import Testing
@testable import HeadlessUIKit

@Suite("Trace")
struct TraceTests {
    @Test("events carry their rule and the chain of causes")
    func rulesAndCauses() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try app.withCause("test line 1") { () throws(EngineError) in try parent.addChild(child) }
        let event = try #require(app.trace.events.last)
        #expect(event.text == "C willMoveToParent(P)")
        #expect(event.rule == "C1")
        #expect(event.cause == "test line 1 → P addChild C")
    }

    @Test("names repeat as Name#2; the same calls give the same trace every time")
    func namesAndDeterminism() throws {
        func script() throws -> [String] {
            let app = App()
            let a = ViewController(app: app, name: "X"), b = ViewController(app: app, name: "X")
            #expect(b.name == "X#2")
            try contain(b, in: a)
            try app.window.setRootViewController(a)
            try app.run()
            return app.trace.texts
        }
        #expect(try script() == script())
    }

    @Test("warnings and lint spell their kind after the subject")
    func kinds() {
        let warning = TraceEvent(kind: .warning, subject: "V", callback: "warning", arguments: "msg", rule: "A3", cause: "")
        #expect(warning.text == "V warning: msg")
        let lint = TraceEvent(kind: .lint, subject: "V", callback: "lint", arguments: "msg", rule: "C5", cause: "")
        #expect(lint.text == "V lint: msg")
    }
}
