import Foundation
@testable import ScenarioKit

/// A `stagehand run` started in the background and read as it writes, so that a test can act
/// while a known scenario runs (send a signal to the supervisor, a worker, the zygote or a
/// child), then collect the rest. Every wait is bounded; a run still going at the end of one
/// is killed.
final class SupervisedRun {
    let process: ChildProcess
    private let reader: LineReader
    /// Standard output's lines read so far.
    private(set) var lines: [String] = []
    private let errors = ErrorCollector()
    private var ended = false

    /// Starts `stagehand` with `arguments`, with `environment` added to the test's.
    /// With `input`, it is written to standard input, which is then closed.
    init(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws {
        process = try ChildProcess.spawn(CLITests.binary, arguments,
                                         environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                         withInput: input != nil)
        if let input {
            _ = process.send(input)
            process.closeInput()
        }
        reader = LineReader(fd: process.output)
        let process = process
        let errors = errors
        DispatchQueue.global().async { errors.finish(process.readErrors()) }
    }

    /// Reads standard output until a line satisfies `condition`; false when the output ends or
    /// `seconds` pass first.
    func waitForLine(seconds: Double = 30, _ condition: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
        while !ended {
            switch reader.next(before: deadline) {
            case .line(let line):
                lines.append(String(line))
                if condition(String(line)) { return true }
            case .end: ended = true
            case .timedOut: return false
            }
        }
        return false
    }

    /// The workers: the supervisor's children.
    var workers: [pid_t] { WatchdogTests.children(of: process.pid) }

    /// Reads standard output to its end and waits for the run to end, for at most `seconds`
    /// (then kills it); how it ended, all its standard output and its standard error.
    func finish(seconds: Double = 60) -> (ending: ChildProcess.Ending, output: String, errors: String) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
        while !ended {
            switch reader.next(before: deadline) {
            case .line(let line): lines.append(String(line))
            case .end: ended = true
            case .timedOut:
                kill(process.pid, SIGKILL)
                ended = true
            }
        }
        if !WatchdogTests.waitUntil(seconds: max(1, seconds / 2), { WatchdogTests.isGone(process.pid) }) { kill(process.pid, SIGKILL) }
        let ending = process.wait()
        close(process.output)
        return (ending, lines.map { $0 + "\n" }.joined(), errors.wait(seconds: 10))
    }

    /// The results of a JSON report on standard output.
    var results: [ScenarioResult] { JSONReporter().results(fromLines: lines.joined(separator: "\n")).results }
}

/// Standard error, read to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    private let done = DispatchSemaphore(value: 0)

    func finish(_ text: String) {
        lock.withLock { self.text = text }
        done.signal()
    }

    func wait(seconds: Double) -> String {
        _ = done.wait(timeout: .now() + seconds)
        return lock.withLock { text ?? "" }
    }
}
