import Foundation

/// A whole file written at once: a new file beside it, renamed over it, so that a reader never
/// sees half a report. For `stagehand run --output`, `merge` and StagehandTesting's reports.
public enum AtomicFile {
    /// Writes `text` as the file at `path`, replacing what is there; nil, or the `errno` of the
    /// step that failed (the new file is removed then). The new file is made with mode 0666 less
    /// the umask, as a shell's `>` makes one, and never through an existing file or link of the
    /// temporary name (`O_EXCL`).
    public static func replace(_ path: String, with text: String) -> Int32? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        var bytes = Array(text.utf8)[...]
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
