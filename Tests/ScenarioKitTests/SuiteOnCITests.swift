import Foundation
import Testing
@testable import ScenarioKit

/// CI that cannot go green by accident (#22 item 3), and a summary that counts errors apart
/// from failures (item 4): skipped scenarios in every report, durations in reports only,
/// `--output` implying its format, empty selections, Bazel's variables and `--last-failed`.
@Suite("Suites on CI")
struct SuiteOnCITests {
    static let results: [ScenarioResult] = {
        var passed = ScenarioResult(file: "a.lua", title: "works", line: 3, status: .passed, message: "", events: [])
        passed.duration = 0.0125
        var skipped = ScenarioResult(file: "a.lua", title: "later", line: 5, status: .skipped, message: "pending", events: [])
        skipped.duration = 0.000001
        return [
            passed, skipped,
            ScenarioResult(file: "b.lua", title: "breaks", line: 9, status: .failed, message: "b.lua:10: no", events: []),
            ScenarioResult(file: "b.lua", title: "raises", line: 12, status: .error, message: "b.lua:13: boom", events: []),
            ScenarioResult(file: "b.lua", title: "dies", line: 15, status: .crashed, message: "crashed", events: []),
        ]
    }()

    @Test("the text summary counts errors apart from failures, and the skipped; a skipped scenario says why")
    func textSummary() {
        let reporter = TextReporter()
        #expect(reporter.summary(for: Self.results) == "1 passed, 1 failed, 2 errors, 1 skipped")
        #expect(reporter.summary(for: [Self.results[0], Self.results[3]]) == "1 passed, 0 failed, 1 error")
        #expect(reporter.summary(for: [Self.results[0]]) == "1 passed, 0 failed")
        #expect(reporter.line(for: Self.results[1]) == "SKIP  a.lua:5 later (pending)")
    }

    @Test("JUnit: skipped elements and counts, each testcase's time, a suite's time the sum of its cases'")
    func junit() {
        let document = JUnitReporter(seed: 1).document(for: Self.results)
        #expect(document.contains(#"<testsuites name="stagehand" tests="5" failures="1" errors="2" skipped="1" time="0.012501">"#))
        #expect(document.contains(#"<testsuite name="a.lua" tests="2" failures="0" errors="0" skipped="1" time="0.012501">"#))
        #expect(document.contains(#"<testcase classname="a" name="works" file="a.lua" line="3" time="0.012500"/>"#))
        #expect(document.contains(#"<testcase classname="a" name="later" file="a.lua" line="5" time="0.000001">"# + "\n" + #"      <skipped message="pending"/>"#))
        #expect(document.contains(#"<testcase classname="b" name="breaks" file="b.lua" line="9" time="0.000000">"#))
        #expect(JUnitReporter.time([]) == "0.000000")
    }

    @Test("TAP: a skipped scenario is ok with # SKIP and its reason")
    func tap() {
        let document = TAPReporter(seed: 1).document(for: Self.results)
        #expect(document.contains("ok 2 - a.lua:5 later # SKIP pending\n"))
        #expect(document.contains("not ok 3 - b.lua:9 breaks\n"))
    }

    @Test("JSON: status skipped and duration_s, read back whole")
    func json() {
        let lines = Self.results.map(JSONReporter().line(for:))
        #expect(lines[1].hasPrefix(#"{"duration_s":1e-06,"events":[],"file":"a.lua""#))
        #expect(lines[1].contains(#""status":"skipped""#))
        #expect(!lines[2].contains("duration_s"))
        let back = JSONReporter().results(fromLines: lines.joined(separator: "\n")).results
        #expect(back == Self.results)
        #expect(back.map(\.duration) == Self.results.map(\.duration))
    }

    @Test("a skipped scenario does not fail a run; every other status but passed does")
    func failingStatuses() {
        #expect(Self.results.map(\.status.fails) == [false, false, true, true, true])
        #expect(Self.results.map(\.status.isError) == [false, false, false, true, true])
        #expect(ScenarioResult.Status.timedOut.isError)
    }

