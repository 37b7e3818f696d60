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
        typealias Work = @Sendable (String, ScenarioRunner.Observer) -> Void
        var variants: [(name: String, jobs: Int, work: Work)] = []
        let isolated = executable.map { IsolatedRunner(executable: $0, runner: runner) }
        if let isolated {
            let work: Work = { isolated.run(file: $0, only: nil, observer: $1) }
            variants.append(("throughput", 1, work))
            variants.append(("throughput-jobs2", 2, work))
        }
        let inProcess: Work = { file, observer in _ = runner.run(file: file, observer: observer) }
        variants.append(("throughput-in-process", 1, inProcess))
        variants.append(("throughput-in-process-jobs2", 2, inProcess))
        // Every round runs every variant, so a slow patch of the machine falls on all alike.
        var allPassed = Array(repeating: true, count: variants.count)
        let times = Measurement.interleavedMedians(runs: runs, variants.enumerated().map { index, variant in
            {
                var passed = 0
                ParallelRunner(jobs: variant.jobs).run(files: files, work: variant.work) { result in
                    if result.status == .passed { passed += 1 }
                }
                if passed != total { allPassed[index] = false }
            }
        })
        isolated?.shutdown()
        // A workload whose scenarios fail measures nothing: report it as rate 0.
        let results = zip(variants.indices, times).map { index, time in
            BenchResult(name: variants[index].name, median_s: time, rate: allPassed[index] ? Double(total) / time : 0,
                        peak_rss_bytes: Measurement.peakResidentBytes)
        }
        return results
    }
}
