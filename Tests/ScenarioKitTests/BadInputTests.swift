import Testing
import ScenarioKit

/// A script's mistakes fail only their scenario, with the file, the line and a message in
/// UIKit's words where UIKit has one; the run goes on with the next scenario.
@Suite("Bad input")
struct BadInputTests {
    func run(_ source: String, file: String = "bad.lua") -> [ScenarioResult] {
        ScenarioRunner().run(source: source, file: file)
    }

    @Test("a syntax error fails the file with Lua's message and line")
    func syntaxError() {
        let results = run("scenario(\"a\", function(app)\n  local x = = 1\nend)\n")
        #expect(results.count == 1)
        #expect(results[0].status == .error)
        #expect(results[0].title == "(file)")
        #expect(results[0].message.hasPrefix("bad.lua:2:"))
        #expect(results[0].message.contains("unexpected symbol"))
    }

    @Test("a runtime error fails its scenario only; the next one still runs and passes")
    func runtimeErrorIsContained() {
        let results = run("""
        local function reach(t) return t.field end
        scenario("broken", function(app)
          return reach(nil) + 1
        end)
        scenario("fine", function(app)
          expect(1 + 1):toBe(2)
        end)
        """)
        #expect(results.map(\.status) == [.error, .passed])
        #expect(results[0].message.hasPrefix("bad.lua:1: attempt to index a nil value (local 't')"))
        #expect(results[0].message.contains("stack traceback:\n\tbad.lua:1: in upvalue 'reach'\n\tbad.lua:3:"))
    }

    @Test("an error three levels deep (Lua, Swift, Lua override) surfaces once, at the override's line")
    func nestedErrorInOverride() {
        let results = run("""
        local Broken = ViewController:subclass("Broken", {
          viewDidLoad = function(self)
            ViewController.viewDidLoad(self)
            error("boom in viewDidLoad")
          end,
        })
        scenario("nested", function(app)
          local vc = Broken{}
          app.window.rootViewController = vc
          error("never reached")
        end)
        """)
        #expect(results.count == 1)
        #expect(results[0].status == .error)
        #expect(results[0].message.hasPrefix("bad.lua:4: boom in viewDidLoad"))
        #expect(!results[0].message.contains("never reached"))
        // The override's error stopped the work it interrupted: no viewWillAppear after it.
        #expect(results[0].trace.contains("Broken viewDidLoad"))
    }

    @Test("an error in an override called by the run loop surfaces at the override's line")
    func errorInLayoutOverride() {
        let results = run("""
        local Bad = ViewController:subclass("Bad", {
          viewDidLayoutSubviews = function(self) local n = nil; return n + 1 end,
        })
        scenario("layout", function(app)
          app.window.rootViewController = Bad{}
          app:run()
        end)
        """)
        #expect(results[0].status == .error)
        #expect(results[0].message.hasPrefix("bad.lua:2: attempt to perform arithmetic on a nil value"))
    }

    @Test("a wrong argument type names the function and the argument")
    func wrongArgumentType() {
        let results = run("""
        scenario("types", function(app)
          local parent = ViewController{ name = "Parent" }
          parent:addChild(42)
        end)
        """)
        #expect(results[0].status == .error)
        #expect(results[0].message.hasPrefix("bad.lua:3: bad argument #1 to 'addChild' (ViewController expected, got number)"))
    }

    @Test("a wrong type for a property names the property")
    func wrongPropertyType() {
        let results = run("""
        scenario("frame", function(app)
          local view = View{}
          view.frame = 12
        end)
        """)
        #expect(results[0].message.hasPrefix("bad.lua:3: frame must be a table {x=, y=, width=, height=}, got number"))
    }

    @Test("UIKit misuse that UIKit throws for is a Lua error in UIKit's words")
    func uikitMisuse() {
        let results = run("""
        scenario("self", function(app)
          local vc = ViewController{ name = "Loop" }
          vc:addChild(vc)
        end)
        scenario("inconsistent", function(app)
          local a, b, child = ViewController{ name = "A" }, ViewController{ name = "B" }, ViewController{ name = "C" }
          a:addChild(child)
          b.view:addSubview(child.view)
        end)
        """)
        #expect(results.map(\.status) == [.error, .error])
        #expect(results[0].message.hasPrefix("bad.lua:3: NSInvalidArgumentException: child view controller:<Loop> cannot be added to <Loop>"))
        #expect(results[1].message.hasPrefix("bad.lua:8: UIViewControllerHierarchyInconsistency: child view controller:<C> should have parent view controller:<B> but actual parent is:<A>"))
    }