    @Test("--last-failed's list keeps what did not run, adds this run's failures in order, forgets what passed")
    func lastFailedList() {
        let old = LastFailed(entries: [.init(file: "x.lua", title: "old"), .init(file: "b.lua", title: "breaks"),
                                       .init(file: "a.lua", title: "works")])
        let next = old.updated(with: Self.results + [Self.results[2]])
        #expect(next.entries == [.init(file: "x.lua", title: "old"), .init(file: "b.lua", title: "breaks"),
                                 .init(file: "b.lua", title: "raises"), .init(file: "b.lua", title: "dies")])
        #expect(LastFailed(text: next.text + "not json\n") == next)
        #expect(next.titles == ["x.lua": ["old"], "b.lua": ["breaks", "raises", "dies"]])
    }

    @Test("a plan limited to some titles loads only their files, then the shard splits what is left")
    func planWithTitles() throws {
        let directory = try RunPlanTests.suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path, b = directory.appendingPathComponent("b.lua").path
        var plan = RunPlan(files: [a, b], shard: nil, runner: ScenarioRunner())
        plan.titles = [a: ["one", "three"], b: ["five", "gone"]]
        #expect(plan.steps() == [RunPlan.Step(file: a, only: [0, 2]), RunPlan.Step(file: b, only: [1])])
        plan.shard = Shard(index: 2, count: 2)
        #expect(plan.steps() == [RunPlan.Step(file: a, only: [2])])
        plan.titles = [b: ["four"]]
        plan.shard = nil
        #expect(plan.steps() == [RunPlan.Step(file: b, only: [0])])
    }

    @Test("Bazel's sharding variables: absent or in range are fine; anything else is named")
    func bazelShardVariables() {
        #expect(Shard.environmentProblem([:]) == nil)
        #expect(Shard.environmentProblem(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"]) == nil)
        #expect(Shard.environmentProblem(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
                == "TEST_SHARD_INDEX=3 is out of range for TEST_TOTAL_SHARDS=3 (0 to 2)")
        #expect(Shard.environmentProblem(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "-1"])
                == "TEST_SHARD_INDEX=-1 is out of range for TEST_TOTAL_SHARDS=3 (0 to 2)")
        #expect(Shard.environmentProblem(["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"])
                == "TEST_TOTAL_SHARDS must be a positive integer, not 0")
        #expect(Shard.environmentProblem(["TEST_TOTAL_SHARDS": "2"]) == "TEST_TOTAL_SHARDS=2 is set without TEST_SHARD_INDEX")
    }

    @Test("a crashed scenario's duration is the supervisor's: from the worker's previous message to its death")
    func crashDuration() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString).lua")
        try "scenario('ok', function(app) end)\nscenario('dies', function(app) __crash('segv') end)".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let runner = IsolatedRunner(executable: CLITests.binary, runner: ScenarioRunner(), environment: ["STAGEHAND_CRASH_HOOK": "1"])
        defer { runner.shutdown() }
        let results = runner.run(file: file.path)
        #expect(results.map(\.status) == [.passed, .crashed])
        #expect(results.allSatisfy { ($0.duration ?? -1) >= 0 })
    }

    // MARK: The command line

    /// A fresh directory holding `files`, to run `stagehand` in.
    func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, source) in files {
            try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// `stagehand` run in `directory`, with CI and Bazel's variables cleared unless given.
    func stagehand(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let cleared = ["CI": "", "XML_OUTPUT_FILE": "", "TEST_SHARD_STATUS_FILE": ""]
        return try CLITests.run(CLITests.binary, arguments, in: directory, environment: cleared.merging(environment) { _, new in new })
    }

    @Test("--output FORMAT=PATH implies the format; --format is repeatable; each format is written once")
    func outputImpliesFormat() throws {
        let directory = try folder(["a.lua": "scenario('ok', function(app) end)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try stagehand(["run", "a.lua", "--output", "junit=r.xml"], in: directory)
        #expect(run.status == 0)
        #expect(run.output == "PASS  a.lua:1 ok\n1 passed, 0 failed\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("r.xml"), encoding: .utf8).contains(#"<testcase classname="a" name="ok""#))
        let repeated = try stagehand(["run", "a.lua", "--format", "tap", "--format", "json,tap", "--output", "json=r.jsonl"], in: directory)
        #expect(repeated.output == "TAP version 14\nok 1 - a.lua:1 ok\n1..1\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("r.jsonl"), encoding: .utf8).contains(#""title":"ok""#))
    }

    @Test("a --filter, --tags or shard that selects nothing exits 1 with a message; --allow-empty accepts it")
    func emptySelections() throws {
        let directory = try folder(["a.lua": "scenario('one', {tags = {'fast'}}, function(app) end)\nscenario('two', function(app) end)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let filtered = try stagehand(["run", "a.lua", "--filter", "three"], in: directory)
        #expect(filtered.status == 1)
        #expect(filtered.output.contains("stagehand: no scenario was selected (--filter 'three'); a run that runs nothing has not passed (--allow-empty accepts it)\n"))
        let tagged = try stagehand(["run", "a.lua", "--tags", "slow,ui", "--exclude-tags", "x"], in: directory)
        #expect(tagged.status == 1)
        #expect(tagged.output.contains("(--tags slow,ui, --exclude-tags x)"))
        let sharded = try stagehand(["run", "a.lua", "--shard", "3/3"], in: directory)
        #expect(sharded.status == 1)
        #expect(sharded.output.contains("(shard 3/3)"))
        let allowed = try stagehand(["run", "a.lua", "--filter", "three", "--allow-empty"], in: directory)
        #expect(allowed.status == 0)
        #expect(allowed.output == "0 passed, 0 failed\n")
        let fast = try stagehand(["run", "a.lua", "--tags", "fast"], in: directory)
        #expect(fast.output == "PASS  a.lua:1 one\n1 passed, 0 failed\n")
        let inProcess = try stagehand(["run", "a.lua", "--exclude-tags", "fast", "--in-process"], in: directory)
        #expect(inProcess.output == "PASS  a.lua:2 two\n1 passed, 0 failed\n")
    }

    @Test("stagehand merge keeps skipped scenarios (which do not fail it) and durations, whatever the format")
    func mergeSkippedAndDurations() throws {
        let directory = try folder(["a.lua": "scenario('one', function(app) end)\npending('two')\nscenario.skip('three')"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let shards = try (1...2).map { index -> String in
            let path = "shard\(index).jsonl"
            _ = try stagehand(["run", "a.lua", "--shard", "\(index)/2", "--output", "json=\(path)"], in: directory)
            return path
        }
        let merged = try stagehand(["merge", "--format", "junit"] + shards, in: directory)
        #expect(merged.status == 0)
        #expect(merged.output.contains(#"<testsuite name="a.lua" tests="3" failures="0" errors="0" skipped="2""#))
        #expect(merged.output.contains(#"<skipped message="pending"/>"#))
        let json = try stagehand(["merge", "--format", "json"] + shards, in: directory)
        let results = JSONReporter().results(fromLines: json.output).results
        #expect(results.map(\.status) == [.passed, .skipped, .skipped])
        #expect(results.allSatisfy { $0.duration != nil })
    }

    @Test("under Bazel: a shard index out of range is an error; TEST_SHARD_STATUS_FILE is touched; XML_OUTPUT_FILE gets JUnit")
    func bazel() throws {
        let directory = try folder(["a.lua": "scenario('one', function(app) end)\nscenario('two', function(app) end)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outOfRange = try stagehand(["run", "a.lua"], in: directory, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(outOfRange.status == 2)
        #expect(outOfRange.output == "stagehand: Bazel's sharding variables: TEST_SHARD_INDEX=2 is out of range for TEST_TOTAL_SHARDS=2 (0 to 1)\n")
        let status = directory.appendingPathComponent("shard-status").path
        let xml = directory.appendingPathComponent("test.xml").path
        let run = try stagehand(["run", "a.lua"], in: directory, environment: [
            "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml,
        ])
        #expect(run.status == 0)
        #expect(run.output == "PASS  a.lua:2 two\n1 passed, 0 failed\n")
        #expect(FileManager.default.fileExists(atPath: status))
        let junit = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="a" name="two" file="a.lua" line="2" time=""#))
        #expect(!junit.contains(#"name="one""#))
        // An explicit --output junit=... wins over XML_OUTPUT_FILE.
        try? FileManager.default.removeItem(atPath: xml)
        _ = try stagehand(["run", "a.lua", "--output", "junit=mine.xml"], in: directory, environment: ["XML_OUTPUT_FILE": xml])
        #expect(!FileManager.default.fileExists(atPath: xml))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("mine.xml").path))
    }

    @Test("--last-failed reruns what failed in the previous run, from .stagehand/last-failed; everything when nothing failed")
    func lastFailed() throws {
        let directory = try folder([
            "a.lua": "scenario('good', function(app) end)\nscenario('bad', function(app) expect(FIXED):toBe(true) end)",
            "b.lua": "scenario('worse', function(app) error('x') end)\nscenario('fine', function(app) end)",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try stagehand(["run", "a.lua", "b.lua"], in: directory)
        #expect(first.status == 1)
        #expect(first.output.hasSuffix("2 passed, 1 failed, 1 error\n"))
        let list = try String(contentsOf: directory.appendingPathComponent(".stagehand/last-failed"), encoding: .utf8)
        #expect(list == "{\"file\":\"a.lua\",\"title\":\"bad\"}\n{\"file\":\"b.lua\",\"title\":\"worse\"}\n")
        let again = try stagehand(["run", "a.lua", "b.lua", "--last-failed", "--list"], in: directory)
        #expect(again.output == "a.lua:2 bad\nb.lua:1 worse\n")
        try "scenario('worse', function(app) end)\nscenario('fine', function(app) end)".write(
            to: directory.appendingPathComponent("b.lua"), atomically: true, encoding: .utf8)
        let rerun = try stagehand(["run", "a.lua", "b.lua", "--last-failed"], in: directory)
        #expect(rerun.status == 1)
        #expect(rerun.output.contains("FAIL  a.lua:2 bad"))
        #expect(rerun.output.contains("PASS  b.lua:1 worse"))
        #expect(!rerun.output.contains("good") && !rerun.output.contains("fine"))
        let remaining = try String(contentsOf: directory.appendingPathComponent(".stagehand/last-failed"), encoding: .utf8)
        #expect(remaining == "{\"file\":\"a.lua\",\"title\":\"bad\"}\n")
        try "FIXED = true\nscenario('good', function(app) end)\nscenario('bad', function(app) expect(FIXED):toBe(true) end)".write(
            to: directory.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        #expect(try stagehand(["run", "a.lua", "b.lua", "--last-failed"], in: directory).output == "PASS  a.lua:3 bad\n1 passed, 0 failed\n")
        let everything = try stagehand(["run", "a.lua", "b.lua", "--last-failed"], in: directory)
        #expect(everything.status == 0)
        #expect(everything.output.contains("stagehand: --last-failed: .stagehand/last-failed lists no failure; running every selected scenario"))
        #expect(everything.output.hasSuffix("4 passed, 0 failed\n"))
    }

    @Test("with CI set, a focused file fails the run naming the file and line of its .only; without CI it runs the focused ones")
    func focusOnCI() throws {
        let directory = try folder(["a.lua": "scenario('one', function(app) end)\nscenario.only('two', function(app) end)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let local = try stagehand(["run", "a.lua"], in: directory)
        #expect(local.status == 0)
        #expect(local.output.hasSuffix("1 passed, 0 failed, 1 skipped\n"))
        let ci = try stagehand(["run", "a.lua"], in: directory, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.output.contains("ERROR a.lua:2 (file)\n      a.lua:2: scenario.only is refused when CI is set"))
        let inProcess = try stagehand(["run", "a.lua", "--in-process"], in: directory, environment: ["CI": "1"])
        #expect(inProcess.status == 1)
    }
}
