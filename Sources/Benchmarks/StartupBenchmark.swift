import Foundation
import ScenarioKit

/// **startup**: `stagehand run` on one trivial scenario, as a whole process (start, load, run
/// the worker, report, exit). `peak_rss_bytes` is the child's.
struct StartupBenchmark {
    var executable: String
    var runs: Int

    func run() -> BenchResult? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-startup-\(getpid()).lua").path
        guard (try? "scenario('trivial', function(app) end)\n".write(toFile: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: file) }
        let environment = ProcessInfo.processInfo.environment
        let time = Measurement.median(runs: runs) {
            guard let child = try? ChildProcess.spawn(executable, ["run", "--quiet", file], environment: environment) else { return }
            child.readLines { _ in }
            _ = child.readErrors()
            _ = child.wait()
        }
        return BenchResult(name: "startup", median_s: time, peak_rss_bytes: Measurement.peakResidentBytes(of: RUSAGE_CHILDREN))
    }
}
