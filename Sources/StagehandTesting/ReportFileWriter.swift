import Foundation

/// Writes a whole report file at once: a new file beside it, renamed over it, so that a reader
/// never sees half a report; the folders on the way are made.
enum ReportFileWriter {
    /// Writes `document` to the absolute path `path`; nil, or why it could not (the system's
    /// reason: `Permission denied`, `Is a directory`).
    static func write(_ document: String, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        if let problem = makeFolders(url.deletingLastPathComponent().path) { return problem }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return reason(errno) }
        var failure: Int32?
        var bytes = Array(document.utf8)[...]
        while !bytes.isEmpty, failure == nil {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno != EINTR { failure = errno }
            } else {
                bytes = bytes.dropFirst(written)
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            return reason(failure)
        }
        return nil
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
