import Foundation
import ScenarioKit

extension Run {
    /// Runs the plan as `suite` says (``SuiteRunner/run(_:interruption:counting:deliver:)``),
    /// handing each result to every output as soon as every result before it is in, in the
    /// suite's order, with the progress line on a terminal; returns every result, each with
    /// its events only when a report still needs them. Once `interruption` is requested,
    /// returns at once, with the results in so far and the scenarios not run as skipped ones.
    func execute(_ suite: SuiteRunner, _ plan: RunPlan, reportingTo outputs: [ReportOutput], on standardOutput: StandardOutput,
                 interruption: Interruption) -> [ScenarioResult] {
        let progress = Progress(enabled: !quiet && isatty(2) == 1)
        for output in outputs { output.start(on: standardOutput) }
        var results: [ScenarioResult] = []
        // Counting the scenarios loads every file once more: only for the progress line.
        suite.run(plan, interruption: interruption, counting: progress.enabled) { result, count in
            progress.clear()
            for output in outputs { output.receive(result, number: results.count + 1, on: standardOutput) }
            // Events only for the reports that still need them: a text run keeps no traces.
            results.append(outputs.contains { $0.needsEvents(of: result) } ? result : result.keepingReportedEvents())
            progress.update(done: count.done, of: count.total)
        }
        progress.clear()
        return results
    }
}
