import Foundation
import ScenarioKit

/// Writing a whole report to the file `--output` names, for `run` and `merge`.
enum ReportFile {
    /// The path that means standard output: `--output json=-`.
    static let standardOutput = "-"

    /// Writes `document` to `path`, replacing it at once (a reader never sees half a report); a
    /// usage error, `cannot write the <what> to <path>: <reason>`, when it cannot be written:
    /// something other than a regular file in the way (``AtomicFile``), or the system's reason
    /// (`No such file or directory`, `Permission denied`) rather than Foundation's sentence about
    /// an operation that could not complete.
    static func write(_ document: String, to path: String, what: String) throws(UsageError) {
        if let failure = AtomicFile.write(document, to: path) {
            throw UsageError("cannot write the \(what) to \(path): \(failure)")
        }
    }
}
