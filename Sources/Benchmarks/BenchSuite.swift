/// The workloads of `stagehand bench`, at full size or as a quick smoke run.
public struct BenchSuite: Sendable {
    /// Sizes and repetitions.
    public struct Plan: Sendable {
        var bridgeCalls: Int
        var overheadRepetitions: Int
        var throughputScenarios: Int
        var scenariosPerFile: Int
        var appearanceSizes: [Int]
        var tableSizes: [Int]
        var navigationSizes: [Int]
        /// Rows of the tables whose cells host controllers, scrolled top to bottom.
        var cellScrollSizes: [Int]
        /// Scenarios in the one file of `scaling-scenarios` (timed once each: the largest
        /// takes most of a minute).
        var fileSizes: [Int]
        /// Scenarios in the HTML report of `html-report`.
        var htmlReportSize: Int
        /// Views in the systems of `solver-chain` and `solver-grid`: 1,000 and 10,000, as the
        /// issue asks.
        var solverSizes: [Int] = [1_000, 10_000]
        /// Suggestions to the edit variable in those workloads.
        var solverEdits = 1_000
        /// Runs of each solver workload (the median is reported): fewer than the others,
        /// since kiwisolver's own build of 10,000 views takes up to two minutes (its
        /// substitutions walk every row).
        var solverRuns = 3
        var runs: Int

        /// The sizes: a million bridge calls, 5,000 scenarios, hierarchies and tables
        /// of 1,000 to 100,000, stacks of up to 1,000 pushes; the median of five runs.
        public static let full = Plan(bridgeCalls: 1_000_000, overheadRepetitions: 200, throughputScenarios: 5_000,
                                      scenariosPerFile: 20, appearanceSizes: [1_000, 10_000, 100_000],
                                      tableSizes: [1_000, 10_000, 100_000], navigationSizes: [250, 500, 1_000],
                                      cellScrollSizes: [1_000, 10_000], fileSizes: [1_000, 10_000, 100_000], htmlReportSize: 1_000, runs: 5)
        /// Tiny sizes that only check that every workload runs and reports.
        public static let quick = Plan(bridgeCalls: 1_000, overheadRepetitions: 2, throughputScenarios: 20,
                                       scenariosPerFile: 10, appearanceSizes: [10, 100], tableSizes: [10, 100],
                                       navigationSizes: [5, 10], cellScrollSizes: [10, 100], fileSizes: [10, 250], htmlReportSize: 20,
                                       solverSizes: [10, 100], solverEdits: 20, solverRuns: 1, runs: 1)
    }

    /// The workload names, in the order they run.
    public static let workloads = ["bridge", "overhead", "throughput", "scaling-appearance", "scaling-table-toggle",
                                   "scaling-navigation", "scaling-cell-scroll", "scaling-scenarios", "startup", "html-report",
                                   "solver-chain", "solver-grid", "solver-nested"]

    var plan: Plan
    /// The `stagehand` executable, for worker processes and start-up; nil skips those.
    var executable: String?
    /// Only these workloads (all when empty).
    var only: Set<String>

    /// The workloads named in `only` (every one when empty) at the sizes of `plan`; without
    /// `executable`, the workloads that start `stagehand` processes are skipped.
    public init(plan: Plan, executable: String?, only: Set<String> = []) {
        self.plan = plan
        self.executable = executable
        self.only = only
    }

    /// Runs the selected workloads, handing each result over as soon as it is measured.
    public func run(emit: (BenchResult) -> Void) {
        func selected(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        if selected("bridge") { BridgeBenchmark(calls: plan.bridgeCalls, runs: plan.runs * 2).run().forEach(emit) }
        if selected("overhead") { emit(OverheadBenchmark(runs: plan.runs, repetitions: plan.overheadRepetitions).run()) }
        if selected("throughput") {
            ThroughputBenchmark(scenarios: plan.throughputScenarios, perFile: plan.scenariosPerFile, runs: plan.runs,
                                executable: executable).run().forEach(emit)
        }
        ScalingBenchmarks(appearanceSizes: selected("scaling-appearance") ? plan.appearanceSizes : [],
                          tableSizes: selected("scaling-table-toggle") ? plan.tableSizes : [],
                          navigationSizes: selected("scaling-navigation") ? plan.navigationSizes : [],
                          cellScrollSizes: selected("scaling-cell-scroll") ? plan.cellScrollSizes : [],
                          runs: plan.runs).run(emit: emit)
        if selected("scaling-scenarios") {
            ScenarioFileBenchmark(sizes: plan.fileSizes, runs: 1, executable: executable).run(emit: emit)
        }
        if selected("startup"), let executable, let result = StartupBenchmark(executable: executable, runs: max(plan.runs, 5) * 4).run() {
            emit(result)
        }
        if selected("html-report") { HTMLReportBenchmark(size: plan.htmlReportSize, runs: plan.runs).run(emit: emit) }
        for shape in [SolverSystem.Shape.chain, .grid, .nested] where selected("solver-\(shape.rawValue)") {
            SolverBenchmark(shape: shape, sizes: plan.solverSizes, edits: plan.solverEdits, runs: plan.solverRuns).run(emit: emit)
        }
    }
}
