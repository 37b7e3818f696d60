import Foundation

/// Standard output as a run's reports use it: written straight to file descriptor 1, each
/// piece at once (a result streamed to a pipe or a file is there even if the run is then
/// killed), and checked: the first write that fails (a closed pipe, a full disk) is kept, and
/// nothing more is tried, so that the run can say so and fail.
final class StandardOutput {
    /// The `errno` of the first write that failed; nil while every write has succeeded.
    private(set) var failure: Int32?

    /// Writes all of `text`, unless a write has failed before.
    func write(_ text: String) {
        guard failure == nil, !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(1, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
    }

    /// Why writing failed, as the system says it (`No space left on device`); nil if it has not.
    var failureDescription: String? { failure.map { String(cString: strerror($0)) } }
}
