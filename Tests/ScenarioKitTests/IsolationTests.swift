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
