import Foundation
import Testing
@testable import ScenarioKit

/// The wall-clock watchdog (`--timeout`), workers that die with their supervisor, and files of
/// many scenarios, which workers run by forking a child per scenario. Every wait is bounded.
@Suite("Watchdog and scale")
struct WatchdogTests {
    /// A scenario that backtracks in one `string.find` call for ever: no instruction is counted.
    static let backtracking = #"local _ = (("a"):rep(5000)):find(("a-"):rep(30) .. "b")"#
    /// Each `string.rep` is one C call, a few instructions, far under the memory cap.
    static let hugeReps = #"while true do local _ = #string.rep("z", 100 * 1024 * 1024 - 64) end"#

    func folder() throws -> URL { try makeTemporaryFolder("watchdog") }

    @Test("a run survives both hangs: each is reported as timed out with its file and line, every other scenario passes, in order")
    func survivesHangs() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        scenario("before", function(app) expect(1):toBe(1) end)
        scenario("backtracking", function(app) \(Self.backtracking) end)
        scenario("after", function(app) expect(1):toBe(1) end)
        """.write(to: directory.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        try """
        scenario("huge reps", function(app)
          \(Self.hugeReps)
        end)
        scenario("next", function(app) expect(2):toBe(2) end)
        """.write(to: directory.appendingPathComponent("b.lua"), atomically: true, encoding: .utf8)
        try "scenario('c', function(app) app.window.rootViewController = ViewController{} app:run() end)"
            .write(to: directory.appendingPathComponent("c.lua"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--timeout", "2", "--jobs", "2", directory.path])
        #expect(run.status == 1)
        let results = JSONReporter().results(fromLines: run.output).results
        #expect(results.map { "\($0.title)=\($0.status.rawValue)" } == [
            "before=passed", "backtracking=timeout", "after=passed", "huge reps=timeout", "next=passed", "c=passed",
        ])
        let a = directory.appendingPathComponent("a.lua").path
        #expect(results[1].message.hasPrefix("timed out after 2 s (--timeout 2): the scenario at \(a):2 was still running"))
        #expect(results[1].line == 2)
        #expect(results[3].message.contains("b.lua:1 was still running"))
        #expect(results[3].message.contains("rerun: stagehand run"))
        let text = TextReporter().line(for: results[1])
        #expect(text.hasPrefix("TIMEOUT \(a):2 backtracking"))
        #expect(JUnitReporter(seed: 1).document(for: results).contains(#"errors="2""#))
    }

    @Test("a top level that hangs times the file out, and the next file runs")
    func topLevelHangs() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "\(Self.backtracking)\nscenario('never', function(app) end)"
            .write(to: directory.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        try "scenario('fine', function(app) end)".write(to: directory.appendingPathComponent("b.lua"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(CLITests.binary, ["run", "--timeout", "1.5", directory.path])
        #expect(run.status == 1)
        #expect(run.output.contains("TIMEOUT \(directory.path)/a.lua:0 (file)"))
        #expect(run.output.contains("while loading"))
        #expect(run.output.contains("PASS  \(directory.path)/b.lua:1 fine"))
    }

    @Test("--timeout is a usage error with --in-process, or when negative")
    func timeoutUsage() throws {
        let inProcess = try CLITests.run(CLITests.binary, ["run", "--in-process", "--timeout", "5", "scenarios"], in: BundledScenariosTests.root)
        #expect(inProcess.status == 2)
        #expect(inProcess.output.contains("--timeout needs worker processes"))
        let negative = try CLITests.run(CLITests.binary, ["run", "--timeout", "-1", "scenarios"], in: BundledScenariosTests.root)
        #expect(negative.status == 2)
    }

    /// The pids of the processes whose parent is `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndexOf(")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent
        }
    }

    /// Whether `pid` is gone (or a zombie no one has reaped yet: it runs no more).
    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndexOf(")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test("a supervisor killed with SIGKILL leaves no worker behind, nor the zygote a worker forked, nor the child it forked for a scenario")
    func workersDieWithTheirSupervisor() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Enough scenarios that the worker forks a zygote, which forks a child per scenario;
        // the second hangs.
        let scenarios = (0..<ScenarioRunner.forkingThreshold).map { index in
            index == 1 ? "scenario('hang', function(app) \(Self.backtracking) end)" : "scenario('s\(index)', function(app) end)"
        }
        let file = directory.appendingPathComponent("hang.lua")
        try scenarios.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let supervisor = try ChildProcess.spawn(CLITests.binary, ["run", "--quiet", "--timeout", "0", "--jobs", "1", file.path],
                                                environment: ProcessInfo.processInfo.environment)
        var descendants: [pid_t] = []
        let forked = Self.waitUntil(seconds: 20) {
            let workers = Self.children(of: supervisor.pid)
            let zygotes = workers.flatMap(Self.children(of:))
            descendants = workers + zygotes + zygotes.flatMap(Self.children(of:))
            return descendants.count >= 3
        }
        kill(supervisor.pid, SIGKILL)
        _ = supervisor.wait()
        close(supervisor.output)
        close(supervisor.errors)
        #expect(forked, "the worker, its zygote and a forked child should have been running: \(descendants)")
        let gone = Self.waitUntil(seconds: 10) { descendants.allSatisfy(Self.isGone) }
        if !gone { for pid in descendants { kill(pid, SIGKILL) } }
        #expect(gone, "processes left behind: \(descendants.filter { !Self.isGone($0) })")
    }

    @Test("a file of many scenarios, forked per scenario by a worker's zygote, gives the in-process results byte for byte, with --jobs 1 and 2, four children at a time or eight, results larger than a pipe holds and skipped declarations between them included")
    func forkedMatchesInProcess() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = ScenarioRunner.forkingThreshold + 50
        let source = "local shared = 0\nlocal weak = setmetatable({}, { __mode = 'v' })\n" + (0..<count).map { index in
            """
            scenario("s\(index)", function(app)
              shared = shared + 1
              local vc = ViewController{ name = "VC\(index % 7)" }
              app.window.rootViewController = vc
              for child = 1, \(index % 40 == 0 ? 400 : 0) do
                local c = ViewController{ name = "child" .. child }
                vc:addChild(c)
                vc.view:addSubview(c.view)
                c:didMoveToParent(vc)
              end
              app:run()
              expect(shared):toBe(1)
              expect(#app.trace):toBe(\(index % 13 == 0 ? "0" : "#app.trace"))
            end)
            \(index % 17 == 0 ? "pending('p\(index)')" : "")
            \(index % 23 == 0 ? "scenario.skip('k\(index)', function(app) error('must not run') end)" : "")
            """
        }.joined(separator: "\n")
        let skipped = (0..<count).filter { $0 % 17 == 0 }.count + (0..<count).filter { $0 % 23 == 0 }.count
        try source.write(to: directory.appendingPathComponent("many.lua"), atomically: true, encoding: .utf8)
        try "scenario('small', function(app) end)".write(to: directory.appendingPathComponent("small.lua"), atomically: true, encoding: .utf8)
        let arguments = ["run", "--format", "json", "--seed", "7", directory.path]
        let one = try CLITests.run(CLITests.binary, arguments + ["--jobs", "1"])
        let two = try CLITests.run(CLITests.binary, arguments + ["--jobs", "2"])
        let inProcess = try CLITests.run(CLITests.binary, arguments + ["--in-process"])
        let results = JSONReporter().results(fromLines: one.output).results
        #expect(results.count == count + skipped + 1)
        #expect(results.filter { $0.status == .skipped }.count == skipped)
        // Each failed scenario failed in its own function: the line is within its declaration.
        for failed in results where failed.status == .failed {
            let line = failed.message.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
            #expect((failed.line + 1..<failed.line + 15).contains(line), "\(failed.title): \(failed.message)")
        }
        // A child's result is written while the worker reads an older child's: one of these
        // is several times what a pipe holds, so a child blocks until its turn comes.
        #expect(results.first { $0.title == "s40" }.map { $0.events.count > 2_000 } == true)
        #expect(results.filter { $0.status == .failed }.count == (0..<count).filter { $0 % 13 == 0 }.count)
        #expect(CLITests.withoutDurations(one.output) == CLITests.withoutDurations(inProcess.output))
        #expect(CLITests.withoutDurations(two.output) == CLITests.withoutDurations(inProcess.output))
        // Alone, the big file gets both jobs' cores: its worker runs eight children at a time.
        let many = directory.appendingPathComponent("many.lua").path
        let alone = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--seed", "7", "--jobs", "2", many])
        let aloneInProcess = try CLITests.run(CLITests.binary, ["run", "--format", "json", "--seed", "7", "--in-process", many])
        #expect(CLITests.withoutDurations(alone.output) == CLITests.withoutDurations(aloneInProcess.output))
    }
}

private extension String {
    func lastIndexOf(_ character: Character) -> Index? { lastIndex(of: character) }
}
