import Foundation
import Testing
@testable import ScenarioKit

/// `stagehand run --deadline`: a run of scenarios that hang ends when its deadline passes, with
/// every report written, the scenarios not finished reported as not run, and exit 124; in
/// worker processes and in process alike. Every wait is bounded; no duration is compared.
@Suite("Run deadline")
struct DeadlineTests {
    /// A folder with `a.lua` (one passing scenario, then two that hang in a library call) and
    /// `b.lua` (one passing scenario).
    func suite() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deadline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try """
        scenario('before', function(app) end)
        scenario('hang 1', function(app) \(WatchdogTests.backtracking) end)
        scenario('hang 2', function(app) \(WatchdogTests.backtracking) end)
        """.write(to: url.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        try "scenario('b1', function(app) end)".write(to: url.appendingPathComponent("b.lua"), atomically: true, encoding: .utf8)
        return url
    }

    @Test("the deadline stops a run of hanging scenarios: what ran is reported, the rest as not run, exit 124, in workers and in process",
          arguments: [["--timeout", "600"], ["--in-process"]])
    func deadlineStopsTheRun(_ mode: [String]) throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path
        let b = directory.appendingPathComponent("b.lua").path
        let junit = directory.appendingPathComponent("r.xml").path
        let run = try SupervisedRun(["run", "--format", "json", "--output", "junit=\(junit)", "--jobs", "1", "--deadline", "1.5"] + mode + [a, b])
        let (ending, _, errors) = run.finish(seconds: 120)
        #expect(ending == .exited(124), "\(errors)")
        let reason = "not run: the run's deadline passed (--deadline 1.5 s)"
        #expect(run.results.map { "\($0.title)=\($0.status.rawValue)" } == ["before=passed", "hang 1=skipped", "hang 2=skipped", "(file)=skipped"])
        #expect(run.results.dropFirst().allSatisfy { $0.message == reason })
        #expect(errors.contains("stagehand: the run's deadline passed (--deadline): 1 scenario ran; the reports list the 3 scenarios not run as skipped (\(reason))"))
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.components(separatedBy: "<skipped").count - 1 == 3)
    }

    @Test("--deadline must be a positive number of seconds")
    func deadlineUsage() throws {
        for bad in ["0", "-1", "nan"] {
            let run = try CLITests.run(CLITests.binary, ["run", "--deadline", bad, "scenarios"], in: BundledScenariosTests.root)
            #expect(run.status == 2, "--deadline \(bad)")
        }
    }
}
