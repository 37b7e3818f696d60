import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand run [PATH ...]`: runs scenarios and reports them.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the scenarios under the given files and directories.",
        discussion: """
        Prints one line per scenario and a summary. Exits 0 when every scenario passed, \
        1 when any failed, 2 for usage errors.
        """
    )

    @Argument(help: "Scenario files or directories (searched recursively for .lua files).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Run only scenarios whose title contains this text.")
    var filter: String?

    @OptionGroup var reportOptions: ReportOptions

    @Option(help: "Run the selected scenarios this many times.")
    var `repeat`: Int = 1

    @Flag(help: "With --repeat, stop after the first run in which a scenario fails (hunting flaky scenarios).")
    var untilFailure = false

    @Flag(help: "Under each failing scenario, print every event of its trace with the rule that produced it and its cause.")
    var explain = false

    @Flag(help: "No progress line on the terminal.")
    var quiet = false

    @Flag(help: "Fail scenarios that end with lint events (misuse UIKit allows silently).")
    var strict = false

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup var seedOption: SeedOption

    @Option(help: "Run only shard i of n (1-based), splitting by scenario in a stable order. Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS are honoured when this is not given.")
    var shard: String?

    @Flag(help: "List the selected scenarios (file:line title) without running them.")
    var list = false

    @Option(help: "How many scenario files run at once (default: the number of cores). Results are the same, in the same order, as with --jobs 1.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "When expect_golden writes golden traces: missing, failed, all or never (default: never when CI is set, missing otherwise).")
    var record: RecordMode?

    @Flag(help: "Run the scenarios inside this process instead of in worker processes: a little faster to start, but a scenario that crashes the process ends the whole run.")
    var inProcess = false

    @Flag(help: .hidden)
    var worker = false

    /// With `--worker`: how many forked children may run a file's scenarios at once.
    @Option(help: .hidden)
    var forkWidth = 1

    /// Usage errors, in the order they are reported: a bad shard, a limit that is not positive,
    /// fewer than one job or repeat, a bad --output or two formats on standard output (a worker
    /// writes no reports). A missing path is found when the run is planned.
    func validate() throws {
        if let shard, Shard(shard) == nil { throw UsageError("--shard takes i/n with 1 <= i <= n, not \(shard)") }
        try limitOptions.check()
        if jobs < 1 { throw UsageError("--jobs must be at least 1, not \(jobs)") }
        if self.repeat < 1 { throw UsageError("--repeat must be at least 1, not \(self.repeat)") }
        if inProcess, let timeout = limitOptions.timeout, timeout > 0 {
            throw UsageError("--timeout needs worker processes: --in-process cannot stop a scenario stuck in a library call")
        }
        if !worker { _ = try reportOptions.files() }
    }

    func run() throws {
        let runner = makeRunner()
        if worker { return serveAsWorker(runner) }
        let plan = try makePlan(runner)
        if list {
            for line in plan.listing() { print(line) }
            return
        }
        let outputs = try reportOptions.outputs(seed: runner.seed, explain: explain)
        let results = execute(plan, reportingTo: outputs)
        try ReportOutput.finish(outputs, with: results)
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
    }

    /// The runner the options describe.
    private func makeRunner() -> ScenarioRunner {
        ScenarioRunner(filter: filter, limits: limitOptions.limits, seed: seedOption.seed,
                       record: record ?? .default(environment: ProcessInfo.processInfo.environment),
                       strict: strict)
    }

    /// The scenarios under the paths, in the shard `--shard` or Bazel's variables name.
    private func makePlan(_ runner: ScenarioRunner) throws -> RunPlan {
        do {
            return try RunPlan(paths: paths, shard: shard.flatMap(Shard.init),
                               environment: ProcessInfo.processInfo.environment, runner: runner)
        } catch {
            throw UsageError("\(error)")
        }
    }
}

extension RecordMode: ExpressibleByArgument {}
