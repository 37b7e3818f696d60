import Foundation
import Testing

/// `scripts/install`: the binary copied to PREFIX/bin, where the rerun command a failure prints
/// works as printed. (The script's release build is left out: the test installs the binary
/// `swift test` built, with `--binary`.)
@Suite("Install")
struct InstallTests {
    static var script: String { BundledScenariosTests.root.appendingPathComponent("scripts/install").path }

    func temporaryDirectory() throws -> URL { try makeTemporaryFolder("install") }

    @Test("--prefix DIR, PREFIX=DIR and DESTDIR put an executable stagehand in DIR/bin")
    func installsIntoPrefix() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let version = try CLITests.run(CLITests.binary, ["--version"]).output
        let byOption = directory.appendingPathComponent("a").path
        let first = try CLITests.run(Self.script, ["--binary", CLITests.binary, "--prefix", byOption])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.hasPrefix("installed \(byOption)/bin/stagehand (\(version.trimmingCharacters(in: .newlines)))"))
        #expect(FileManager.default.isExecutableFile(atPath: byOption + "/bin/stagehand"))
        #expect(try CLITests.run(byOption + "/bin/stagehand", ["--version"]).output == version)

        let byVariable = directory.appendingPathComponent("b").path
        let second = try CLITests.run(Self.script, ["--binary", CLITests.binary], environment: ["PREFIX": byVariable])
        #expect(second.status == 0, "\(second.output)")
        #expect(FileManager.default.isExecutableFile(atPath: byVariable + "/bin/stagehand"))

        let staged = directory.appendingPathComponent("stage").path
        let third = try CLITests.run(Self.script, ["--binary", CLITests.binary, "--prefix", "/opt/stagehand"],
                                     environment: ["DESTDIR": staged])
        #expect(third.status == 0, "\(third.output)")
        #expect(FileManager.default.isExecutableFile(atPath: staged + "/opt/stagehand/bin/stagehand"))
    }

    @Test("the installed binary's rerun command, pasted into a shell with PREFIX/bin on PATH, reruns the failing scenario")
    func rerunHintWorks() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix").path
        #expect(try CLITests.run(Self.script, ["--binary", CLITests.binary, "--prefix", prefix]).status == 0)
        try """
        scenario('passes', function(app) end)
        scenario("it's broken", function(app) expect(1):toBe(2) end)
        """.write(to: directory.appendingPathComponent("suite.lua"), atomically: true, encoding: .utf8)
        let environment = ["PATH": prefix + "/bin:/usr/bin:/bin"]
        let run = try CLITests.run(prefix + "/bin/stagehand", ["run", "suite.lua"], in: directory, environment: environment)
        #expect(run.status == 1)
        let hint = try #require(run.output.split(separator: "\n").first { $0.contains("rerun: ") })
        let start = try #require(hint.range(of: "rerun: ")).upperBound
        let command = String(hint[start...])
        #expect(command == "stagehand run 'suite.lua' --filter 'it'\\''s broken' --seed 1")
        let rerun = try CLITests.run("/bin/sh", ["-c", command], in: directory, environment: environment)
        #expect(rerun.status == 1)
        #expect(rerun.output.contains("FAIL  suite.lua:2 it's broken"))
        #expect(rerun.output.hasSuffix("0 passed, 1 failed\n"), "\(rerun.output)")
    }

    @Test("unknown arguments and a missing binary are refused")
    func refusals() throws {
        #expect(try CLITests.run(Self.script, ["--bogus"]).status == 2)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try CLITests.run(Self.script, ["--binary", "/no/such/stagehand", "--prefix", directory.path])
        #expect(missing.status == 1)
        #expect(missing.output == "scripts/install: no executable at /no/such/stagehand\n")
    }
}
