import Foundation
import Testing
import ScenarioKit

/// Where `run --output` and `merge --output` write, and what happens when they cannot: a
/// report that cannot be written fails the run with exit 2, after every other report is out.
@Suite("Report files")
struct ReportFileTests {
    let folder: URL
    let passing: URL
    let failing: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        passing = folder.appendingPathComponent("pass.lua")
        failing = folder.appendingPathComponent("fail.lua")
        try "scenario('ok', function(app) end)".write(to: passing, atomically: true, encoding: .utf8)
        try "scenario('bad', function(app) error('x') end)".write(to: failing, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    @Test("a report that cannot be written: exit 2 with the reason, after the others are written and printed")
    func unwritable() throws {
        defer { remove() }
        let missing = folder.appendingPathComponent("no/such/r.jsonl").path
        let junit = folder.appendingPathComponent("r.xml").path
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "text,json,junit,tap", "--output", "json=\(missing)",
                                                     "--output", "junit=\(junit)", "--output", "tap=\(folder.path)", passing.path])
        #expect(run.status == 2)
        #expect(run.output.contains("PASS  \(passing.path):1 ok\n1 passed, 0 failed\n"))
        #expect(run.output.contains("stagehand: cannot write the json report to \(missing): No such file or directory\n"))
        #expect(run.output.contains("stagehand: cannot write the tap report to \(folder.path): it is a directory; only a regular file or a new path is written, never replaced\n"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fail.lua", "pass.lua", "r.xml"],
                "no temporary file left behind")
    }

    @Test("an unwritten report wins over failed scenarios: exit 2, not 1")
    func unwrittenOverFailed() throws {
        defer { remove() }
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "text,junit", "--output", "junit=\(folder.path)", failing.path])
        #expect(run.status == 2)
        #expect(run.output.contains("0 passed, 0 failed, 1 error\n"))
    }

    @Test("FORMAT=- is standard output, and the one format there")
    func dash() throws {
        defer { remove() }
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--output", "json=-", passing.path])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(#"{"duration_s":"#))
        #expect(run.output.split(separator: "\n").count == 1)
        let mixed = try CLITests.run(CLITests.binary, ["run", "--format", "text,tap", "--output", "text=\(folder.path)/r.txt",
                                                       "--output", "tap=-", passing.path])
        #expect(mixed.status == 0)
        // On standard output TAP streams: each test point as it comes, the plan last.
        #expect(mixed.output.hasPrefix("TAP version 14\nok 1 - "))
        #expect(mixed.output.hasSuffix("\n1..1\n"))
        #expect(try String(contentsOfFile: "\(folder.path)/r.txt", encoding: .utf8).hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("merge --output, as run's: FORMAT=- is standard output; a file that cannot be written is exit 2 with the reason")
    func merge() throws {
        defer { remove() }
        let results = folder.appendingPathComponent("r.jsonl").path
        #expect(try CLITests.run(CLITests.binary, ["run", "--format", "json", "--output", "json=\(results)", passing.path]).status == 0)
        let dash = try CLITests.run(CLITests.binary, ["merge", "--format", "tap", "--output", "tap=-", results])
        #expect(dash.status == 0)
        #expect(dash.output.hasPrefix("TAP version 14\n1..1\nok 1 - "))
        #expect(!FileManager.default.fileExists(atPath: "-"))
        let missing = folder.appendingPathComponent("no/all.xml").path
        let unwritable = try CLITests.run(CLITests.binary, ["merge", "--format", "junit", "--output", "junit=\(missing)", results])
        #expect(unwritable.status == 2)
        #expect(unwritable.output == "stagehand: cannot write the junit report to \(missing): No such file or directory\n")
    }
}
