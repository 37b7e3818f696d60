import Testing
import ScenarioKit

/// Rule D3: FetchedResultsController (written in Lua, shipped with every scenario state).
@Suite("Fetched results (D3)")
struct FetchedResultsTests {
    func run(_ body: String) -> ScenarioResult {
        ScenarioRunner().run(source: "scenario(\"frc\", function(app)\n\(body)\nend)", file: "frc.lua")[0]
    }

    @Test("D3: changes reach the delegate between will and did, with old and new index paths")
    func delegateOrder() {
        let result = run("""
        local log = {}
        local delegate = {
          controllerWillChangeContent = function() log[#log + 1] = "will" end,
          controllerDidChangeObject = function(_, _, object, old, type, new)
            log[#log + 1] = type .. ":" .. object.k .. ":" .. (old and old.row or "-") .. ":" .. (new and new.row or "-")
          end,
          controllerDidChangeContent = function() log[#log + 1] = "did" end,
        }
        local a, b = { k = 2 }, { k = 1 }
        local frc = FetchedResultsController{ objects = { a, b }, sortKey = "k", delegate = delegate }
        expect(frc:objectAt({ section = 0, row = 0 })):toBe(b)
        frc:insert({ k = 0 })
        a.k = -1
        frc:update(a)
        frc:delete(b)
        expect(log):toEqual({ "will", "insert:0:-:0", "did", "will", "move:-1:2:0", "did", "will", "delete:1:2:-", "did" })
        """)
        #expect(result.status == .passed, "\(result.message)")
    }

    @Test("D3: misuse is a clear error at the caller's line")
    func misuse() {
        let result = run("""
        local frc = FetchedResultsController{ sortKey = "k" }
        frc:delete({ k = 1 })
        """)
        #expect(result.status == .error)
        #expect(result.message.hasPrefix("frc.lua:3: the object is not fetched"))
    }

    @Test("the class loads when first touched, by any use, and stays the same table", arguments: [
        "local frc = FetchedResultsController{ sortKey = 'k' }",
        "local _ = FetchedResultsController.insert",
        "FetchedResultsController.extra = 1",
        "for _ in pairs(FetchedResultsController) do end",
    ])
    func loadsOnFirstUse(firstUse: String) {
        let result = run("""
        local before = FetchedResultsController
        \(firstUse)
        expect(rawequal(before, FetchedResultsController)):toBe(true)
        expect(type(rawget(FetchedResultsController, "insert"))):toBe("function")
        local frc = FetchedResultsController{ objects = { { k = 1 } }, sortKey = "k" }
        expect(frc:numberOfObjects()):toBe(1)
        expect(getmetatable(frc)):toBe(FetchedResultsController)
        """)
        #expect(result.status == .passed, "\(result.message)")
    }
}
