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

    /// Ends the report: prints its closing, or writes the whole report to its file (a file
    /// that cannot be written is reported on standard error and does not stop the others).
    func finish(_ results: [ScenarioResult]) {
        guard let file else {
            print(reporter.closing(for: results), terminator: "")
            return
        }
        do {
            try reporter.document(for: results).write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("stagehand: cannot write \(file): \(error.localizedDescription)\n".utf8))
        }
    }
}
