import Foundation

/// A whole file written at once: a new file beside it, renamed over it, so that a reader never
/// sees half a report. For `stagehand run --output`, `merge` and StagehandTesting's reports.
///
/// Only a regular file or a new path is written: a symbolic link, a directory, a named pipe or
/// a device in the way is refused, never replaced (renaming over `/dev/null` as root would
/// replace the device itself, and over a link would replace the link, not what it names).
public enum AtomicFile {
    /// Why a file was not written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Something other than a regular file is at the path: what it is.
        case notRegular(String)
        /// The system refused a step: its `errno`.
        case system(Int32)

        /// `it is a symbolic link; ...` or the system's reason (`Permission denied`).
        public var description: String {
            switch self {
            case .notRegular(let what):
                "it is \(what); only a regular file or a new path is written, never replaced"
            case .system(let code):
                String(cString: strerror(code))
            }
        }
    }

    /// What stands at `path` if it is not a regular file ("a symbolic link", "a directory",
    /// "a named pipe", "a device", "a socket"); nil for a regular file or nothing.
    public static func nonRegularKind(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Writes `text` as the file at `path`, replacing a regular file there; nil, or why not
    /// (the new file is removed then). The new file is made with mode 0666 less the umask, as a
    /// shell's `>` makes one, and never through an existing file or link of the temporary name
    /// (`O_EXCL`).
    public static func write(_ text: String, to path: String) -> Failure? {
        if let kind = nonRegularKind(at: path) { return .notRegular(kind) }
        return replace(path, with: text).map(Failure.system)
    }

    private static func replace(_ path: String, with text: String) -> Int32? {
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
