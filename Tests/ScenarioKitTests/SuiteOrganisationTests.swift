import Foundation
import Testing
@testable import ScenarioKit

/// Organising a suite as busted and XCTest users expect (#22 item 2): `describe` groups,
/// `before_each` / `after_each` hooks, `scenario.skip`, `pending`, `scenario.only`, tags and
/// `spy`, collected in file order so that each scenario's fresh state finds it again.
@Suite("Organising a suite")
struct SuiteOrganisationTests {
    func run(_ source: String, _ runner: ScenarioRunner = ScenarioRunner(), file: String = "suite.lua") -> [ScenarioResult] {
        runner.run(source: source, file: file)
    }

    func summary(_ results: [ScenarioResult]) -> [String] {
        results.map { "\($0.title)=\($0.status.rawValue)" }
    }

    @Test("describe nests titles as Group / Inner / title; hooks run outer first before, inner first after")
    func groupsAndHooks() {
        let results = run("""
        local log = {}
        before_each(function(app) log[#log + 1] = "file before" end)
        after_each(function(app) log[#log + 1] = "file after"; expect(log):toEqual(EXPECTED) end)
        describe("Outer", function()
          before_each(function(app) log[#log + 1] = "outer before" end)
          after_each(function(app) log[#log + 1] = "outer after" end)
          describe("Inner", function()
            after_each(function(app) log[#log + 1] = "inner after" end)
            scenario("deep", function(app)
              log[#log + 1] = "scenario"
              EXPECTED = { "file before", "outer before", "inner before (late)", "scenario", "inner after", "outer after", "file after" }
            end)
            -- A hook written after the scenario still belongs to the group.
            before_each(function(app) log[#log + 1] = "inner before (late)" end)
          end)
          scenario("shallow", function(app)
            EXPECTED = { "file before", "outer before", "outer after", "file after" }
          end)
        end)
        scenario("top", function(app) EXPECTED = { "file before", "file after" } end)
        """)
        #expect(summary(results) == ["Outer / Inner / deep=passed", "Outer / shallow=passed", "top=passed"], "\(results.map(\.message))")
    }

    @Test("a failing before_each fails the scenario without running it; after_each hooks still run; the first failure is reported")
    func hookFailures() {
        let results = run("""
        describe("broken setup", function()
          before_each(function(app) error("setup broke") end)
          after_each(function(app) print("after ran") ; error("teardown broke too") end)
          scenario("never runs", function(app) print("scenario ran") end)
        end)
        describe("broken teardown", function()
          after_each(function(app) expect(1):toBe(2) end)
          scenario("passes itself", function(app) end)
        end)
        """)
        #expect(summary(results) == ["broken setup / never runs=error", "broken teardown / passes itself=failed"])
        #expect(results[0].message.contains("suite.lua:2: setup broke"))
        #expect(results[0].message.contains("after ran"))
        #expect(!results[0].message.contains("scenario ran"))
        #expect(results[1].message.contains("suite.lua:7: expected 2, got 1"))
    }

    @Test("scenario.skip and pending are reported as skipped and never run; a skipped scenario needs no function")
    func skipAndPending() {
        let results = run("""
        scenario.skip("not yet", function(app) error("must not run") end)
        scenario.skip("no body")
        scenario.skip("tagged", {tags = {"slow"}}, function(app) end)
        pending("to write")
        scenario("runs", function(app) end)
        """)
        #expect(summary(results) == ["not yet=skipped", "no body=skipped", "tagged=skipped", "to write=skipped", "runs=passed"])
        #expect(results[0].message == "skipped with scenario.skip")
        #expect(results[3].message == "pending")
        #expect(results[0].line == 1 && results[3].line == 4)
        #expect(!results.contains { $0.status.fails })
    }

    @Test("each scenario runs its own function, whatever skipped, pending and bodiless declarations come between")
    func ownFunctions() {
        let results = run("""
        scenario("a", function(app) error("a ran") end)
        pending("b")
        scenario.skip("c", function(app) error("c must not run") end)
        scenario.skip("d")
        scenario("e", function(app) error("e ran") end)
        describe("g", function() scenario("f", function(app) error("f ran") end) end)
        """)
        #expect(summary(results) == ["a=error", "b=skipped", "c=skipped", "d=skipped", "e=error", "g / f=error"])
        #expect(results[0].message.hasPrefix("suite.lua:1: a ran"))
        #expect(results[4].message.hasPrefix("suite.lua:5: e ran"))
        #expect(results[5].message.hasPrefix("suite.lua:6: f ran"))
    }

