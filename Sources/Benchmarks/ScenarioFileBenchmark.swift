import Foundation
import ScenarioKit

/// **scaling-scenarios-N**: one file of N small scenarios (those of `throughput`), run as
/// `stagehand run` runs it, in one worker process. Each scenario re-runs its file's top level
/// in a fresh state unless the worker forks it from the state that ran the top level once
/// (files of ``ScenarioRunner/forkingThreshold`` scenarios or more): a flat `rate` across N
/// means linear, where re-running the top level would be quadratic. The worker runs
/// ``ScenarioRunner/childrenPerJob`` children at once per core, as `stagehand run` lets it for
/// a suite of one file.
struct ScenarioFileBenchmark {
    var sizes: [Int]
    var runs: Int
    /// The `stagehand` executable for the worker process; nil skips the workload.
    var executable: String?

    func run(emit: (BenchResult) -> Void) {
        guard let executable else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-bench-file-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in sizes {
            let path = folder.appendingPathComponent("file-\(size).lua").path
            try? ThroughputBenchmark.source(file: 0, count: size).write(toFile: path, atomically: true, encoding: .utf8)
            let width = ScenarioRunner.childrenPerJob * ProcessInfo.processInfo.activeProcessorCount
            let isolated = IsolatedRunner(executable: executable, runner: ScenarioRunner(record: .never), forkWidth: width)
            var passed = true
            let time = Measurement.median(runs: runs) {
                passed = isolated.run(file: path).filter { $0.status == .passed }.count == size && passed
            }
            isolated.shutdown()
            emit(BenchResult(name: "scaling-scenarios-\(size)", size: size, median_s: time,
                             rate: passed ? Double(size) / time : 0, peak_rss_bytes: Measurement.peakResidentBytes))
        }
    }
}