    @Test("errors raised with non-string values give a clean message")
    func nonStringErrors() {
        let results = run("""
        scenario("table", function(app) error({ code = 1 }) end)
        scenario("nil", function(app) error(nil) end)
        scenario("tostring", function(app) error(setmetatable({}, { __tostring = function() return "custom" end })) end)
        """)
        #expect(results.map(\.message) .map { $0.components(separatedBy: "\n")[0] } == [
            "bad.lua:1: (error object is a table value)", "bad.lua:2: (error object is a nil value)", "bad.lua:3: custom",
        ])
    }

    @Test("a failed expectation is 'failed', not 'error', with its line")
    func failedExpectation() {
        let results = run("""
        scenario("math", function(app)
          expect(1 + 1):toBe(3)
        end)
        """)
        #expect(results[0].status == .failed)
        #expect(results[0].message.hasPrefix("bad.lua:2: expected 3, got 2"))
    }

    @Test("an expectation failure swallowed by pcall still fails the scenario")
    func swallowedFailure() {
        let results = run("""
        scenario("swallowed", function(app)
          pcall(function() expect(true):toBe(false) end)
        end)
        """)
        #expect(results[0].status == .failed)
        #expect(results[0].message.contains("expected false, got true"))
    }

    @Test("an endless loop fails its scenario with the instruction limit")
    func endlessLoop() {
        let runner = ScenarioRunner(limits: ScenarioLimits(instructions: 1_000_000))
        let results = runner.run(source: """
        scenario("forever", function(app) while true do end end)
        scenario("after", function(app) expect(true):toBeTruthy() end)
        """, file: "loop.lua")
        #expect(results.map(\.status) == [.error, .passed])
        #expect(results[0].message.contains("instruction limit exceeded"))
    }

    @Test("an endless loop that catches the limit error cannot go on")
    func endlessLoopCatchingErrors() {
        let runner = ScenarioRunner(limits: ScenarioLimits(instructions: 1_000_000))
        let results = runner.run(source: """
        scenario("stubborn", function(app)
          while true do pcall(function() while true do end end) end
        end)
        """, file: "loop.lua")
        #expect(results[0].status == .error)
        #expect(results[0].message.contains("instruction limit exceeded"))
    }

    @Test("a huge allocation fails its scenario with 'not enough memory'")
    func hugeAllocation() {
        let runner = ScenarioRunner(limits: ScenarioLimits(memoryBytes: 16 << 20))
        let results = runner.run(source: """
        scenario("bomb", function(app) local s = string.rep("x", 1 << 30) end)
        scenario("growing", function(app) local t = {} for i = 1, 1e9 do t[i] = { i } end end)
        scenario("after", function(app) expect(true):toBeTruthy() end)
        """, file: "memory.lua")
        #expect(results.map(\.status) == [.error, .error, .passed])
        #expect(results[0].message.contains("not enough memory"))
        #expect(results[1].message.contains("not enough memory"))
    }

    @Test("a scenario declared twice with one title is an error for the file")
    func duplicateTitles() {
        let results = run("""
        scenario("same", function(app) end)
        scenario("same", function(app) end)
        """)
        #expect(results.count == 1)
        #expect(results[0].message.hasPrefix(#"bad.lua:2: duplicate scenario title "same" (first declared at line 1)"#))
    }

    @Test("the sandbox has no io, os, package, dofile, loadfile or string.dump; require stays in the suite")
    func sandbox() {
        let results = run("""
        scenario("sandbox", function(app)
          expect(io):toBeNil()
          expect(os):toBeNil()
          expect(package):toBeNil()
          expect_error(function() require("../secret") end, "require denied")
          expect(dofile):toBeNil()
          expect(loadfile):toBeNil()
          expect(debug):toBeNil()
          expect(string.dump):toBeNil()
          local chunk, message = load("\\27Lua")
          expect(chunk):toBeNil()
          expect(message):toContain("attempt to load a binary chunk")
          expect(load("return 1 + 1")()):toBe(2)
        end)
        """)
        #expect(results[0].status == .passed, "\(results[0].message)")
    }

    @Test("a deep view hierarchy (3,000 levels) is laid out")
    func deepHierarchy() {
        let results = run("""
        scenario("deep", function(app)
          local root = ViewController{ name = "Root" }
          app.window.rootViewController = root
          local parent = root.view
          for i = 1, 3000 do
            local view = View{}
            parent:addSubview(view)
            parent = view
          end
          app:run()
          expect(parent.window):toBe(app.window)
        end)
        """)
        #expect(results[0].status == .passed, "\(results[0].message)")
    }

    @Test("a file that declares other scenarios on its second run fails cleanly")
    func unstableDeclarations() {
        let results = run("""
        if collectgarbage("count") > -1 and not _G.__seen then
          scenario("first", function(app) end)
        end
        scenario(tostring({}), function(app) end)
        """)
        #expect(results.count == 2)
        #expect(results[1].status == .error)
        #expect(results[1].message.contains("declared other scenarios"))
    }
}