    @Test("scenario.only runs only the file's focused scenarios; the others are skipped, naming the line of the first .only")
    func focus() {
        let source = """
        scenario("a", function(app) end)
        scenario.only("b", function(app) end)
        scenario("c", function(app) error("must not run") end)
        scenario.only("d", {tags = {"x"}}, function(app) end)
        """
        let results = run(source)
        #expect(summary(results) == ["a=skipped", "b=passed", "c=skipped", "d=passed"])
        #expect(results[0].message == "not focused: scenario.only at line 2 of this file runs only its focused scenarios")
        // Another file is not affected.
        #expect(summary(run("scenario('e', function(app) end)")) == ["e=passed"])
    }

    @Test("with CI set, a file with scenario.only fails to load, naming the file and line of the .only")
    func focusRefusedOnCI() {
        var runner = ScenarioRunner()
        runner.refusesFocus = true
        let results = run("scenario('a', function(app) end)\n\nscenario.only('b', function(app) end)", runner, file: "focused.lua")
        #expect(results.count == 1)
        #expect(results[0].title == "(file)" && results[0].status == .error)
        #expect(results[0].message.hasPrefix("focused.lua:3: scenario.only is refused when CI is set"), "\(results[0].message)")
    }

    @Test("tags select scenarios (--tags: any of them; --exclude-tags: none of them); describe's tags are inherited")
    func tags() {
        let source = """
        scenario("plain", function(app) end)
        scenario("slow one", {tags = {"slow"}}, function(app) end)
        describe("group", {tags = {"ui"}}, function()
          scenario("ui only", function(app) end)
          scenario("ui and slow", {tags = {"slow"}}, function(app) end)
        end)
        """
        var runner = ScenarioRunner()
        runner.tags = ["slow"]
        #expect(run(source, runner).map(\.title) == ["slow one", "group / ui and slow"])
        runner.tags = ["ui"]
        runner.excludedTags = ["slow"]
        #expect(run(source, runner).map(\.title) == ["group / ui only"])
        runner.tags = nil
        #expect(run(source, runner).map(\.title) == ["plain", "group / ui only"])
        #expect(runner.list(file: "/no/such/file.lua").map(\.title) == ["(file)"])
    }

    @Test("bad declarations are errors at the script's line", arguments: [
        ("scenario(1, function() end)", "suite.lua:1: bad argument #1 to 'scenario' (string expected, got number)"),
        ("scenario('t')", "suite.lua:1: bad argument #2 to 'scenario' (function expected, got no value)"),
        ("scenario('t', {tagz = {}}, function() end)", "suite.lua:1: bad argument #2 to 'scenario' (unknown option 'tagz'; the options are: tags)"),
        ("scenario('t', {tags = {'a b'}}, function() end)", "suite.lua:1: bad argument #2 to 'scenario' (each tag is a non-empty string without commas or spaces, not \"a b\")"),
        ("scenario('t', {tags = 'x'}, function() end)", "suite.lua:1: bad argument #2 to 'scenario' (tags must be a list of strings, not a string)"),
        ("scenario.only(nil, function() end)", "suite.lua:1: bad argument #1 to 'scenario.only' (string expected, got nil)"),
        ("describe('g', 3)", "suite.lua:1: bad argument #2 to 'describe' (function expected, got number)"),
        ("describe('g', function()\n  error('inside')\nend)", "suite.lua:2: inside"),
        ("before_each(42)", "suite.lua:1: bad argument #1 to 'before_each' (function expected, got number)"),
        ("describe('g', function() scenario('t', function() end) end)\ndescribe('g', function() scenario('t', function() end) end)",
         "suite.lua:2: duplicate scenario title \"g / t\" (first declared at line 1)"),
    ])
    func badDeclarations(source: String, message: String) {
        let results = run(source)
        #expect(results.count == 1)
        #expect(results.first?.title == "(file)")
        #expect(results.first?.message.hasPrefix(message) == true, "\(results.first?.message ?? "")")
    }

    @Test("describe, hooks and declarations inside a running scenario are errors at the line")
    func declarationsInsideScenarios() {
        let results = run("""
        scenario("a", function(app) describe("x", function() end) end)
        scenario("b", function(app) before_each(function() end) end)
        scenario("c", function(app) scenario("d", function() end) end)
        """)
        #expect(results.map(\.status) == [.error, .error, .error])
        #expect(results[0].message.hasPrefix("suite.lua:1: describe() must be called at the top level of the file (or inside describe), not inside a scenario"))
        #expect(results[1].message.hasPrefix("suite.lua:2: before_each() must be called"))
        #expect(results[2].message.hasPrefix("suite.lua:3: scenario() must be called"))
    }

