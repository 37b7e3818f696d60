import Foundation
import Testing
import ScenarioKit

/// The REPL's behaviour, without a terminal.
@Suite("REPL session")
struct ReplSessionTests {
    @Test("a bare expression and =expr print their values; statements print nothing")
    func values() {
        let session = ReplSession()
        #expect(session.evaluate("x = 40").output == "")
        #expect(session.evaluate("x + 2").output == "42")
        #expect(session.evaluate("=x, 'two'").output == "40\t\"two\"")
        #expect(session.evaluate("{ 1, 2, name = 'n' }").output == "{1, 2, name = \"n\"}")
        #expect(session.evaluate("ViewController{ name = 'V' }").output == "V <ViewController> (disappeared)")
        _ = session.evaluate("Child = ViewController:subclass('Child')")
        _ = session.evaluate("p = ViewController{ name = 'P' }")
        _ = session.evaluate("c = Child{}")
        _ = session.evaluate("p:addChild(c)")
        #expect(session.evaluate("c").output == "Child <Child> (disappeared, parent P)")
        #expect(session.evaluate("View{ name = 'Box', frame = { width = 10, height = 5 } }").output == "Box {0, 0, 10, 5}")
    }

    @Test("completion offers FetchedResultsController's methods before any statement touched it")
    func completesLazilyLoadedClass() {
        let session = ReplSession()
        #expect(session.completions(of: "FetchedResultsController:ins") == ["FetchedResultsController:insert"])
    }

    @Test("completion offers the size and trait callbacks (E1-E3) on controllers and the coordinator's method")
    func completesTransitionCallbacks() {
        let session = ReplSession()
        _ = session.evaluate("vc = ViewController{ name = 'V' }")
        #expect(session.completions(of: "vc:viewWillTr") == ["vc:viewWillTransitionToSize"])
        #expect(session.completions(of: "vc:traitCollectionD") == ["vc:traitCollectionDidChange"])
        #expect(session.completions(of: "vc:viewSafeA") == ["vc:viewSafeAreaInsetsDidChange"])
        #expect(session.completions(of: "TransitionCoordinator:anim") == ["TransitionCoordinator:animateAlongsideTransition"])
    }

    @Test("A8: completion offers viewIsAppearing on controllers and their subclasses' instances")
    func completesViewIsAppearing() {
        let session = ReplSession()
        #expect(session.completions(of: "ViewController:viewIs") == ["ViewController:viewIsAppearing"])
        _ = session.evaluate("vc = ViewController{ name = 'V' }")
        #expect(session.completions(of: "vc:viewIs") == ["vc:viewIsAppearing"])
    }

    @Test("incomplete input continues on a second prompt")
    func continuation() {
        let session = ReplSession()
        let first = session.evaluate("function double(x)")
        #expect(first.needsMore)
        #expect(session.prompt == ">> ")
        #expect(session.evaluate("  return x * 2").needsMore)
        #expect(!session.evaluate("end").needsMore)
        #expect(session.prompt == "> ")
        #expect(session.evaluate("double(21)").output == "42")
    }

    @Test("errors print and never end the session")
    func errors() {
        let session = ReplSession()
        #expect(session.evaluate("error('boom')").output.hasPrefix("stdin:1: boom"))
        #expect(session.evaluate("x = = 1").output.contains("unexpected symbol"))
        #expect(session.evaluate("ViewController{}:addChild(42)").output.contains("bad argument #1 to 'addChild'"))
        #expect(session.evaluate("1 + 1").output == "2")
    }

    @Test(":tree, :trace, :mark, :run, :advance and :reset")
    func commands() {
        let session = ReplSession()
        _ = session.evaluate("root = ViewController{ name = 'Root' }")
        _ = session.evaluate("app.window.rootViewController = root")
        _ = session.evaluate(":run")
        let tree = session.evaluate(":tree").output
        #expect(tree.contains("Root.view {0, 0, 375, 667} safe area {20, 0, 0, 0}  [Root: appeared, wC hR]"))
        #expect(tree.hasPrefix("screen 375 x 667 portrait, wC hR light large"))
        #expect(session.evaluate(":trace 1").output == "Root viewDidAppear(false)    [A5]")
        _ = session.evaluate(":advance 1.5")
        #expect(session.evaluate("app.time").output == "1.5")
        #expect(session.evaluate(":reset").output == "a fresh app")
        #expect(session.evaluate("root").output == "nil")
        #expect(session.evaluate(":nonsense").output.contains(":help"))
        #expect(session.evaluate(":quit").quit)
    }

    @Test(":trace colours warnings and lint on a terminal, and nothing without colours")
    func colours() {
        let session = ReplSession(colours: true)
        _ = session.evaluate("ViewController{ name = 'V' }:endAppearanceTransition()")
        #expect(session.evaluate(":trace 1").output == "\u{1B}[33mV warning: Unbalanced calls to begin/end appearance transitions for V.    [A3]\u{1B}[0m")
        session.colours = false
        #expect(!session.evaluate(":trace 1").output.contains("\u{1B}"))
    }

    @Test(":save writes a scenario that passes under the runner")
    func saveRoundTrip() throws {
        let session = ReplSession()
        for line in ["Child = ViewController:subclass('Child')", "parent = ViewController{ name = 'Parent' }",
                     "app.window.rootViewController = parent", ":run", ":mark", "child = Child{}",
                     "parent:addChild(child)", "parent.view:addSubview(child.view)", "child:didMoveToParent(parent)",
                     "child.isMovingToParent", "error('not saved')", ":run"] {
            _ = session.evaluate(line)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.evaluate(":save \(path)").output.hasPrefix("saved 11 statements"))
        let results = ScenarioRunner().run(file: path)
        #expect(results.map(\.status) == [.passed], "\(results.map(\.message))")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"Child viewDidAppear(false)\","))
        #expect(!text.contains("not saved"))
    }
}
