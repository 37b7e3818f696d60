import Testing
@testable import ScenarioKit
import HeadlessUIKit

/// A finished scenario leaves nothing behind: no cycle between Lua and the engine keeps its
/// state, its app or their objects alive.
@Suite("Leaks")
struct LeakTests {
    @Test("each kind of stored callback leaves the environment free to go", arguments: ["", "local root = ViewController{ name = 'Root' }", "app.window.rootViewController = ViewController{}", "app:async(function() end)", "View{}:observe('frame', function() end)", "app:after(5, function() end)",
                 "local V = ViewController:subclass('V', { viewWillAppear = function(self) error('x') end }) app.window.rootViewController = V{}",
                 "local V = ViewController:subclass('V', { viewDidLoad = function(self) error({}) end }) local v = V{} local _ = v.view",
                 // Rules X3-X5: a custom transition left pending, its coordinator holding Lua blocks.
                 "local r, c = ViewController{}, ViewController{} app.window.rootViewController = r app:run() c.transitioningDelegate = { animationControllerForPresented = function() return { transitionDuration = function() return 1 end, animateTransition = function() end } end, interactionControllerForPresentation = function() return PercentDrivenInteractiveTransition{} end } r:present(c, true) c.transitionCoordinator:animateAlongsideTransition(function() end, function() end) c.transitionCoordinator:notifyWhenInteractionChanges(function() end)"])
    func bisect(body: String) {
        weak var environment: ScenarioEnvironment?
        do {
            let strong = ScenarioEnvironment(file: "leak.lua", limits: ScenarioLimits())
            environment = strong
            _ = strong.load("scenario('x', function(app) \(body) end)")
            _ = strong.runScenario(at: 0, title: "x")
        }
        #expect(environment == nil, "\(body)")
    }

    @Test("after a scenario that stores Lua callbacks in the engine, its environment and app are freed")
    func environmentIsFreed() {
        weak var environment: ScenarioEnvironment?
        weak var app: App?
        do {
            let strong = ScenarioEnvironment(file: "leak.lua", limits: ScenarioLimits())
            environment = strong
            app = strong.app
            #expect(strong.load("""
            scenario("everything that keeps a Lua function", function(app)
              local root = ViewController{ name = "Root" }
              app.window.rootViewController = root
              root.view:observe("frame", function() end)
              app:async(function() end)
              app:after(5, function() end)
              app:animate{ duration = 10, animations = function() end, completion = function() end }
              local b = ViewController{ name = "B" }
              root:addChild(b)
              root:transition{ from = b, to = b, duration = 1 }
            end)
            """) == nil)
            _ = strong.runScenario(at: 0, title: "everything that keeps a Lua function")
        }
        #expect(environment == nil)
        #expect(app == nil)
    }

    /// Scenarios of every kind that keeps something alive: callbacks stored in the engine,
    /// overrides that raise, a failing expectation, timers left pending.
    static let mixed = """
    local V = ViewController:subclass("V", { viewWillAppear = function(self) error("in viewWillAppear") end })
    local P = ViewController:subclass("P")
    scenario("contains", function(app)
      local p, c = P{}, ViewController{ name = "C" }
      p:addChild(c); p.view:addSubview(c.view); c:didMoveToParent(p)
      app.window.rootViewController = p
      c.view:observe("frame", function() end)
      app:after(5, function() end)
      app:run()
    end)
    scenario("an override raises", function(app) app.window.rootViewController = V{} end)
    scenario("a table", function(app)
      local t = TableViewController{ sections = { { rows = { { id = "a" }, { id = "b", embed = ViewController } } } } }
      app.window.rootViewController = t
      app:run()
      t.tableView:beginUpdates(); t.tableView:endUpdates()
      expect(1):toBe(2)
    end)
    scenario("an animation in flight", function(app)
      app:animate{ duration = 10, animations = function() end, completion = function() end }
    end)
    """

    @Test("a scenario that ends with work pending (deferred ends, timers, queued blocks, animations) leaves no object behind (found by LeakSanitizer under scripts/fuzz-lua)",
          arguments: [
            "app.window.rootViewController = ViewController{}",
            "local V = ViewController:subclass('V', { viewWillAppear = function(self) error('x') end }) app.window.rootViewController = V{}",
            "local v = ViewController{} app.window:addSubview(v.view) error('x')",
            "local v = View{} app:async(function() v.frame = { x = 0, y = 0, width = 1, height = 1 } end)",
            "local v = View{} app:after(3, function() local _ = v end)",
            "local v = View{} app:animate{ duration = 1, animations = function() v.frame = { x = 0, y = 0, width = 9, height = 9 } end }",
          ])
    func pendingWork(body: String) {
        let census = LiveObjects.take {
            _ = ScenarioRunner().run(source: "scenario('x', function(app) \(body) end)", file: "leak.lua")
        }
        #expect(census.summary == "0 apps/0 controllers/0 views", "\(body)")
    }

    @Test("10,000 scenarios in one process: live engine objects return to where they started")
    func tenThousandScenarios() {
        var statuses: [ScenarioResult.Status: Int] = [:]
        let census = LiveObjects.take {
            for _ in 0..<2_500 {
                for result in ScenarioRunner().run(source: Self.mixed, file: "leak.lua") { statuses[result.status, default: 0] += 1 }
            }
        }
        #expect(statuses == [.passed: 5_000, .error: 2_500, .failed: 2_500])
        #expect(census.summary == "0 apps/0 controllers/0 views")
    }
}
