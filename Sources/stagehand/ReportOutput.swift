import ArgumentParser
import Foundation
import ScenarioKit

/// One report of a run on its way out: streamed to standard output as results arrive and
/// closed at the end, or written to its file as a whole at the end.
struct ReportOutput {
    /// The format's reporter.
    var reporter: any Reporter
    /// The file to write; nil for standard output.
    var file: String?
    /// The format's name, for messages.
    var format: ReportFormat

    /// Starts the report's stream, if it goes to standard output (TAP's version line).
    func start(on output: StandardOutput) {
        guard file == nil else { return }
        output.write(reporter.streamOpening())
    }

    /// Prints the result's entry, the `number`th of the run, if the report goes to standard
    /// output and streams.
    func receive(_ result: ScenarioResult, number: Int, on output: StandardOutput) {
        guard file == nil, let entry = reporter.streamedEntry(for: result, number: number) else { return }
        output.write(entry + "\n")
    }

    /// Whether this report needs `result`'s trace events after it has received it
    /// (``ReportFormat/needsEvents(of:streamed:explain:)``).
    func needsEvents(of result: ScenarioResult) -> Bool {
        format.needsEvents(of: result, streamed: file == nil, explain: (reporter as? TextReporter)?.explain ?? true)
    }

    /// Ends the report: prints its stream's closing, or writes the whole report to its file; a
    /// usage error when the file cannot be written.
    func finish(_ results: [ScenarioResult], on output: StandardOutput) throws(UsageError) {
        guard let file else {
            output.write(reporter.streamClosing(for: results))
            return
        }
        try ReportFile.write(reporter.document(for: results), to: file, what: "\(format.rawValue) report")
    }

    /// Writes the whole report at once, to its file or to standard output (`merge`, which has
    /// every result before it writes, so TAP's plan comes first).
    func writeWhole(_ results: [ScenarioResult], on output: StandardOutput) throws(UsageError) {
        guard file == nil else { return try finish(results, on: output) }
        output.write(reporter.document(for: results))
    }

    /// Ends every report; one that cannot be written does not stop the others. Returns why
    /// each that could not be written was not (`cannot write the junit report to ...: ...`,
    /// `cannot write the text report to standard output: No space left on device`): a run
    /// whose report is missing or cut short has not passed.
    static func finish(_ outputs: [ReportOutput], with results: [ScenarioResult], on output: StandardOutput,
                       whole: Bool = false) -> [String] {
        var unwritten: [String] = []
        for report in outputs {
            do throws(UsageError) {
                if whole { try report.writeWhole(results, on: output) } else { try report.finish(results, on: output) }
            } catch {
                unwritten.append(error.description)
            }
        }
        if let reason = output.failureDescription, let report = outputs.first(where: { $0.file == nil }) {
            unwritten.append("stagehand: cannot write the \(report.format.rawValue) report to standard output: \(reason)")
        }
        return unwritten
    }
}
