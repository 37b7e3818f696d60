import Foundation
import Testing
import ScenarioKit

@Suite("Shards and listing")
struct ShardTests {
    @Test("shards split positions so that every scenario runs in exactly one", arguments: 1...5)
    func partition(count: Int) throws {
        let shards = (1...count).compactMap { Shard(index: $0, count: count) }
        for position in 0..<40 {
            #expect(shards.filter { $0.contains(position: position) }.count == 1)
        }
    }

    @Test("i/n parsing, bounds, and Bazel's variables (0-based index)")
    func parsing() {
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
        #expect(Shard("0/3") == nil)
        #expect(Shard("4/3") == nil)
        #expect(Shard("x") == nil)
        #expect(Shard(environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"]) == Shard(index: 1, count: 4))
        #expect(Shard(environment: [:]) == nil)
    }

    @Test("--list prints the scenarios; the shards' lists together are the whole list, once each")
    func cliShards() throws {
        let binary = CLITests.binary
        let root = BundledScenariosTests.root
        let all = try CLITests.run(binary, ["run", "--list", "scenarios"], in: root).output.split(separator: "\n")
        #expect(all.count >= 100)
        var union: [Substring] = []
        for index in 1...3 {
            union += try CLITests.run(binary, ["run", "--list", "--shard", "\(index)/3", "scenarios"], in: root).output.split(separator: "\n")
        }
        #expect(union.sorted() == all.sorted())
        #expect(Set(union).count == union.count)
    }

    @Test("--jobs 2 gives byte-identical JSON results, in the same order, as --jobs 1")
    func parallelIsDeterministic() throws {
        let root = BundledScenariosTests.root
        let serial = try CLITests.run(CLITests.binary, ["run", "--jobs", "1", "--format", "json", "scenarios"], in: root)
        let parallel = try CLITests.run(CLITests.binary, ["run", "--jobs", "2", "--format", "json", "scenarios"], in: root)
        #expect(serial.status == 0)
        #expect(serial.output.split(separator: "\n").count >= 100)
        #expect(CLITests.withoutDurations(parallel.output) == CLITests.withoutDurations(serial.output))
    }

    @Test("stagehand merge combines the shards' JSON into one report: every scenario once")
    func mergeShards() throws {
        let root = BundledScenariosTests.root
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var parts: [String] = []
        for index in 1...2 {
            let path = directory.appendingPathComponent("shard\(index).jsonl").path
            _ = try CLITests.run(CLITests.binary, ["run", "--shard", "\(index)/2", "--format", "json",
                                                   "--output", "json=\(path)", "scenarios"], in: root)
            parts.append(path)
        }
        let merged = try CLITests.run(CLITests.binary, ["merge", "--format", "json"] + parts)
        let whole = try CLITests.run(CLITests.binary, ["run", "--format", "json", "scenarios"], in: root)
        #expect(merged.status == 0)
        #expect(CLITests.withoutDurations(merged.output).split(separator: "\n").sorted()
                == CLITests.withoutDurations(whole.output).split(separator: "\n").sorted())
        let tap = try CLITests.run(CLITests.binary, ["merge", "--format", "tap"] + parts)
        #expect(tap.output.hasPrefix("TAP version 14\n1..\(whole.output.split(separator: "\n").count)\n"))
    }
}
