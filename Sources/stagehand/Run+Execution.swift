import Foundation
import ScenarioKit

extension Run {
    /// Runs the plan's scenarios `--repeat` times (fewer with `--until-failure`), in worker
    /// processes unless `--in-process`, `--jobs` files at once, and hands each result to every
    /// output as soon as every result before it is in, in the suite's order; returns every
    /// result. Once `interruption` is requested, ends the workers and returns at once, with the
    /// results in so far and the scenarios not run as skipped ones
    /// (``ScenarioResult/notRun(file:planned:reason:)``).
    func execute(_ plan: RunPlan, reportingTo outputs: [ReportOutput], on standardOutput: StandardOutput,
                 interruption: Interruption) -> [ScenarioResult] {
        let steps = plan.steps()
        let progress = Progress(enabled: !quiet && isatty(2) == 1)
        // Counting the scenarios loads every file once more: only for the progress line.
        let total = progress.enabled ? plan.scenarioCount(of: steps) : 0
        // Cores that no file of their own would keep busy go to the forked children of the
        // files there are (a suite of one big file uses both cores of a two-core machine).
        let forkWidth = FileSchedule.forkWidth(jobs: jobCount, files: steps.count, cores: ProcessInfo.processInfo.activeProcessorCount)
        let isolated = inProcess ? nil : IsolatedRunner(executable: IsolatedRunner.thisExecutable, runner: plan.runner, forkWidth: forkWidth,
                                                        timeout: limitOptions.wallClock)
        if let isolated { interruption.onRequest { isolated.interrupt() } }
        defer { isolated?.shutdown() }
        let work = Self.work(steps: steps, runner: plan.runner, isolated: isolated)
        let order = FileSchedule.largestFirst(steps.map(\.file))
        for output in outputs { output.start(on: standardOutput) }
        var results: [ScenarioResult] = []
        for _ in 0..<max(1, self.repeat) {
            let before = results.count
            ParallelRunner(jobs: jobCount).run(files: steps.map(\.file), order: order, interruption: interruption, work: work) { result in
                progress.clear()
                for output in outputs { output.receive(result, number: results.count + 1, on: standardOutput) }
                // Events only for the reports that still need them: a text run keeps no traces.
                results.append(outputs.contains { $0.needsEvents(of: result) } ? result : result.keepingReportedEvents())
                progress.update(done: results.count - before, of: total)
            }
            progress.clear()
            if interruption.reason != nil { break }
            if untilFailure, results[before...].contains(where: \.status.fails) { break }
        }
        return results
    }

    /// What runs one step's file, telling the observer its plan and results: a worker process
    /// of `isolated`, or `runner` in this process.
    private static func work(steps: [RunPlan.Step], runner: ScenarioRunner,
                             isolated: IsolatedRunner?) -> @Sendable (String, ScenarioRunner.Observer) -> Void {
        let only = Dictionary(steps.map { ($0.file, $0.only) }, uniquingKeysWith: { first, _ in first })
        guard let isolated else {
            return { file, observer in _ = runner.run(file: file, only: only[file] ?? nil, observer: observer) }
        }
        return { file, observer in
            isolated.run(file: file, only: only[file] ?? nil, observer: observer)
        }
    }
}
