import Foundation

/// One worker process (`stagehand worker`) serving requests, with its standard error collected
/// on another thread.
final class Worker: @unchecked Sendable {
    let child: ChildProcess
    let lines: LineReader
    private let lock = NSLock()
    private var collectedErrors = ""
    private let errorsDone = DispatchSemaphore(value: 0)

    /// Starts a worker in a process group of its own (a terminal's Ctrl-C reaches only the
    /// supervisor, which ends its workers itself) and sends it `configuration`. A worker that
    /// cannot take it has died: sending its first file fails too, and it is charged then.
    init(executable: String, configuration: WorkerConfiguration, environment: [String: String]) throws {
        child = try ChildProcess.spawn(executable, ["worker"], environment: environment, withInput: true, ownProcessGroup: true)
        _ = child.send(WorkerRequest.configure(configuration).line + "\n")
        lines = LineReader(fd: child.output)
        let child = child
        DispatchQueue.global().async { [self] in
            let text = child.readErrors()
            lock.withLock { collectedErrors = text }
            errorsDone.signal()
        }
    }

    /// What the worker wrote to standard error (complete once it has ended).
    var errorOutput: String { lock.withLock { collectedErrors } }

    /// Whether the worker can take a request: it has neither ended (a zombie not yet waited
    /// for) nor been stopped (SIGSTOP, SIGTSTP), as `/proc` says. Asking costs no message.
    var isServiceable: Bool {
        guard let state = ProcessState.of(child.pid) else { return false }
        return state == .running
    }

    /// Closes its input and waits for it to end.
    func end() -> ChildProcess.Ending {
        child.closeInput()
        close(child.output)
        let ending = child.wait()
        errorsDone.wait()
        return ending
    }
}

/// What `/proc/PID/stat` says of a process's state.
enum ProcessState: Equatable {
    /// Running, runnable or waiting: it will answer.
    case running
    /// Stopped by a signal or a tracer: it will not answer until continued.
    case stopped
    /// Ended, not yet waited for.
    case ended

    /// The state of process `pid`; nil when there is no such process.
    static func of(_ pid: pid_t) -> ProcessState? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // The field after the command's closing parenthesis is the state letter.
        switch stat[stat.index(after: close)...].split(separator: " ").first {
        case "T", "t": return .stopped
        case "Z", "X", "x": return .ended
        case nil: return nil
        default: return .running
        }
    }
}
