import Testing
import ScenarioKit

/// Every scenario runs in a fresh Lua state with a fresh app.
@Suite("Isolation")
struct IsolationTests {
    @Test("globals and upvalues set by one scenario are not seen by the next")
    func freshEnvironment() {
        let results = ScenarioRunner().run(source: """
        local counter = 0
        scenario("first", function(app)
          leaked = "yes"
          counter = counter + 1
          expect(counter):toBe(1)
        end)
        scenario("second", function(app)
          expect(leaked):toBeNil()
          counter = counter + 1
          expect(counter):toBe(1)
        end)
        """, file: "iso.lua")
        #expect(results.map(\.status) == [.passed, .passed], "\(results.map(\.message))")
    }

    @Test("each scenario gets a fresh app: empty trace, time 0, names start over")
    func freshApp() {
        let results = ScenarioRunner().run(source: """
        scenario("first", function(app)
          ViewController{ name = "A" }.view:setNeedsLayout()
          app:advance(1)
        end)
        scenario("second", function(app)
          expect(#app.trace):toBe(0)
          expect(app.time):toBe(0)
          expect(ViewController{ name = "A" }.name):toBe("A")
        end)
        """, file: "iso.lua")
        #expect(results.map(\.status) == [.passed, .passed], "\(results.map(\.message))")
    }

    @Test("--filter runs only the scenarios whose title contains the text")
    func filter() {
        let results = ScenarioRunner(filter: "keep").run(source: """
        scenario("keep me", function(app) end)
        scenario("drop me", function(app) error("ran") end)
        """, file: "filter.lua")
        #expect(results.map(\.title) == ["keep me"])
    }
}

/// Why did an event happen: `app.trace:explain(i)` and the explanation kept for failures.
@Suite("Explain")
struct ExplainTests {
    @Test("app.trace:explain(i) gives the event, its rule and the chain of causes back to the script line")
    func explainEvent() {
        let results = ScenarioRunner().run(source: """
        scenario("why", function(app)
          local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
          p:addChild(c)
          expect(app.trace:explain(1)):toBe("C willMoveToParent(P)  [C1] caused by: why.lua:3 P:addChild(C) → P addChild C")
          expect(#app.trace):toBe(1)
          expect_error(function() app.trace:explain(5) end, "no event 5 in a trace of 1")
        end)
        """, file: "why.lua")
        #expect(results[0].status == .passed, "\(results[0].message)")
    }

    @Test("every scenario keeps each event's rule and cause")
    func explanation() {
        let results = ScenarioRunner().run(source: """
        scenario("fails", function(app) ViewController{ name = "V" }:endAppearanceTransition(); error("x") end)
        scenario("passes", function(app) ViewController{ name = "W" }:endAppearanceTransition() end)
        """, file: "e.lua")
        #expect(results[0].explanation == ["1. V warning: Unbalanced calls to begin/end appearance transitions for V.  [A3] e.lua:1 V:endAppearanceTransition()"])
        #expect(results[1].explanation == ["1. W warning: Unbalanced calls to begin/end appearance transitions for W.  [A3] e.lua:2 W:endAppearanceTransition()"])
    }
}

/// Lint at the end of a scenario, and --strict.
@Suite("Lint")
struct LintTests {
    let source = """
    scenario("sloppy", function(app)
      local p, c, d = ViewController{ name = "P" }, ViewController{ name = "C" }, ViewController{ name = "D" }
      p:addChild(c)                          -- never didMoveToParent
      d:beginAppearanceTransition(true, false)   -- never ended
    end)
    scenario("tidy", function(app)
      local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
      p:addChild(c)
      c:didMoveToParent(p)
    end)
    """

    @Test("a child never sent didMoveToParent and a transition never ended are linted when the scenario ends")
    func lintAtEnd() {
        let results = ScenarioRunner().run(source: source, file: "lint.lua")
        #expect(results.map(\.status) == [.passed, .passed])
        #expect(results[0].trace.suffix(2) == [
            "C lint: added to P with addChild but never sent didMoveToParent(P)",
            "D lint: beginAppearanceTransition(true) was never matched by endAppearanceTransition",
        ])
        #expect(!results[1].trace.contains { $0.contains("lint") })
    }

    @Test("--strict fails the scenarios that end with lint, and only those")
    func strict() {
        let results = ScenarioRunner(strict: true).run(source: source, file: "lint.lua")
        #expect(results.map(\.status) == [.failed, .passed])
        #expect(results[0].message.hasPrefix("the scenario ended with lint (--strict)\nlint at the end of the scenario:\n  C lint: added to P"))
    }

    @Test("Y5: --strict fails a scenario that broke a constraint, as it fails lint")
    func strictBrokenLayout() {
        let source = """
        scenario("broken", function(app)
          local root = ViewController{ name = "Root" }
          app.window.rootViewController = root
          local box = View{ name = "Box" }
          box.translatesAutoresizingMaskIntoConstraints = false
          root.view:addSubview(box)
          LayoutConstraint.activate{ box.widthAnchor:constraint{ equalToConstant = 1 }, box.widthAnchor:constraint{ equalToConstant = 2 } }
          app:run()
        end)
        scenario("fine", function(app) end)
        """
        let results = ScenarioRunner(strict: true).run(source: source, file: "broken.lua")
        #expect(results.map(\.status) == [.failed, .passed])
        #expect(results[0].message.hasPrefix("the scenario broke a constraint (--strict): Box warning: Unable to simultaneously satisfy constraints."))
        #expect(ScenarioRunner().run(source: source, file: "broken.lua").map(\.status) == [.passed, .passed])
    }

    @Test("math.random gives the same numbers on every run, and --seed changes them as it changes app.random")
    func seededMathRandom() {
        func numbers(seed: UInt64) -> String {
            let result = ScenarioRunner(seed: seed).run(source: """
            scenario("draw", function(app)
              error(math.random(1, 1000000) .. " " .. math.random(1, 1000000) .. " " .. math.random())
            end)
            """, file: "random.lua")[0]
            return String(result.message.prefix { $0 != "\n" })
        }
        #expect(numbers(seed: 1) == numbers(seed: 1))
        #expect(numbers(seed: 1) != numbers(seed: 2))
        #expect(numbers(seed: 1).hasPrefix("random.lua:2: "))
    }
}
