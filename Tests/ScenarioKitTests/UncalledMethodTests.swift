import Foundation
import HeadlessUIKit
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

    @Test("V4: a method of the role's UIKit protocol that Stagehand does not model is linted as never called")
    func unmodelledMethodsAreLinted() throws {
        let source = """
        scenario("unmodelled", function(app)
          local collection = CollectionView{ name = "Grid", itemSize = { width = 10, height = 10 } }
          collection.dataSource = { name = "Cards", numberOfItems = function() return 0 end, canMoveItem = function() return true end }
        end)
        """
        let result = try #require(ScenarioRunner().run(source: source, file: "v4.lua").first)
        #expect(result.lintEvents.map(\.text) == [
            "Cards lint: 'canMoveItem' is a method of UIKit's UICollectionViewDataSource that Stagehand does not model: it is never called",
        ])
    }

    @Test("V4: no method is both modelled and listed as not modelled, and docs/lua-api.md lists exactly the registry's")
    func unmodelledListsAgree() throws {
        let receivers = Set(Callback.Name.allCases.map(\.spec.receiver)).sorted { $0.rawValue < $1.rawValue }
        for receiver in receivers {
            let modelled = Callback.Name.allCases.map(\.spec).filter { $0.receiver == receiver }.map(\.luaName)
            #expect(Set(receiver.unmodelledMethods).isDisjoint(with: modelled), "\(receiver.rawValue)")
            #expect(receiver.unmodelledMethods.isEmpty || receiver.uikitProtocol != nil, "\(receiver.rawValue)")
        }
        let page = try String(contentsOf: ReferencePageTests.pageURL, encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## What Stagehand does not call").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let documented = section.split(separator: "\n").filter { $0.hasPrefix("| `UI") }.map(String.init)
        let expected = receivers.filter { !$0.unmodelledMethods.isEmpty }.compactMap { receiver in
            receiver.uikitProtocol.map { "| `\($0)` | " + receiver.unmodelledMethods.map { "`\($0)`" }.joined(separator: ", ") + " |" }
        }
        #expect(documented.sorted() == expected.sorted())
    }

    @Test("V4: --strict fails a scenario whose delegate has a method Stagehand never calls")
    func strictFails() throws {
        let result = try #require(ScenarioRunner(strict: true).run(source: Self.source, file: "v4.lua").first)
        #expect(result.status == .failed)
        #expect(result.message.contains("'scrollViewDidScrol' is not a callback"))
    }
}
