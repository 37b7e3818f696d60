import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// The cause of an event keeps the arguments of the script call that started it
/// (`a.lua:4 Child:didMoveToParent(Parent)`), rendered the same way every run and never longer
/// than ``CallArguments/limit`` characters.
@Suite("Causes keep the call's arguments")
struct CauseArgumentsTests {
    static let source = """
    local Child = ViewController:subclass("Child")
    scenario("calls", function(app)
      local parent, child = ViewController{ name = "Parent" }, Child{}
      parent:addChild(child)
      child:didMoveToParent(parent)
      local nav = NavigationController{ name = "Nav", rootViewController = ViewController{ name = "R" } }
      app.window.rootViewController = nav
      app:run()
      nav:pushViewController(ViewController{ name = "D" }, false)
      app:run()
      nav:popViewController(false)
      nav:setViewControllers({ ViewController{ name = "E" }, ViewController{ name = "F" }, ViewController{ name = "G" },
                               ViewController{ name = "H" }, ViewController{ name = "I" } }, false)
      nav:setViewControllers({ ViewController{ name = "J" }, note = 'say "hi"\\nthen a rather long second line' }, false)
      child:willMoveToParent(nil, string.rep("x", 500), 1.5, function() end, { x = 0, y = 10 }, true, 42, "more", "and more")
    end)
    """

    func causes() -> [TraceEvent.Cause] {
        let results = ScenarioRunner().run(source: Self.source, file: "a.lua")
        #expect(results.map(\.status) == [.passed], "\(results.map(\.message))")
        return results.first?.events.map(\.cause) ?? []
    }

    @Test("a method named Receiver:method() in its binding gets the script's arguments: objects by trace name, tables to four entries, strings quoted and cut")
    func argumentsKept() {
        let causes = causes()
        #expect(causes.contains(["a.lua:5 Child:didMoveToParent(Parent)"]))
        #expect(causes.contains { $0.steps.first?.text == "a.lua:11 Nav:popViewController(false)" && $0.steps.count > 1 })
        #expect(causes.contains(["a.lua:12 Nav:setViewControllers({E, F, G, H, …}, false)"]))
        #expect(causes.contains([.init(#"a.lua:14 Nav:setViewControllers({J, note = "say \"hi\"\nthen a rather l…"}, false)"#)]))
        // Bindings that render their arguments themselves are unchanged.
        #expect(causes.contains { $0.steps.first?.text == "a.lua:4 Parent:addChild(Child)" && $0.steps.count > 1 })
    }

    @Test("the rendering is bounded and the same on every run")
    func boundedAndDeterministic() throws {
        let first = causes()
        #expect(first == causes())
        let long = try #require(first.lazy.compactMap(\.steps.first?.text).first { $0.hasPrefix("a.lua:15 Child:willMoveToParent(") })
        let call = long.dropFirst("a.lua:15 Child:willMoveToParent(".count).dropLast()
        #expect(call.count <= CallArguments.limit)
        #expect(call == #"nil, "xxxxxxxxxxxxxxxxxxxxxxxx…", 1.5, function, {x = 0, y = 10}, true, 42, …"#)
    }

    @Test("--explain and the JSON report show them")
    func inReports() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("causes-\(UUID().uuidString).lua")
        try (Self.source.replacingOccurrences(of: "  child:willMoveToParent(nil", with: "  expect(1):toBe(2)\n  child:willMoveToParent(nil"))
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let explained = try CLITests.run(CLITests.binary, ["run", "--explain", file.path])
        #expect(explained.status == 1)
        #expect(explained.output.contains("[V2] \(file.path):5 Child:didMoveToParent(Parent)\n"))
        let json = try CLITests.run(CLITests.binary, ["run", "--format", "json", file.path])
        let results = JSONReporter().results(fromLines: json.output).results
        #expect(results.first?.events.contains { $0.cause.steps.first?.text == "\(file.path):11 Nav:popViewController(false)" && $0.cause.steps.count > 1 } == true)
    }
}
