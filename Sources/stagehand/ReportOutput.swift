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

    /// Prints the result's streamed line, if the report goes to standard output and streams.
    func receive(_ result: ScenarioResult) {
        guard file == nil, let line = reporter.streamedLine(for: result) else { return }
        print(line)
    }

    /// The format's name, for messages.
    var format: ReportFormat

    /// Ends the report: prints its closing, or writes the whole report to its file; a usage
    /// error when the file cannot be written.
    func finish(_ results: [ScenarioResult]) throws(UsageError) {
        guard let file else {
            print(reporter.closing(for: results), terminator: "")
            return
        }
        try ReportFile.write(reporter.document(for: results), to: file, what: "\(format.rawValue) report")
    }

    /// Ends every report; one whose file cannot be written does not stop the others, but once
    /// all are done, says why on standard error (`stagehand: cannot write the junit report to
    /// ...`) and fails the run with exit status 2: a run whose report is missing has not passed.
    static func finish(_ outputs: [ReportOutput], with results: [ScenarioResult]) throws(ExitCode) {
        var unwritten: [UsageError] = []
        for output in outputs {
            do throws(UsageError) { try output.finish(results) } catch { unwritten.append(error) }
        }
        guard !unwritten.isEmpty else { return }
        FileHandle.standardError.write(Data(unwritten.map { $0.description + "\n" }.joined().utf8))
        throw ExitCode(2)
    }
}
