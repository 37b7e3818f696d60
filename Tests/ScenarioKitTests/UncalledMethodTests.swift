import Testing
@testable import ScenarioKit

/// Rule V4: the functions of a delegate table that Stagehand would never call.
@Suite("Methods nobody calls (V4)")
struct UncalledMethodTests {
    static let source = """
    scenario("delegates", function(app)
      local collection = CollectionView{ name = "Grid", itemSize = { width = 10, height = 10 } }
      collection.delegate = { name = "Watcher", scrollViewDidScrol = function() end, willDisplayCell = function() end, refresh = function() end }
      local split = SplitViewController{ name = "Split", primary = ViewController{ name = "List" }, secondary = ViewController{ name = "Detail" } }
      local Delegate = {}
      Delegate.__index = Delegate
      function Delegate:splitViewControllerDidColapse(svc) end
      split.delegate = setmetatable({ name = "Inherited" }, Delegate)
      split.delegate = ViewController{ name = "AController" }
    end)
    """

    @Test("V4: a near miss of the role's callbacks (found through metatables too) is linted; helpers, another receiver of the same owner and a controller are not")
    func nearMissesAreLinted() throws {
        let result = try #require(ScenarioRunner().run(source: Self.source, file: "v4.lua").first)
        #expect(result.status == .passed)
        #expect(result.lintEvents.map(\.text) == [
            "Watcher lint: 'scrollViewDidScrol' is not a callback of a CollectionViewDelegate or ScrollViewDelegate, and Stagehand never calls it; did you mean 'scrollViewDidScroll'?",
            "Inherited lint: 'splitViewControllerDidColapse' is not a callback of a SplitViewControllerDelegate, and Stagehand never calls it; did you mean 'splitViewControllerDidCollapse'?",
        ])
        #expect(result.lintEvents.allSatisfy { $0.rule == .V4 })
    }

    @Test("V4: --strict fails a scenario whose delegate has a method Stagehand never calls")
    func strictFails() throws {
        let result = try #require(ScenarioRunner(strict: true).run(source: Self.source, file: "v4.lua").first)
        #expect(result.status == .failed)
        #expect(result.message.contains("'scrollViewDidScrol' is not a callback"))
    }
}
