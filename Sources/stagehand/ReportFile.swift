import Foundation

/// Writing a whole report to the file `--output` names, for `run` and `merge`.
enum ReportFile {
    /// The path that means standard output: `--output json=-`.
    static let standardOutput = "-"

    /// Writes `document` to `path`, replacing it at once (a reader never sees half a report); a
    /// usage error, `cannot write the <what> to <path>: <reason>`, when it cannot be written,
    /// with the system's reason (`No such file or directory`, `Is a directory`, `Permission
    /// denied`) rather than Foundation's sentence about an operation that could not complete.
    static func write(_ document: String, to path: String, what: String) throws(UsageError) {
        if let code = replace(path, with: document) {
            throw UsageError("cannot write the \(what) to \(path): \(String(cString: strerror(code)))")
        }
    }

    /// Writes a new file beside `path` and renames it over `path`; the `errno` of the step that
    /// failed, or nil. The new file is made with mode 0666 less the umask, as a shell's `>` makes
    /// one.
    private static func replace(_ path: String, with document: String) -> Int32? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
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
        if failure != nil { unlink(temporary) }
        return failure
    }
}
