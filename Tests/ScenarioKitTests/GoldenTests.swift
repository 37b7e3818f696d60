import Foundation
import Testing
import ScenarioKit

/// `expect_golden` and the record modes.
@Suite("Golden traces")
struct GoldenTests {
    func directory() throws -> URL { try makeTemporaryFolder("golden") }

    func scenario(_ extra: String) -> String {
        """
        scenario("adds a child", function(app)
          local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
          p:addChild(c)
          c:didMoveToParent(p)
          \(extra)
          expect_golden(app)
        end)
        """
    }

    @Test("missing: the first run writes the golden, the next compares with it")
    func recordMissing() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.lua").path
        let runner = ScenarioRunner(record: .missing)
        #expect(runner.run(source: scenario(""), file: file).map(\.status) == [.passed])
        let golden = GoldenTrace.path(forScenarioFile: file, name: "adds a child")
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "C willMoveToParent(P)\nC didMoveToParent(P)\n")
        let changed = runner.run(source: scenario("c:willMoveToParent(nil)"), file: file)[0]
        #expect(changed.status == .failed)
        #expect(changed.message.contains("trace differs from golden \(golden) at event 3: got \"C willMoveToParent(nil)\""))
        #expect(changed.message.contains("+C willMoveToParent(nil)   <- first divergence"))
        #expect(changed.goldens == [golden])
    }

    @Test("never fails on a missing golden; failed rewrites a differing one; all always writes")
    func modes() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("b.lua").path
        let missing = ScenarioRunner(record: .never).run(source: scenario(""), file: file)[0]
        #expect(missing.status == .failed)
        #expect(missing.message.contains("is missing (record it with --record=missing)"))
        #expect(ScenarioRunner(record: .all).run(source: scenario(""), file: file)[0].status == .passed)
        #expect(ScenarioRunner(record: .failed).run(source: scenario("c:willMoveToParent(nil)"), file: file)[0].status == .passed)
        #expect(ScenarioRunner(record: .never).run(source: scenario("c:willMoveToParent(nil)"), file: file)[0].status == .passed)
    }

    @Test("the default is never under CI, missing elsewhere")
    func defaults() {
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: [:]) == .missing)
    }

    @Test("stagehand goldens --obsolete lists goldens no scenario uses; --prune removes them")
    func obsolete() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("c.lua")
        try scenario("").write(to: file, atomically: true, encoding: .utf8)
        _ = ScenarioRunner(record: .missing).run(file: file.path)
        let stale = dir.appendingPathComponent("c.lua.golden/gone.trace")
        try "x\n".write(to: stale, atomically: true, encoding: .utf8)
        let listed = try CLITests.run(CLITests.binary, ["goldens", "--obsolete", dir.path])
        #expect(listed.output == stale.path + "\n")
        _ = try CLITests.run(CLITests.binary, ["goldens", "--prune", dir.path])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.lua.golden/adds a child.trace").path))
    }

    @Test("stagehand goldens keeps every golden of a file that skips a scenario or does not load: what it would compare with is unknown")
    func skippedKeepGoldens() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "scenario.skip('later', function(app) expect_golden(app) end)\nscenario('now', function(app) end)"
            .write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        try "this is not lua (".write(to: dir.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        try "scenario('plain', function(app) end)".write(to: dir.appendingPathComponent("p.lua"), atomically: true, encoding: .utf8)
        for golden in ["s.lua.golden/later.trace", "broken.lua.golden/x.trace", "p.lua.golden/gone.trace"] {
            let url = dir.appendingPathComponent(golden)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let listed = try CLITests.run(CLITests.binary, ["goldens", "--obsolete", dir.path], environment: ["CI": ""])
        #expect(listed.output == dir.appendingPathComponent("p.lua.golden/gone.trace").path + "\n")
    }

    @Test("stagehand goldens runs scenarios under the wall clock of run: a scenario that hangs times out, and its file keeps every golden")
    func hangingKeepGoldens() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "scenario('hang', function(app) \(WatchdogTests.backtracking) end)\nscenario('now', function(app) end)"
            .write(to: dir.appendingPathComponent("h.lua"), atomically: true, encoding: .utf8)
        try "scenario('plain', function(app) end)".write(to: dir.appendingPathComponent("p.lua"), atomically: true, encoding: .utf8)
        for golden in ["h.lua.golden/hang.trace", "p.lua.golden/gone.trace"] {
            let url = dir.appendingPathComponent(golden)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let run = try SupervisedRun(["goldens", "--obsolete", "--timeout", "1", dir.path], environment: ["CI": ""])
        let (ending, output, errors) = run.finish(seconds: 120)
        #expect(ending == .exited(0), "\(errors)")
        #expect(output == dir.appendingPathComponent("p.lua.golden/gone.trace").path + "\n")
    }
}
