import Foundation
import ScenarioKit
@testable import StagehandTesting
import Testing

/// `Stagehand.scenarios(at:)`: one parameterised test argument per scenario, and which
/// scenarios the options select (issue #29, point 4). The scenarios are those of `Fixtures/`.
@MainActor
@Suite("StagehandTesting: one test argument per scenario")
struct StagehandScenariosTests {
    static let menus = StagehandFixtures.path("selection/a_menus.lua")
    static let forms = StagehandFixtures.path("selection/b_forms.lua")

    /// `file:line title` of each scenario listed.
    static func listing(_ scenarios: [Stagehand.Scenario]) -> [String] {
        scenarios.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line) \($0.title)" }
    }

    @Test("each scenario is one argument, shown under its title, with its file's whole path and its line, in the suite's order")
    func oneArgumentPerScenario() {
        let scenarios = Stagehand.scenarios(at: "Fixtures/selection", environment: [:])
        #expect(scenarios.map(\.title) == ["menu opens", "menu closes", "menu items / select the first",
                                           "menu items / select the last", "form shows its rows", "form hides a row"])
        #expect(scenarios.map(\.testDescription) == scenarios.map(\.title))
        #expect(scenarios.map(\.file) == [Self.menus, Self.menus, Self.menus, Self.menus, Self.forms, Self.forms])
        #expect(scenarios.map(\.line) == [3, 7, 12, 16, 3, 7])
        #expect(scenarios.first?.description == "\(Self.menus):3 menu opens")
        #expect(Set(scenarios.map(\.id)).count == scenarios.count)
    }

    @Test("a relative path is relative to the test file's folder; an absolute one is taken as it is")
    func paths() {
        let relative = Stagehand.scenarios(at: "Fixtures/selection/../selection/b_forms.lua", environment: [:])
        let absolute = Stagehand.scenarios(at: Self.forms, environment: [:])
        #expect(relative.map(\.file) == [Self.forms, Self.forms])
        #expect(absolute.map(\.description) == relative.map(\.description))
    }

    @Test("the filter selects scenarios whose whole title contains it, from the code or from STAGEHAND_FILTER")
    func filter() {
        let fromCode = Stagehand.scenarios(at: "Fixtures/selection", options: .init(filter: "items / select"), environment: [:])
        let fromEnvironment = Stagehand.scenarios(at: "Fixtures/selection", environment: ["STAGEHAND_FILTER": "items / select"])
        #expect(Self.listing(fromCode) == ["a_menus.lua:12 menu items / select the first", "a_menus.lua:16 menu items / select the last"])
        #expect(Self.listing(fromEnvironment) == Self.listing(fromCode))
        #expect(Stagehand.scenarios(at: "Fixtures/selection", options: .init(filter: "no such title"), environment: [:]).isEmpty)
    }

    @Test("tags select the scenarios with at least one of them (their groups' tags included); excluded tags leave scenarios out")
    func tags() {
        func titles(_ options: Stagehand.Options, _ environment: [String: String] = [:]) -> [String] {
            Stagehand.scenarios(at: "Fixtures/selection", options: options, environment: environment).map(\.title)
        }
        #expect(titles(.init(tags: ["smoke"])) == ["menu opens", "menu items / select the last", "form shows its rows"])
        #expect(titles(.init(excludedTags: ["slow"])) == ["menu opens", "menu closes", "form shows its rows", "form hides a row"])
        #expect(titles(.init(tags: ["smoke"], excludedTags: ["slow"])) == ["menu opens", "form shows its rows"])
        #expect(titles(.init(), ["STAGEHAND_TAGS": "smoke", "STAGEHAND_EXCLUDE_TAGS": "slow"]) == ["menu opens", "form shows its rows"])
    }

    @Test("the shards together list every scenario exactly once, split as stagehand run --shard splits them",
          arguments: 1...4)
    func shards(count: Int) throws {
        var all: [String] = []
        for index in 1...count {
            let shard = try #require(Shard(index: index, count: count))
            let listed = Stagehand.scenarios(at: "Fixtures/selection", options: .init(shard: shard), environment: [:])
            let plan = RunPlan(files: [Self.menus, Self.forms], shard: shard, runner: ScenarioRunner())
            #expect(listed.map(\.description) == plan.listing())
            all += listed.map(\.description)
        }
        let whole = Stagehand.scenarios(at: "Fixtures/selection", environment: [:]).map(\.description)
        #expect(all.sorted() == whole.sorted())
        let fromEnvironment = Stagehand.scenarios(at: "Fixtures/selection", environment: ["STAGEHAND_SHARD": "\(count)/\(count)"])
        #expect(fromEnvironment.map(\.description)
                    == Stagehand.scenarios(at: "Fixtures/selection", options: .init(shard: Shard(index: count, count: count)), environment: [:])
                        .map(\.description))
    }

    @Test("a file that does not load is one scenario, (file) and its path, that fails with the file's error")
    func fileThatDoesNotLoad() throws {
        let scenarios = Stagehand.scenarios(at: "Fixtures/broken", environment: [:])
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        #expect(scenario.title == "(file)")
        #expect(scenario.testDescription == "(file) broken.lua")
        #expect(scenario.file == StagehandFixtures.path("broken/broken.lua"))
        let result = scenario.result()
        #expect(result.status == .error)
        #expect(result.message.contains("broken.lua:4:"))
    }

    @Test("a missing folder is one scenario that fails at the call, naming the whole path it looked for")
    func missingFolder() throws {
        let line = #line + 1
        let scenarios = Stagehand.scenarios(at: "Fixtures/no-such-folder", environment: [:])
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        let besideTest = StagehandFixtures.path("no-such-folder")
        let cwd = FileManager.default.currentDirectoryPath
        let expected = "no scenario file or folder Fixtures/no-such-folder: neither \(besideTest) (beside the test file) nor \(cwd)/Fixtures/no-such-folder (in the working directory) exists"
        #expect(scenario.testDescription == "(file) \(expected)")
        let issue = try #require(scenario.issue(for: scenario.result()))
        #expect(issue.location.filePath == #filePath)
        #expect(issue.location.line == line)
        #expect(issue.comment == "(file) \(expected)")
    }

    @Test("an option that is not valid is one scenario that fails with it, at the call")
    func badOption() throws {
        let line = #line + 1
        let scenarios = Stagehand.scenarios(at: "Fixtures/selection", environment: ["STAGEHAND_SHARD": "9/4"])
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        #expect(scenario.testDescription == "(file) Stagehand options: STAGEHAND_SHARD takes i/n with 1 <= i <= n, not 9/4")
        let result = scenario.result()
        #expect(result.status == .error)
        #expect(scenario.issue(for: result)?.location.line == line)
    }

    @Test("a folder without a .lua file is one scenario that fails, naming the folder")
    func emptyFolder() throws {
        try StagehandFixtures.withScratchFolder { folder in
            let scenarios = Stagehand.scenarios(at: folder, environment: [:])
            #expect(scenarios.map(\.testDescription) == ["(file) no .lua file under \(folder)"])
            #expect(scenarios.first?.result().status == .error)
        }
    }

    @Test("a file edited after its scenarios were listed: the scenario fails, saying the file no longer declares it there")
    func fileEditedAfterListing() throws {
        try StagehandFixtures.withScratchFolder { folder in
            let file = try StagehandFixtures.copy("selection/b_forms.lua", into: folder)
            let scenarios = Stagehand.scenarios(at: folder, environment: [:])
            let source = try String(contentsOfFile: file, encoding: .utf8)
            try source.replacingOccurrences(of: "form hides a row", with: "form hides two rows").write(toFile: file, atomically: true, encoding: .utf8)
            #expect(scenarios[0].result().status == .passed)
            let result = scenarios[1].result()
            #expect(result.status == .error)
            #expect(result.message.hasPrefix("\(file):7: the file no longer declares this scenario where it did when the scenarios were listed (it found \"form hides two rows\" in its place)"))
        }
    }

    @Test("classes registered by the registering closure are there when the files are listed and when the scenarios run, and only for them")
    func registering() throws {
        let registered = Stagehand.scenarios(at: "Fixtures/registered", environment: [:]) {
            Stagehand.register(ChildViewController.self, as: "ScopedChild")
        }
        #expect(registered.map(\.title) == ["a class registered by the registering closure is there when the scenario runs"])
        #expect(registered.first?.result().status == .passed)
        #expect(!Stagehand.extensions.classes.contains { $0.name == "ScopedChild" })

        let unregistered = Stagehand.scenarios(at: "Fixtures/registered", environment: [:])
        let scenario = try #require(unregistered.first)
        #expect(scenario.title == "(file)")
        let result = scenario.result()
        #expect(result.status == .error)
        #expect(result.message.hasSuffix("attempt to index a nil value (global 'ScopedChild')\nhint: if ScopedChild is a Swift class, register it with Stagehand.register in the registering closure of Stagehand.scenarios(at:) or runScenarios(at:): listing the scenarios runs each file's top level, which needs its classes"))
    }
}
