import Foundation
import Testing
import ScenarioKit

/// The `stagehand` command line, run as a process.
@Suite("Command line")
struct CLITests {
    /// The built `stagehand` next to the test bundle (swift test builds it first).
    static var binary: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let sibling = bundle.appendingPathComponent("stagehand").path
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        return BundledScenariosTests.root.appendingPathComponent(".build/debug/stagehand").path
    }

    static func run(_ executable: String, _ arguments: [String], input: String? = nil, in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `output` without the `"duration_s":N,` members of its JSON results: the one member that
    /// differs between two runs of a scenario (a wall time), left out so that everything else
    /// can be compared byte for byte.
    static func withoutDurations(_ output: String) -> String {
        output.replacing(#/"duration_s":[0-9.eE+-]+,/#, with: "")
    }

    func scenarioFile(_ source: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString).lua")
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("exit codes: 0 when all pass, 1 when any fails, 2 for usage errors")
    func exitCodes() throws {
        let passing = try scenarioFile("scenario('ok', function(app) expect(1):toBe(1) end)")
        let failing = try scenarioFile("scenario('bad', function(app) expect(1):toBe(2) end)")
        defer { try? FileManager.default.removeItem(at: passing); try? FileManager.default.removeItem(at: failing) }
        let ok = try Self.run(Self.binary, ["run", passing.path])
        #expect(ok.status == 0)
        #expect(ok.output.hasSuffix("1 passed, 0 failed\n"))
        let bad = try Self.run(Self.binary, ["run", passing.path, failing.path])
        #expect(bad.status == 1)
        #expect(bad.output.contains("FAIL  \(failing.path):1 bad"))
        #expect(bad.output.contains("rerun: stagehand run"))
        #expect(try Self.run(Self.binary, ["run", "/no/such/path"]).status == 2)
        #expect(try Self.run(Self.binary, ["run", "--no-such-option"]).status == 2)
    }

    @Test("-j is --jobs")
    func shortJobs() throws {
        let file = try scenarioFile("scenario('ok', function(app) end)")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.run(Self.binary, ["run", "-j", "1", file.path])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("--format json prints one object per scenario and nothing else")
    func json() throws {
        let file = try scenarioFile("scenario('a', function(app) print('not on stdout') end)\nscenario('b', function(app) end)")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(Self.binary, ["run", "--format", "json", file.path])
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["status"] as? String == "passed")
        }
    }

    @Test("bench --quick: one JSON object per line and nothing else, every workload, the documented fields")
    func benchShape() throws {
        let run = try CLITests.run(Self.binary, ["bench", "--quick"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        var names: [String] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            let name = try #require(object["name"] as? String)
            names.append(name)
            #expect(object["median_s"] is Double, "\(line)")
            #expect(object["peak_rss_bytes"] is Int, "\(line)")
            #expect(Set(object.keys).isSubset(of: ["name", "size", "median_s", "rate", "ratio", "peak_rss_bytes", "constraints", "per_constraint_us",
                                                   "kiwisolver_median_s", "kiwisolver_per_constraint_us", "kiwisolver"]), "\(line)")
            if name.hasPrefix("solver-") {
                #expect(object["constraints"] is Int && object["per_constraint_us"] is Double, "\(line)")
                #expect((object["kiwisolver_median_s"] is Double) != (object["kiwisolver"] is String), "kiwisolver's figures or why not: \(line)")
            }
            if name.hasPrefix("scaling-") { #expect(object["size"] is Int && object["rate"] is Double, "\(line)") }
            if name.hasPrefix("bridge") || name == "overhead" { #expect(object["ratio"] is Double, "\(line)") }
            if name.hasPrefix("throughput") { #expect((object["rate"] as? Double ?? 0) > 0, "every small scenario passed: \(line)") }
        }
        #expect(names == ["bridge", "bridge-index-floor", "bridge-lookup", "bridge-swift-noop", "bridge-engine-direct", "overhead", "throughput", "throughput-jobs2", "throughput-in-process", "throughput-in-process-jobs2",
                          "scaling-appearance-10", "scaling-appearance-100", "scaling-table-toggle-10", "scaling-table-toggle-100",
                          "scaling-navigation-5", "scaling-navigation-10", "scaling-cell-scroll-10", "scaling-cell-scroll-100", "scaling-scenarios-10", "scaling-scenarios-250", "startup", "html-report-20",
                          "solver-chain-build-10", "solver-chain-edit-10", "solver-chain-build-100", "solver-chain-edit-100",
                          "solver-grid-build-10", "solver-grid-edit-10", "solver-grid-build-100", "solver-grid-edit-100",
                          "solver-nested-build-10", "solver-nested-edit-10", "solver-nested-build-100", "solver-nested-edit-100"])
        #expect(try CLITests.run(Self.binary, ["bench", "--only", "nonsense"]).status == 2)
    }

    @Test("repl without a terminal: no prompts, values printed, scriptable")
    func pipedRepl() throws {
        let result = try Self.run(Self.binary, ["repl"], input: "x = 20\nx * 2 + 2\n=x\nprint('piped', x)\n")
        #expect(result.output == "42\n20\npiped\t20\n")
        #expect(result.status == 0)
    }

    @Test("repl without a terminal exits 1 when any line failed, after running every line")
    func pipedReplFails() throws {
        let failing = try Self.run(Self.binary, ["repl"], input: "error('boom')\nx = 2\n=x\n")
        #expect(failing.status == 1)
        #expect(failing.output == "stdin:1: boom\n2\n")
        let unknownCommand = try Self.run(Self.binary, ["repl"], input: ":trac\n")
        #expect(unknownCommand.status == 1)
        #expect(unknownCommand.output == "unknown command :trac; did you mean ':trace'? (:help lists the commands)\n")
        let file = try scenarioFile("local x = nil + 1")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try Self.run(Self.binary, ["repl", file.path], input: "1\n").status == 1)
    }

    @Test("repl FILE on a pseudo-terminal: the file's locals, print, a kept local, completion, continuation, Ctrl-C at the prompt and in a statement, a class's summary, a typo's suggestion, :trace since :mark, :save and :save!")
    func terminalRepl() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = BundledScenariosTests.root.appendingPathComponent("Tests/ScenarioKitTests/Fixtures/pty_repl.py").path
        let result = try Self.run("/usr/bin/env", ["timeout", "-s", "KILL", "90", "python3", script, Self.binary, directory.path])
        #expect(result.status == 0, "\(result.output)")
        for step in ["print shows", "local kept", "completed addChild", "no property after colon", "line cleared",
                     "continued", "interrupted", "still alive", "class summary", "typo named", "trace since mark", "saved", "exit 0"] {
            #expect(result.output.contains(step), "\(result.output)")
        }
        // What :save! wrote (after `repl classes.lua`) passes as it is.
        let saved = try Self.run(Self.binary, ["run", "saved.lua"], in: directory)
        #expect(saved.status == 0, "\(saved.output)")
    }
}
