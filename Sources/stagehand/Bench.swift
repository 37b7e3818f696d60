import ArgumentParser
import Benchmarks
import Foundation
import ScenarioKit

/// `stagehand bench`: the performance workloads, one JSON object per line.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine, the bridge and the harness.",
        discussion: """
        Prints one JSON object per workload and size on standard output, and nothing else: \
        name, size (scaling workloads), median_s, rate, ratio, peak_rss_bytes; the solver \
        workloads add constraints, per_constraint_us and kiwisolver's figures on the same system \
        (kiwisolver_median_s, kiwisolver_per_constraint_us; ratio is Stagehand's over \
        kiwisolver's), or kiwisolver: "unavailable: …" when python3 cannot import it. Build with \
        `swift build -c release --static-swift-stdlib` first, as a release of Stagehand is \
        built; a debug build measures the debugger's code. \
        Workloads: \(BenchSuite.workloads.joined(separator: ", ")). See docs/performance.md.
        """
    )

    @Flag(help: "Tiny sizes and one run each: checks that every workload runs, measures nothing.")
    var quick = false

    @Option(help: "Run only this workload (repeatable).")
    var only: [String] = []

    func run() throws {
        let unknown = only.filter { !BenchSuite.workloads.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError("unknown workload \(unknown.joined(separator: ", ")); the workloads are \(BenchSuite.workloads.joined(separator: ", "))")
        }
        #if DEBUG
        if !quick {
            FileHandle.standardError.write(Data("stagehand bench: this is a debug build; build with `swift build -c release --static-swift-stdlib` for figures that mean something\n".utf8))
        }
        #endif
        let suite = BenchSuite(plan: quick ? .quick : .full, executable: IsolatedRunner.thisExecutable, only: Set(only))
        suite.run { result in
            FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
        }
    }
}
