import Foundation
import Testing
@testable import ScenarioKit

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
        #expect(session.evaluate(":trace 1").output == "... 7 earlier events; :trace all shows them\nRoot viewDidAppear(false)    [A5]")
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

    @Test("print shows its line: in the reply, or at once through the print sink")
    func printShows() {
        let session = ReplSession()
        #expect(session.evaluate("print('hello', 42)").output == "hello\t42")
        #expect(session.evaluate("for i = 1, 2 do print(i) end").output == "1\n2")
        #expect(session.evaluate("print('before'); return 7").output == "before\n7")
        var sunk: [String] = []
        session.printSink = { sunk.append($0) }
        #expect(session.evaluate("print('now')").output == "")
        #expect(sunk == ["now"])
    }

    @Test("a top-level local is a session variable, with a one-line note the first time; inner locals stay local")
    func topLevelLocals() {
        let session = ReplSession()
        let first = session.evaluate("local x = 40")
        #expect(first.output == "note: a top-level local is a session variable here (a global), so later lines see it: x")
        #expect(session.evaluate("x + 2").output == "42")
        #expect(session.evaluate("local a, b <const> = 1, 2").output == "")
        #expect(session.evaluate("=a + b").output == "3")
        _ = session.evaluate("local function twice(n) local inner = n; return inner * 2 end")
        #expect(session.evaluate("twice(21)").output == "42")
        #expect(session.evaluate("inner").output == "nil")
        _ = session.evaluate("do local hidden = 1 end")
        #expect(session.evaluate("hidden").output == "nil")
        #expect(session.evaluate("local empty").output == "")
        #expect(session.evaluate("empty").output == "nil")
        #expect(session.evaluate("if true then").needsMore)
        _ = session.evaluate("  local nested = 1")
        _ = session.evaluate("end")
        #expect(session.evaluate("nested").output == "nil")
    }

    @Test("only top-level locals are rewritten, outside strings and comments, on the same lines")
    func rewriteLocals() {
        let source = """
        local A = ViewController:subclass("A") -- local B = 1
        local s = "local t = 2" local u
        local function f() local v = 1 return v end
        for i = 1, 2 do local w = i end
        local p <close>, q = nil, [[ local r ]]
        """
        let rewritten = TopLevelLocals.rewrite(source)
        #expect(rewritten.names == ["A", "s", "u", "f", "p", "q"])
        #expect(rewritten.source == """
        A = ViewController:subclass("A") -- local B = 1
        s = "local t = 2" u = nil
        function f() local v = 1 return v end
        for i = 1, 2 do local w = i end
        p, q = nil, [[ local r ]]
        """)
    }

    @Test("repl FILE: the file's top-level locals (its classes) are usable, with a note naming them")
    func fileLocals() {
        let session = ReplSession()
        let output = session.runFile("classes.lua", """
        local Child = ViewController:subclass("Child")
        function Child:viewDidLoad() print("loaded " .. self.name) end
        scenario("unused here", function(app) end)
        """)
        #expect(output == "note: classes.lua's top-level locals are session variables here: Child")
        #expect(session.evaluate("c = Child{ name = 'C' }").output == "")
        #expect(session.evaluate("c.view.name").output == "loaded C\n\"C.view\"")
        _ = session.evaluate("parent = ViewController{ name = 'P' }")
        _ = session.evaluate("app.window.rootViewController = parent")
        _ = session.evaluate(":run")
        _ = session.evaluate(":mark")
        _ = session.evaluate("parent:addChild(c)")
        // The saved scenario starts with the file's top level, so it has Child, and it passes.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.evaluate(":save \(path) with the file's class").output.hasPrefix("saved"))
        let results = ScenarioRunner().run(file: path)
        #expect(results.map(\.title) == ["with the file's class"])
        #expect(results.map(\.status) == [.passed], "\(results.map(\.message))")
        #expect(session.runFile("bad.lua", "local x = nil + 1").contains("bad.lua:1: attempt to perform arithmetic"))
    }

    @Test(":save refuses to replace a file unless :save!, takes a title, and turns looked-at values into expect lines")
    func saveShape() throws {
        let session = ReplSession()
        for line in ["local parent = ViewController{ name = 'Parent' }", "app.window.rootViewController = parent", ":run",
                     "parent.title = 'Home'", "parent.title", "=parent.isViewLoaded, 2", "{ 1, name = 'n' }", "parent",
                     "parent.view", "ViewController{ name = 'Lone' }", "print('printed')"] {
            _ = session.evaluate(line)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "keep me".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.evaluate(":save \(path) Home screen").output == "\(path) exists: :save! \(path) replaces it")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        #expect(session.evaluate(":save! \(path) \"Home screen\"").output.hasPrefix("saved 11 statements"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("local _"))
        #expect(text.contains("scenario(\"Home screen\", function(app)"))
        #expect(text.contains("  local parent = ViewController{ name = 'Parent' }\n"))
        #expect(text.contains("  expect(parent.title):toBe(\"Home\")\n"))
        #expect(text.contains("  expect({ parent.isViewLoaded, 2 }):toEqual({ true, 2 })\n"))
        #expect(text.contains("  expect({ 1, name = 'n' }):toEqual({ 1, name = \"n\" })\n"))
        #expect(text.contains("  expect(tostring(parent)):toBe(\"Parent <ViewController> (appeared)\")\n"))
        #expect(text.contains("  expect(tostring(parent.view)):toBe("))
        #expect(text.contains("  ViewController{ name = 'Lone' }\n"))
        #expect(text.contains("  print('printed')\n"))
        let results = ScenarioRunner().run(file: path)
        #expect(results.map(\.status) == [.passed], "\(results.map(\.message))\n\(text)")
        #expect(session.evaluate(":save").output == ":save needs a file name: :save FILE [TITLE]")
    }

    @Test("completion after ':' offers methods only; after '.' properties too; no space after a name")
    func completesMethodsAfterColon() {
        let session = ReplSession()
        _ = session.evaluate("vc = ViewController{ name = 'V' }")
        _ = session.evaluate("function vc:helper() end")
        _ = session.evaluate("vc.note = 'a field'")
        let methods = session.completions(of: "vc:")
        #expect(methods.contains("vc:viewDidLoad") && methods.contains("vc:addChild") && methods.contains("vc:helper"))
        #expect(!methods.contains("vc:view") && !methods.contains("vc:name") && !methods.contains("vc:note"))
        let members = session.completions(of: "vc.")
        #expect(members.contains("vc.view") && members.contains("vc.name") && members.contains("vc.note"))
        #expect(session.completions(of: "app:ru") == ["app:run", "app:runningPropertyAnimator"])
        #expect(!ReplSession.wantsSpace(after: "vc:viewDidLoad"))
        #expect(ReplSession.wantsSpace(after: "function"))
    }

    @Test("a class shows as its name and a summary, not its table; a table of classes names them")
    func classSummaries() {
        let session = ReplSession()
        let base = session.evaluate("ViewController").output
        #expect(base.wholeMatch(of: /class ViewController \((\d+) properties, (\d+) methods; stagehand docs ViewController\)/) != nil, "\(base)")
        #expect(session.evaluate("TableViewController").output.hasPrefix("class TableViewController, a ViewController ("))
        _ = session.evaluate("Child = ViewController:subclass('Child', { viewDidLoad = function(self) end })")
        let child = session.evaluate("Child").output
        // The override replaces a method: the counts are ViewController's.
        let counts = base.drop { $0 != "(" }
        #expect(child == "class Child, a ViewController (defines viewDidLoad; " + counts.dropFirst(), "\(child)")
        #expect(session.evaluate("{ ViewController, sub = Child }").output == "{class ViewController, sub = class Child}")
        #expect(session.evaluate("{ __name = 'not a class' }").output == "{__name = \"not a class\"}")
    }

    @Test(":trace shows the events since the last mark, the last 20 after a count of the others; :trace all and :trace N")
    func traceSinceMark() {
        let session = ReplSession()
        #expect(session.evaluate(":trace").output == "no events yet")
        _ = session.evaluate("root = ViewController{ name = 'Root' }")
        _ = session.evaluate("app.window.rootViewController = root")
        _ = session.evaluate(":run")
        let before = session.evaluate(":trace all").output.split(separator: "\n")
        #expect(before.count == 8 && before.last == "Root viewDidAppear(false)    [A5]")
        _ = session.evaluate(":mark")
        _ = session.evaluate("for i = 1, 30 do root:addChild(ViewController{ name = 'C' .. i }) end")
        let last20 = session.evaluate(":trace").output.split(separator: "\n").map(String.init)
        #expect(last20.count == 21)
        #expect(last20.first == "... 10 earlier events since the mark; :trace all shows them")
        #expect(last20[1] == "C11 willMoveToParent(Root)    [C1]")
        #expect(last20.last == "C30 willMoveToParent(Root)    [C1]")
        let all = session.evaluate(":trace all").output.split(separator: "\n").map(String.init)
        #expect(all.count == 30 && all.first == "C1 willMoveToParent(Root)    [C1]")
        #expect(session.evaluate(":trace 2").output == "... 28 earlier events since the mark; :trace all shows them\nC29 willMoveToParent(Root)    [C1]\nC30 willMoveToParent(Root)    [C1]")
        _ = session.evaluate("app:mark()")
        #expect(session.evaluate(":trace").output == "no events since the mark (38 before it)")
        let refused = session.evaluate(":trace many")
        #expect(refused.failed && refused.output == ":trace takes a number of events or all: :trace, :trace 50, :trace all")
    }

    @Test("an unknown command suggests the closest; failed lines are counted, and only they")
    func failuresAndSuggestions() {
        let session = ReplSession()
        let typo = session.evaluate(":trac")
        #expect(typo.failed && typo.output == "unknown command :trac; did you mean ':trace'? (:help lists the commands)")
        #expect(session.evaluate(":nonsense").output == "unknown command :nonsense (:help lists the commands)")
        #expect(session.failures == 2)
        #expect(!session.evaluate("x = 1").failed && !session.evaluate(":run").failed && !session.evaluate("x").failed)
        #expect(session.evaluate("error('boom')").failed)
        #expect(session.evaluate("x = = 1").failed)
        #expect(session.evaluate(":advance").failed)
        #expect(!session.evaluate("function f()").failed)     // unfinished, not failed
        #expect(!session.evaluate("end").failed)
        #expect(session.failures == 5)
    }
}
