import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScenarioKit

/// Results are streamed and kept: each reaches standard output while later scenarios still
/// run; SIGINT or SIGTERM to `stagehand run` writes every report with the scenarios not run
/// marked as such and exits 130 or 143; a write error on standard output fails the run with
/// exit 2. Every wait is bounded.
@Suite("Interrupted runs and standard output")
struct InterruptedRunTests {
    /// A folder with `a.lua` (a scenario that hangs in one library call between two passing
    /// ones) and `b.lua` (one passing scenario).
    func suite() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try """
        scenario('before', function(app) end)
        scenario('hang', function(app) \(WatchdogTests.backtracking) end)
        scenario('after', function(app) end)
        """.write(to: url.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        try "scenario('b1', function(app) end)".write(to: url.appendingPathComponent("b.lua"), atomically: true, encoding: .utf8)
        return url
    }

    @Test("each result reaches the text, JSON and TAP streams while a later scenario still runs, and stays there when the supervisor is killed",
          arguments: ["text", "json", "tap"])
    func streamed(_ format: String) throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.lua").path
        let run = try SupervisedRun(["run", "--format", format, "--jobs", "1", "--timeout", "0", file])
        let entry = switch format {
        case "text": "PASS  \(file):1 before"
        case "tap": "ok 1 - \(file):1 before"
        default: #""title":"before""#
        }
        let seen = run.waitForLine { $0.contains(entry) }
        let running = !WatchdogTests.isGone(run.process.pid)
        let workers = run.workers
        kill(run.process.pid, SIGKILL)
        let (ending, output, _) = run.finish()
        #expect(seen, "\(output)")
        #expect(running, "the supervisor should still have been running the hang")
        #expect(ending == .signalled(SIGKILL))
        #expect(!output.contains("hang"))
        if format == "tap" { #expect(output.hasPrefix("TAP version 14\nok 1 - ")) }
        let gone = WatchdogTests.waitUntil(seconds: 20) { workers.allSatisfy(WatchdogTests.isGone) }
        if !gone { for pid in workers { kill(pid, SIGKILL) } }
        #expect(gone)
    }

    @Test("SIGTERM writes every report, text, JSON, JUnit, TAP and HTML, with what ran and the rest not run, ends the workers and exits 143")
    func terminated() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path
        let b = directory.appendingPathComponent("b.lua").path
        let report = { (name: String) in directory.appendingPathComponent(name).path }
        let run = try SupervisedRun(["run", "--format", "text,json,junit,tap,html", "--output", "json=\(report("r.jsonl"))",
                                     "--output", "junit=\(report("r.xml"))", "--output", "tap=\(report("r.tap"))",
                                     "--output", "html=\(report("r.html"))", "--jobs", "1", "--timeout", "60", a, b])
        let seen = run.waitForLine { $0.hasPrefix("PASS  \(a):1 before") }
        let workers = run.workers
        kill(run.process.pid, SIGTERM)
        let (ending, output, errors) = run.finish()
        #expect(seen)
        #expect(ending == .exited(143), "\(errors)")
        let reason = "not run: the run was interrupted (SIGTERM)"
        #expect(output == """
        PASS  \(a):1 before
        SKIP  \(a):2 hang (\(reason))
        SKIP  \(a):3 after (\(reason))
        SKIP  \(b):0 (file) (\(reason))
        1 passed, 0 failed, 3 skipped

        """)
        #expect(errors.contains("stagehand: interrupted by SIGTERM: 1 scenario ran; the reports list the 3 scenarios not run as skipped (\(reason))\n"))
        let json = JSONReporter().results(fromLines: try String(contentsOfFile: report("r.jsonl"), encoding: .utf8)).results
        #expect(json.map { "\($0.title)=\($0.status.rawValue)" } == ["before=passed", "hang=skipped", "after=skipped", "(file)=skipped"])
        #expect(json.dropFirst().allSatisfy { $0.message == reason })
        let junit = try XMLDocument(xmlString: try String(contentsOfFile: report("r.xml"), encoding: .utf8))
        #expect(try junit.nodes(forXPath: "//testcase").count == 4)
        #expect(try junit.nodes(forXPath: "//testcase/skipped[@message='\(reason)']").count == 3)
        let tap = try String(contentsOfFile: report("r.tap"), encoding: .utf8)
        #expect(tap.hasPrefix("TAP version 14\n1..4\nok 1 - \(a):1 before\nok 2 - \(a):2 hang # SKIP \(reason)\n"))
        #expect(try String(contentsOfFile: report("r.html"), encoding: .utf8).contains(reason))
        let gone = WatchdogTests.waitUntil(seconds: 20) { workers.allSatisfy(WatchdogTests.isGone) }
        if !gone { for pid in workers { kill(pid, SIGKILL) } }
        #expect(gone, "workers left behind")
    }

    @Test("SIGINT stops a run in process too, whose scenario cannot be stopped: the reports are written and it exits 130")
    func interruptedInProcess() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path
        let run = try SupervisedRun(["run", "--format", "json", "--in-process", a])
        let seen = run.waitForLine { $0.contains(#""title":"before""#) }
        kill(run.process.pid, SIGINT)
        let (ending, _, errors) = run.finish()
        #expect(seen)
        #expect(ending == .exited(130), "\(errors)")
        #expect(run.results.map { "\($0.title)=\($0.status.rawValue)" } == ["before=passed", "hang=skipped", "after=skipped"])
        #expect(run.results.last?.message == "not run: the run was interrupted (SIGINT)")
    }

    /// Runs `stagehand ARGUMENTS > /dev/full` through a shell; how it ended and its standard error.
    func runToFullDisk(_ arguments: [String]) throws -> (ending: ChildProcess.Ending, errors: String) {
        let process = try ChildProcess.spawn("/bin/sh", ["-c", #"exec "$@" >/dev/full"#, "sh", CLITests.binary] + arguments,
                                             environment: ProcessInfo.processInfo.environment)
        close(process.output)
        let errors = process.readErrors()
        return (process.wait(), errors)
    }

    @Test("a write error on standard output fails the run with exit 2 and says so: a full disk for a streamed report or a whole one, a closed pipe")
    func standardOutputErrors() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let b = directory.appendingPathComponent("b.lua").path
        for format in ["text", "junit", "tap"] {
            let full = try runToFullDisk(["run", "--format", format, b])
            #expect(full.ending == .exited(2), "\(format): \(full.errors)")
            #expect(full.errors.contains("stagehand: cannot write the \(format) report to standard output: No space left on device\n"))
        }
        let closed = try ChildProcess.spawn(CLITests.binary, ["run", b], environment: ProcessInfo.processInfo.environment)
        close(closed.output)
        let errors = closed.readErrors()
        #expect(closed.wait() == .exited(2))
        #expect(errors.contains("stagehand: cannot write the text report to standard output: Broken pipe\n"))
        let list = try runToFullDisk(["run", "--list", b])
        #expect(list.ending == .exited(2))
        #expect(list.errors.contains("stagehand: cannot write the list to standard output: No space left on device\n"))
        // A report to a file is still written when standard output fails.
        let json = directory.appendingPathComponent("r.jsonl").path
        let both = try runToFullDisk(["run", "--format", "text,json", "--output", "json=\(json)", b])
        #expect(both.ending == .exited(2))
        #expect(try String(contentsOfFile: json, encoding: .utf8).contains(#""title":"b1""#))
    }
}