    @Test("spy counts a callback's calls and keeps their arguments, while the override and the base still run")
    func spies() {
        let results = run("""
        local C = ViewController:subclass("C", {
          viewWillAppear = function(self, animated) ViewController.viewWillAppear(self, animated); self.ran = true end,
        })
        scenario("spied", function(app)
          local parent, vc = ViewController{ name = "P" }, C{}
          local will, moved = spy(vc, "viewWillAppear"), spy(vc, "willMoveToParent")
          local again = spy(vc, "viewWillAppear")
          expect(will.calls):toBe(0)
          parent:addChild(vc)
          app.window.rootViewController = parent
          parent.view:addSubview(vc.view)
          vc:didMoveToParent(parent)
          app:run()
          expect(will.calls):toBe(1)
          expect(again.calls):toBe(1)
          expect(will.args[1][1]):toBe(false)
          expect(will.callback):toBe("viewWillAppear")
          expect(vc.ran):toBe(true)
          expect(moved.calls):toBe(1)
          expect(moved.args[1][1]):toBe(parent)
          expect_trace(app, { "C willMoveToParent(P)", "C viewWillAppear(false)", "C didMoveToParent(P)", "C viewDidAppear(false)" })
        end)
        scenario("table data source", function(app)
          local T = TableViewController:subclass("T", { numberOfRows = function(self, section) return 2 end })
          local t = T{}
          local rows = spy(t, "numberOfRows")
          app.window.rootViewController = t
          app:run()
          expect(rows.calls):toBeAtLeast(1)
          expect(rows.args[1][1]):toBe(0)
        end)
        scenario("typo", function(app)
          spy(ViewController{}, "viewWillApear")
        end)
        scenario("not a controller's", function(app)
          spy(ViewController{}, "numberOfRows")
        end)
        scenario("not a controller", function(app)
          spy(app, "viewWillAppear")
        end)
        scenario("a script that writes over a spy's fields cannot break it", function(app)
          local vc = ViewController{}
          local loads = spy(vc, "viewDidLoad")
          loads.calls, loads.args = "many", 7
          local _ = vc.view
          expect(loads.calls):toBe(1)
          expect(loads.args[1].n):toBe(0)
        end)
        """)
        #expect(results.map(\.status) == [.passed, .passed, .error, .error, .error, .passed], "\(results.map(\.message))")
        #expect(results[2].message.hasPrefix("suite.lua:33: bad argument #2 to 'spy' (no callback named 'viewWillApear'; did you mean 'viewWillAppear'?)"))
        #expect(results[3].message.hasPrefix("suite.lua:36: bad argument #2 to 'spy' ('numberOfRows' is sent to a TableViewController, not to this ViewController"))
        #expect(results[4].message.hasPrefix("suite.lua:39: bad argument #1 to 'spy' (ViewController expected"))
    }

    @Test("every scenario has a duration; two runs give equal results, and JSON byte-identical but for duration_s")
    func durations() {
        let source = "describe('g', function() scenario('a', function(app) ViewController{}:loadViewIfNeeded() end) end)\npending('p')"
        let first = run(source), second = run(source)
        #expect(first.allSatisfy { ($0.duration ?? -1) >= 0 })
        #expect(first == second)
        #expect(first.map { CLITests.withoutDurations($0.line) } == second.map { CLITests.withoutDurations($0.line) })
        #expect(first.allSatisfy { $0.line.contains("\"duration_s\":") })
    }

    @Test("skipped statuses and durations go through worker processes as in process")
    func throughWorkers() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString).lua")
        try """
        describe("g", function() scenario("a", function(app) end) end)
        scenario.skip("b")
        scenario.only("c", {tags = {"t"}}, function(app) expect(1):toBe(2) end)
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // The worker runs as the runner says, whatever the environment's CI: this one allows the .only.
        let runner = IsolatedRunner(executable: CLITests.binary, runner: ScenarioRunner(), environment: ["CI": "1"])
        defer { runner.shutdown() }
        let isolated = runner.run(file: file.path)
        let inProcess = ScenarioRunner().run(file: file.path)
        #expect(isolated == inProcess)
        #expect(summary(isolated) == ["g / a=skipped", "b=skipped", "c=failed"])
        #expect(isolated.allSatisfy { $0.duration != nil })
    }
}
