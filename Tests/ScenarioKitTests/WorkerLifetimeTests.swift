import Foundation
import Testing
@testable import ScenarioKit

/// Workers live as long as they should: not killed when the thread that started them ends, and
/// an idle worker that died or stopped is replaced before a file is given to it, charging
/// nobody. Every wait is bounded.
@Suite("Worker lifetime")
struct WorkerLifetimeTests {
    func folder() throws -> URL { try makeTemporaryFolder("lifetime") }

    @Test("a worker started from a thread that then ends lives on and serves: the parent-death signal follows the spawner thread, which never ends")
    func outlivesItsStartingThread() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.lua").path
        try "scenario('a1', function(app) end)".write(toFile: file, atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging([IsolatedRunner.supervisorVariable: String(getpid())]) { $1 }
        let request = WorkerRequest.run(file: file, only: nil).line + "\n"
        // Started from a thread that waits until the worker has served a request (so it has
        // set its parent-death signal), then ends; a worker whose signal followed that thread
        // would be killed as it ends.
        let started = StartedWorker()
        let thread = Thread {
            // `/proc/thread-self` is `PID/task/TID`.
            started.setThread((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))
                .flatMap { $0.split(separator: "/").last.flatMap { pid_t($0) } } ?? -1)
            guard let child = try? ChildProcess.spawn(CLITests.binary, ["worker"], environment: environment, withInput: true),
                  child.send(request) else { return }
            let lines = LineReader(fd: child.output)
            while case .line(let line) = lines.next(before: .now + .seconds(30)), WorkerMessage(line: line) != .done {}
            started.set(child, lines)
        }
        thread.start()
        #expect(WatchdogTests.waitUntil(seconds: 30) { started.thread.map { !FileManager.default.fileExists(atPath: "/proc/self/task/\($0)") } ?? false },
                "the starting thread should have ended")
        let (worker, lines) = try #require(started.child)
        #expect(worker.send(request))
        worker.closeInput()
        var messages: [WorkerMessage] = []
        while case .line(let line) = lines.next(before: .now + .seconds(30)) { messages.append(contentsOf: WorkerMessage(line: line).map { [$0] } ?? []) }
        close(worker.output)
        _ = worker.readErrors()
        #expect(worker.wait() == .exited(0))
        #expect(messages.contains { if case .result(let result) = $0 { result.status == .passed } else { false } })
    }

    @Test("an idle worker killed or stopped between files is replaced before its next file, and nobody is charged")
    func deadIdleWorkerIsReplaced() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.lua").path
        try "scenario('a1', function(app) end)\nscenario('a2', function(app) end)".write(toFile: file, atomically: true, encoding: .utf8)
        // The timeout bounds the wait should a stopped worker be given the file.
        let runner = IsolatedRunner(executable: CLITests.binary, runner: ScenarioRunner(), timeout: .seconds(20))
        defer { runner.shutdown() }
        #expect(runner.run(file: file).map(\.status) == [.passed, .passed])
        for signal in [SIGKILL, SIGSTOP, SIGTERM] {
            let idle = runner.idleWorkers
            try #require(idle.count == 1)
            kill(idle[0], signal)
            #expect(WatchdogTests.waitUntil(seconds: 20) { ProcessState.of(idle[0]) != .running }, "signal \(signal)")
            let results = runner.run(file: file)
            #expect(results.map(\.status) == [.passed, .passed], "signal \(signal): \(results.map(\.message))")
            #expect(runner.idleWorkers.count == 1 && runner.idleWorkers != idle)
            #expect(WatchdogTests.waitUntil(seconds: 20) { WatchdogTests.isGone(idle[0]) })
        }
    }
}

private final class StartedWorker: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (ChildProcess, LineReader)?
    private var threadID: pid_t?
    var child: (ChildProcess, LineReader)? { lock.withLock { stored } }
    var thread: pid_t? { lock.withLock { threadID } }
    func set(_ child: ChildProcess, _ lines: LineReader) { lock.withLock { stored = (child, lines) } }
    func setThread(_ id: pid_t) { lock.withLock { threadID = id } }
}
