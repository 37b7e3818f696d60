import Testing
@testable import ScenarioKit
import HeadlessUIKit

/// A finished scenario leaves nothing behind: no cycle between Lua and the engine keeps its
/// state, its app or their objects alive.
@Suite("Leaks")
struct LeakTests {
    @Test("each kind of stored callback leaves the environment free to go", arguments: ["", "local root = ViewController{ name = 'Root' }", "app.window.rootViewController = ViewController{}", "app:async(function() end)", "View{}:observe('frame', function() end)", "app:after(5, function() end)"])
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
}
