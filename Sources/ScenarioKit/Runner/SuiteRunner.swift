import Foundation

/// Runs what a ``RunConfiguration`` asks, from the plan to the last result: finds the files
/// and the scenarios that run (``plan()``), runs each file in a worker process (or in this
/// process) with ``RunConfiguration/jobs`` files at once, the biggest first, and a big file's
/// scenarios in forked children, repeats the run, and hands each result on in the suite's
/// order (``run(_:interruption:counting:deliver:)``).
public struct SuiteRunner: Sendable {
    /// What the run does.
    public var configuration: RunConfiguration
    /// The `stagehand` executable worker processes start from.
    public var executable: String

    /// A runner of `configuration` whose workers start from `executable`: by default this
    /// program, which must then be `stagehand`.
    public init(_ configuration: RunConfiguration, executable: String = IsolatedRunner.thisExecutable) {
        self.configuration = configuration
        self.executable = executable
    }

    /// The scenario files under the paths, the shard, and with ``RunConfiguration/lastFailed``
    /// the titles the previous run did not pass (``RunPlan/titles``; left nil, so that every
    /// selected scenario runs, when `.stagehand/last-failed` lists none).
    public func plan() throws(ScenarioDiscovery.MissingPath) -> RunPlan {
        var plan = RunPlan(files: try ScenarioDiscovery.files(under: configuration.paths), shard: configuration.shard,
                           runner: configuration.runner)
        if configuration.lastFailed, let failed = LastFailed.read(), !failed.entries.isEmpty {
            plan.titles = failed.titles
        }
        return plan
    }

    /// Runs the plan's scenarios ``RunConfiguration/repetitions`` times (fewer with
    /// ``RunConfiguration/untilFailure``) and hands `deliver` each result in the suite's order
    /// as soon as every result before it is in, with how many results its repetition has given
    /// so far (it included) and how many that repetition runs: counted only when `counting`
    /// (counting loads every file once more), else 0. Once `interruption` is requested (the
    /// ``RunConfiguration/deadline`` requests it too), ends the workers and returns at once,
    /// after delivering the scenarios not run as skipped ones
    /// (``ScenarioResult/notRun(file:planned:reason:)``).
    public func run(_ plan: RunPlan, interruption: Interruption, counting: Bool = false,
                    deliver: (_ result: ScenarioResult, _ progress: (done: Int, total: Int)) -> Void) {
        if let deadline = configuration.deadline {
            interruption.request(after: deadline, reason: Interruption.deadlineReason(seconds: IsolatedRunner.seconds(deadline)))
        }
        let steps = plan.steps()
        let total = counting ? plan.scenarioCount(of: steps) : 0
        // Cores that no file of their own would keep busy go to the forked children of the
        // files there are (a suite of one big file uses both cores of a two-core machine).
        let forkWidth = FileSchedule.forkWidth(jobs: configuration.jobs, files: steps.count,
                                               cores: ProcessInfo.processInfo.activeProcessorCount)
        let isolated = configuration.inProcess ? nil : IsolatedRunner(executable: executable, runner: plan.runner, forkWidth: forkWidth,
                                                                      timeout: configuration.timeout)
        if let isolated { interruption.onRequest { isolated.interrupt() } }
        defer { isolated?.shutdown() }
        let work = Self.work(steps: steps, runner: plan.runner, isolated: isolated)
        let order = FileSchedule.largestFirst(steps.map(\.file))
        for _ in 0..<max(1, configuration.repetitions) {
            var done = 0
            var failed = false
            ParallelRunner(jobs: configuration.jobs).run(files: steps.map(\.file), order: order, interruption: interruption, work: work) { result in
                done += 1
                failed = failed || result.status.fails
                deliver(result, (done, total))
            }
            if interruption.reason != nil || configuration.untilFailure && failed { break }
        }
    }

    /// What runs one step's file, telling the observer its plan and results: a worker process
    /// of `isolated`, or `runner` in this process.
    private static func work(steps: [RunPlan.Step], runner: ScenarioRunner,
                             isolated: IsolatedRunner?) -> @Sendable (String, ScenarioRunner.Observer) -> Void {
        let only = Dictionary(steps.map { ($0.file, $0.only) }, uniquingKeysWith: { first, _ in first })
        guard let isolated else {
            return { file, observer in _ = runner.run(file: file, only: only[file] ?? nil, observer: observer) }
        }
        return { file, observer in isolated.run(file: file, only: only[file] ?? nil, observer: observer) }
    }
}
