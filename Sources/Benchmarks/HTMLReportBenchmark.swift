import Foundation
import ScenarioKit

/// **html-report-N**: the HTML report of N navigation scenarios, one in ten failing with a
/// trace diff (the suite of HTMLReportTests' large-suite test). `median_s` is the time to
/// write the page; `ratio` is the page's own readiness in headless Chromium (navigation start
/// to the first screen's diagrams drawn, `body[data-ready-ms]`) in seconds, the median of the
/// runs, when Chromium is installed. A measure of the machine, kept out of the tests: a loaded
/// CI box once took 1.7 s for what an idle one draws in 0.4 s.
struct HTMLReportBenchmark {
    var size: Int
    var runs: Int

    func run(emit: (BenchResult) -> Void) {
        let results = ScenarioRunner().run(source: Self.source(count: size), file: "suite.lua")
        var html = ""
        let time = Measurement.median(runs: runs) { html = HTMLReporter(seed: 1).document(for: results) }
        var ready: [Double] = []
        if let chromium = Self.chromium {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-bench-\(getpid()).html")
            if (try? html.write(to: file, atomically: true, encoding: .utf8)) != nil {
                for _ in 0..<max(1, runs) {
                    if let milliseconds = Self.readiness(of: file, in: chromium) { ready.append(Double(milliseconds) / 1000) }
                }
                try? FileManager.default.removeItem(at: file)
            }
        }
        emit(BenchResult(name: "html-report-\(size)", size: size, median_s: time,
                         ratio: ready.isEmpty ? nil : Measurement.median(ready), peak_rss_bytes: Measurement.peakResidentBytes))
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The page's `data-ready-ms` after Chromium loads it, or nil.
    static func readiness(of file: URL, in chromium: String) -> Int? {
        guard let child = try? ChildProcess.spawn(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString],
                                                  environment: ProcessInfo.processInfo.environment) else { return nil }
        var dom = ""
        child.readLines { dom += $0 + "\n" }
        _ = child.readErrors()
        _ = child.wait()
        return dom.firstMatch(of: /data-ready-ms="(\d+)"/).flatMap { Int($0.1) }
    }

    /// `count` scenarios: a push with forwarded appearance, every tenth failing its trace.
    static func source(count: Int) -> String {
        var source = ""
        for index in 1...max(1, count) {
            source += """
            scenario("push \(index)", function(app)
              local nav = NavigationController{ name = "Nav\(index)", rootViewController = ViewController{ name = "Root\(index)" } }
              app.window.rootViewController = nav
              app:run()
              nav:pushViewController(ViewController{ name = "Detail\(index)" }, true)
              app:advance(1)
              \(index % 10 == 0 ? "expect_trace(app, { \"Detail\(index) viewDidLoad\" }, { exact = true })" : "")
            end)

            """
        }
        return source
    }
}
