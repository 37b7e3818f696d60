import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// A scenario that kills its process is reported as crashed; the run goes on and keeps every
/// result already collected. (`__crash` exists only under `STAGEHAND_CRASH_HOOK=1`.)
@Suite("Crash containment")
struct CrashContainmentTests {
    static let hook = ["STAGEHAND_CRASH_HOOK": "1"]

    func file(_ source: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString).lua")
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func statuses(_ json: String) -> [String] {
        JSONReporter().results(fromLines: json).results.map { "\($0.title)=\($0.status.rawValue)" }
    }

    @Test("a segfault, an abort and an exit each crash one scenario; the others run, in order")
    func crashesAreContained() throws {
        let url = try file("""
        scenario("before", function(app) expect(1):toBe(1) end)
        scenario("segv", function(app) __crash("segv") end)
        scenario("between", function(app) expect(1):toBe(1) end)
        scenario("abort", function(app) __crash("abort") end)
        scenario("exit", function(app) __crash("exit") end)
        scenario("after", function(app) expect(1):toBe(2) end)
        """)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "json", url.path], environment: Self.hook)
        #expect(run.status == 1)
        #expect(statuses(run.output) == ["before=passed", "segv=crashed", "between=passed",
                                         "abort=crashed", "exit=crashed", "after=failed"])
        let results = JSONReporter().results(fromLines: run.output).results
        #expect(results[1].message.contains("killed by signal 11 (SIGSEGV"))
        #expect(results[3].message.contains("signal 6 (SIGABRT)"))
        #expect(results[4].message.contains("exited with status 3"))
        #expect(results[1].message.contains("rerun: stagehand run"))
    }

    @Test("in a file big enough to fork, each crashing child is charged to its scenario, four children at a time or eight")
    func forkedCrashesAreContained() throws {
        let count = ScenarioRunner.forkingThreshold + 20
        let crashing = [3: "segv", 4: "exit", 150: "abort", count - 1: "segv"]
        let url = try file((0..<count).map { index in
            let body = crashing[index].map { "__crash('\($0)')" } ?? "expect(\(index % 5)):toBe(\(index % 5 == 4 ? 0 : index % 5))"
            return "scenario('s\(index)', function(app) \(body) end)"
        }.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: url) }
        let expected = (0..<count).map { index in
            "s\(index)=" + (crashing[index] != nil ? "crashed" : index % 5 == 4 ? "failed" : "passed")
        }
        // One file: `--jobs 2` gives its worker eight children at a time, `--jobs 1` four.
        for jobs in ["1", "2"] {
            let run = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--jobs", jobs, url.path], environment: Self.hook)
            #expect(run.status == 1)
            #expect(statuses(run.output) == expected, "--jobs \(jobs)")
        }
    }

    @Test("a crash while the file loads is the file's; the next file still runs")
    func crashAtTopLevel() throws {
        let dying = try file("__crash('abort')\nscenario('never', function(app) end)")
        let fine = try file("scenario('fine', function(app) end)")
        defer { try? FileManager.default.removeItem(at: dying); try? FileManager.default.removeItem(at: fine) }
        let run = try CLITests.run(CLITests.binary, ["run", dying.path, fine.path], environment: Self.hook)
        #expect(run.status == 1)
        #expect(run.output.contains("CRASH \(dying.path):0 (file)"))
        #expect(run.output.contains("PASS  \(fine.path):1 fine"))
        #expect(run.output.hasSuffix("1 passed, 0 failed, 1 error\n"))
    }

    @Test("with --jobs 2, --filter and crashes, the order and the statuses are those of --jobs 1")
    func crashesUnderJobs() throws {
        let a = try file("scenario('a1', function(app) __crash('segv') end)\nscenario('a2', function(app) end)")
        let b = try file("scenario('b1', function(app) end)\nscenario('b2 skipped', function(app) __crash('segv') end)\nscenario('b3', function(app) __crash('exit') end)")
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        let arguments = ["run", "--format", "json", a.path, b.path]
        let one = try CLITests.run(CLITests.binary, arguments + ["--jobs", "1"], environment: Self.hook)
        let two = try CLITests.run(CLITests.binary, arguments + ["--jobs", "2"], environment: Self.hook)
        #expect(CLITests.withoutDurations(one.output) == CLITests.withoutDurations(two.output))
        #expect(statuses(one.output) == ["a1=crashed", "a2=passed", "b1=passed", "b2 skipped=crashed", "b3=crashed"])
        let filtered = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--filter", "b", a.path, b.path], environment: Self.hook)
        #expect(statuses(filtered.output) == ["b1=passed", "b2 skipped=crashed", "b3=crashed"])
    }

    @Test("without crashes, worker processes give the in-process results byte for byte")
    func isolatedMatchesInProcess() throws {
        let isolated = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--jobs", "2", "scenarios"], in: BundledScenariosTests.root)
        let inProcess = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--in-process", "scenarios"], in: BundledScenariosTests.root)
        #expect(isolated.status == 0)
        #expect(!isolated.output.isEmpty)
        #expect(CLITests.withoutDurations(isolated.output) == CLITests.withoutDurations(inProcess.output))
    }

    @Test("files run one after another on the same workers; after one dies, the next file runs on a fresh one")
    func filesAfterACrash() throws {
        let first = try file("scenario('first', function(app) expect(1):toBe(1) end)")
        let dying = try file("scenario('dies', function(app) __crash('segv') end)\nscenario('survives', function(app) end)")
        let last = try file("scenario('last', function(app) expect(1):toBe(2) end)")
        defer { for url in [first, dying, last] { try? FileManager.default.removeItem(at: url) } }
        let runner = IsolatedRunner(executable: CLITests.binary, runner: ScenarioRunner(), environment: Self.hook)
        defer { runner.shutdown() }
        var results: [ScenarioResult] = []
        for (file, only) in [(first, nil), (dying, nil), (last, nil), (first, nil), (last, [0] as Set<Int>?)] {
            results += runner.run(file: file.path, only: only)
        }
        #expect(results.map { "\($0.title)=\($0.status.rawValue)" } == [
            "first=passed", "dies=crashed", "survives=passed", "last=failed", "first=passed", "last=failed",
        ])
    }

    @Test("worker messages survive a round trip through their JSON line")
    func messagesRoundTrip() {
        var result = ScenarioResult(file: "f.lua", title: "t \"quoted\"\n", line: 3, status: .failed, message: "m", events: [
            TraceEvent(subject: "a", body: .callback(.viewWillAppear, arguments: ["true"]), rule: .A1, cause: ["f.lua:4"]),
            TraceEvent(subject: "b", body: .lint("l"), rule: .C2, cause: [""]),
        ])
        result.goldens = ["f.lua.golden/t.trace"]
        let messages: [WorkerMessage] = [
            .plan([ScenarioRunner.Planned(position: 2, declaration: .init(title: "x", line: 9))]),
            .result(result), .done,
            .forkDied(ForkDeath(process: .child, ending: .signalled(SIGKILL))),
            .forkDied(ForkDeath(process: .zygote, ending: .exited(3))),
        ]
        for message in messages {
            #expect(!message.line.contains("\n"))
            #expect(WorkerMessage(line: message.line) == message)
        }
        #expect(WorkerMessage(line: "not json") == nil)
    }
}
