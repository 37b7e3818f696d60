import Foundation
import ScenarioKit

/// **throughput** and **throughput-jobs2**: small scenarios (each with a fresh Lua state and
/// app: a controller on screen and a trace expectation) run as `stagehand run` runs them, in
/// worker processes, with one job and with two. `in-process` measures the same without
/// worker processes (`--in-process`).
struct ThroughputBenchmark {
    var scenarios: Int
    var perFile: Int
    var runs: Int
    /// The `stagehand` executable for worker processes; nil: in process only.
    var executable: String?

    static func source(file: Int, count: Int) -> String {
        (0..<count).map { index in
            """
            scenario("small \(file).\(index)", function(app)
              local vc = ViewController{ name = "VC" }
              app.window.rootViewController = vc
              app:run()
              expect_trace(app, { "VC viewWillAppear(false)", "VC viewDidAppear(false)" })
            end)

            """
        }.joined()
    }

    func run() -> [BenchResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileCount = max(1, scenarios / perFile)
        let files = (0..<fileCount).map { index -> String in
            let path = folder.appendingPathComponent(String(format: "small-%04d.lua", index)).path
            try? Self.source(file: index, count: perFile).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let total = fileCount * perFile
        let runner = ScenarioRunner(limits: ScenarioLimits())
        var results: [BenchResult] = []
        func measure(_ name: String, jobs: Int, work: @escaping @Sendable (String) -> [ScenarioResult]) {
            var passed = 0
            let time = Measurement.median(runs: runs) {
                passed = 0
                ParallelRunner(runner: runner, jobs: jobs).run(files: files, work: work) { fileResults in
                    passed += fileResults.filter { $0.status == .passed }.count
                }
            }
            // A workload whose scenarios fail measures nothing: report it as rate 0.
            let rate = passed == total ? Double(total) / time : 0
            results.append(BenchResult(name: name, median_s: time, rate: rate, peak_rss_bytes: Measurement.peakResidentBytes))
        }
        if let executable {
            let isolated = IsolatedRunner(executable: executable, options: ["--record", "never"], seed: 1)
            measure("throughput", jobs: 1) { isolated.run(file: $0) }
            measure("throughput-jobs2", jobs: 2) { isolated.run(file: $0) }
            isolated.shutdown()
        }
        measure("throughput-in-process", jobs: 1) { runner.run(file: $0) }
        measure("throughput-in-process-jobs2", jobs: 2) { runner.run(file: $0) }
        return results
    }
}
