import Foundation
import ScenarioKit

/// Writes a whole report file at once (``AtomicFile``), making the folders on the way.
enum ReportFileWriter {
    /// Writes `document` to the absolute path `path`; nil, or why it could not (the system's
    /// reason: `Permission denied`, `Is a directory`).
    static func write(_ document: String, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        if let problem = makeFolders(url.deletingLastPathComponent().path) { return problem }
        return AtomicFile.write(document, to: path).map(\.description)
    }

    /// Makes the folders of the absolute path `folder` that do not exist; nil, or why one
    /// could not be made.
    private static func makeFolders(_ folder: String) -> String? {
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o777) != 0, errno != EEXIST { return "cannot make the folder \(path) (\(reason(errno)))" }
        }
        return nil
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
