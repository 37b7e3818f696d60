import Foundation
import Testing
import ScenarioKit

/// What `stagehand run` runs: discovery, the filter and shards, and `--list`.
@Suite("Run plans")
struct RunPlanTests {
    /// A directory with `a.lua` (three scenarios), `b.lua` (two) and `c.lua` (does not load).
    static func suite() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            "a.lua": "scenario('one', function(app) end)\nscenario('two', function(app) end)\nscenario('three', function(app) end)",
            "b.lua": "scenario('four', function(app) end)\n\nscenario('five', function(app) end)",
            "c.lua": "this is not lua (",
        ]
        for (name, source) in files {
            try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// The plan of a suite of `paths`.
    static func plan(_ paths: [String], shard: Shard?, runner: ScenarioRunner) throws(ScenarioDiscovery.MissingPath) -> RunPlan {
        try SuiteRunner(RunConfiguration(paths: paths, runner: runner, shard: shard), executable: "/bin/false").plan()
    }

    @Test("without a shard every file runs whole, in byte order, and no file is loaded to plan it")
    func wholeSuite() throws {
        let directory = try Self.suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = try Self.plan([directory.path], shard: nil, runner: ScenarioRunner())
        #expect(plan.steps() == ["a.lua", "b.lua", "c.lua"].map { RunPlan.Step(file: "\(directory.path)/\($0)", only: nil) })
        #expect(plan.scenarioCount(of: plan.steps()) == 6)
    }

    @Test("shards take every n-th scenario of the whole suite, across files; a file's load error counts as one")
    func shardSplit() throws {
        let directory = try Self.suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path, b = directory.appendingPathComponent("b.lua").path
        let c = directory.appendingPathComponent("c.lua").path
        let first = RunPlan(files: [a, b, c], shard: Shard(index: 1, count: 2), runner: ScenarioRunner())
        let second = RunPlan(files: [a, b, c], shard: Shard(index: 2, count: 2), runner: ScenarioRunner())
        #expect(first.steps() == [RunPlan.Step(file: a, only: [0, 2]), RunPlan.Step(file: b, only: [1])])
        #expect(second.steps() == [RunPlan.Step(file: a, only: [1]), RunPlan.Step(file: b, only: [0]),
                                   RunPlan.Step(file: c, only: [0])])
        #expect(first.scenarioCount(of: first.steps()) + second.scenarioCount(of: second.steps()) == 6)
    }

    @Test("a suite's plan is its configuration's: the files under its paths, its shard and its runner's filter")
    func planFromConfiguration() throws {
        let directory = try Self.suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = RunConfiguration(paths: [directory.path], runner: ScenarioRunner(filter: "o"), shard: Shard(index: 2, count: 3))
        let plan = try SuiteRunner(configuration, executable: "/bin/false").plan()
        #expect(plan.files == ["a.lua", "b.lua", "c.lua"].map { "\(directory.path)/\($0)" })
        #expect(plan.shard == Shard(index: 2, count: 3) && plan.runner.filter == "o" && plan.titles == nil)
    }

    @Test("the listing: file:line title of each selected scenario, the filter applied, a broken file as (file) whatever the filter")
    func listing() throws {
        let directory = try Self.suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path
        let all = try Self.plan([path], shard: nil, runner: ScenarioRunner())
        #expect(all.listing() == ["\(path)/a.lua:1 one", "\(path)/a.lua:2 two", "\(path)/a.lua:3 three",
                                  "\(path)/b.lua:1 four", "\(path)/b.lua:3 five", "\(path)/c.lua:0 (file)"])
        let filtered = try Self.plan([path], shard: nil, runner: ScenarioRunner(filter: "o"))
        #expect(filtered.listing() == ["\(path)/a.lua:1 one", "\(path)/a.lua:2 two", "\(path)/b.lua:1 four", "\(path)/c.lua:0 (file)"])
        let sharded = try Self.plan([path], shard: Shard(index: 2, count: 2), runner: ScenarioRunner(filter: "o"))
        #expect(sharded.listing() == ["\(path)/a.lua:2 two", "\(path)/c.lua:0 (file)"])
        #expect(sharded.steps() == [RunPlan.Step(file: "\(path)/a.lua", only: [1]), RunPlan.Step(file: "\(path)/c.lua", only: [0])])
    }

    @Test("a path that does not exist is an error naming it")
    func missingPath() {
        let error = #expect(throws: ScenarioDiscovery.MissingPath.self) {
            try Self.plan(["/no/such/dir"], shard: nil, runner: ScenarioRunner())
        }
        #expect(error?.path == "/no/such/dir")
    }
}
