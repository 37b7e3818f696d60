import Foundation
import Testing
import ScenarioKit

/// `stagehand merge`: the shards of a suite merged give the whole run's report, events with
/// their rules and causes included.
@Suite("Merge")
struct MergeTests {
    @Test("three shards' JSON merged is the whole run's JSON, line for line, rules and causes kept")
    func shardsMergeToTheWholeRun() throws {
        let root = BundledScenariosTests.root
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try CLITests.run(CLITests.binary, ["run", "--format", "json", "scenarios"], in: root)
        #expect(whole.status == 0)
        var shardFiles: [String] = []
        for index in 1...3 {
            let path = folder.appendingPathComponent("shard-\(index).jsonl").path
            let shard = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--shard", "\(index)/3",
                                                           "--output", "json=\(path)", "scenarios"], in: root)
            #expect(shard.status == 0)
            shardFiles.append(path)
        }
        let merged = try CLITests.run(CLITests.binary, ["merge", "--format", "json"] + shardFiles, in: root)
        #expect(merged.status == 0)
        // Durations differ between any two runs: everything else is compared byte for byte.
        let wholeLines = CLITests.withoutDurations(whole.output).split(separator: "\n").sorted()
        #expect(wholeLines.count > 100)
        #expect(CLITests.withoutDurations(merged.output).split(separator: "\n").sorted() == wholeLines)
        // The merged results carry each event's rule and cause, as the run recorded them.
        let results = JSONReporter().results(fromLines: merged.output).results
        let events = results.flatMap(\.events)
        #expect(!events.isEmpty && events.contains { $0.cause.steps.count > 2 })
        #expect(events.contains { $0.cause.steps.contains { $0.object != nil } })
        #expect(Set(events.map(\.rule)).count > 20)
    }

    @Test("--format and --output as run has them: several formats, FORMAT=PATH files, FORMAT=- for standard output")
    func outputsAsRunHasThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        scenario("passes", function(app) end)
        scenario("fails", function(app) expect(1):toBe(2) end)
        """.write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let shard = try CLITests.run(CLITests.binary, ["run", "s.lua", "--output", "json=results.jsonl", "--output", "junit=run.xml"], in: folder)
        #expect(shard.status == 1)
        let merged = try CLITests.run(CLITests.binary, ["merge", "results.jsonl", "--format", "text,junit", "--output", "junit=merged.xml"], in: folder)
        #expect(merged.status == 1)
        #expect(merged.output.hasPrefix("PASS  s.lua:1 passes\nFAIL  s.lua:2 fails\n"))
        #expect(merged.output.hasSuffix("1 passed, 1 failed\n"))
        let runXML = try String(contentsOf: folder.appendingPathComponent("run.xml"), encoding: .utf8)
        let mergedXML = try String(contentsOf: folder.appendingPathComponent("merged.xml"), encoding: .utf8)
        #expect(mergedXML.replacing(#/time="[0-9.]+"/#, with: "") == runXML.replacing(#/time="[0-9.]+"/#, with: ""))
        let toStandardOutput = try CLITests.run(CLITests.binary, ["merge", "results.jsonl", "--format", "junit", "--output", "junit=-"], in: folder)
        #expect(toStandardOutput.output == mergedXML)
    }
}
