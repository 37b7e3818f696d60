import Foundation
import Testing
@testable import ScenarioKit

/// The plumbing under crash containment: child processes and the worker's request protocol.
@Suite("Worker processes")
struct WorkerProcessTests {
    @Test("a line reader hands out whole lines however the bytes arrive, and drops an unfinished last line")
    func lineReader() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Written in one go and read in pieces of at most 64 KiB: lines that span reads, many
        // lines in one read, empty lines, multi-byte characters.
        let writeEnd = ends[1]
        let long = String(repeating: "x", count: 100_000)
        let text = "a\n\nbé 名前\n" + long + "\n" + (1...2_000).map { "line \($0)\n" }.joined() + "unfinished"
        let writer = Thread {
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress! + offset, min(4_096, bytes.count - offset)) }
                if written <= 0 { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        let reader = LineReader(fd: ends[0])
        var lines: [String] = []
        while let line = reader.next() { lines.append(String(line)) }
        #expect(lines == ["a", "", "bé 名前", long] + (1...2_000).map { "line \($0)" })
    }

    @Test("a child spawned while another lives does not hold the other's pipes: closing a child's input ends it")
    func siblingsDoNotInheritPipes() throws {
        for _ in 0..<20 {
            // Spawned from two threads at once, as `--jobs 2` spawns its workers.
            let spawned = SpawnedPair()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let child = try? ChildProcess.spawn("/bin/cat", [], environment: [:], withInput: true)
                spawned.set(child, at: index)
            }
            let first = try #require(spawned.children[0])
            let second = try #require(spawned.children[1])
            #expect(first.send("hello\n"))
            first.closeInput()
            // cat echoes its input and exits at its end of file; had the sibling inherited
            // the write end of its input, it would wait for ever. Bounded, so a regression
            // fails instead of hanging the suite.
            let ended = DispatchSemaphore(value: 0)
            let lines = LineCollector()
            DispatchQueue.global().async {
                first.readLines { lines.append(String($0)) }
                _ = first.readErrors()
                ended.signal()
            }
            guard ended.wait(timeout: .now() + 20) == .success else {
                Issue.record("the first child did not end when its input was closed: a sibling holds its pipe")
                kill(first.pid, SIGKILL)
                kill(second.pid, SIGKILL)
                _ = first.wait()
                _ = second.wait()
                return
            }
            #expect(lines.all == ["hello"])
            #expect(first.wait() == .exited(0))
            second.closeInput()
            second.readLines { _ in }
            _ = second.readErrors()
            #expect(second.wait() == .exited(0))
        }
    }

    @Test("a worker runs files as its configuration says, one request after another on one process, then exits when its input ends")
    func workerServesRequests() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("worker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.lua").path
        let b = directory.appendingPathComponent("b.lua").path
        try "scenario('a1', function(app) end)\nscenario('a2', function(app) expect(1):toBe(2) end)".write(toFile: a, atomically: true, encoding: .utf8)
        try "scenario('b1', function(app) end)".write(toFile: b, atomically: true, encoding: .utf8)
        let worker = try ChildProcess.spawn(CLITests.binary, ["worker"], environment: ProcessInfo.processInfo.environment, withInput: true)
        #expect(worker.send(WorkerRequest.run(file: a, only: [1]).line + "\n"))
        #expect(worker.send("not a request\n"))
        // From here on only scenarios whose title contains "2" are selected, with seed 7.
        #expect(worker.send(WorkerRequest.configure(WorkerConfiguration(runner: ScenarioRunner(filter: "2", seed: 7))).line + "\n"))
        #expect(worker.send(WorkerRequest.run(file: b, only: nil).line + "\n"))
        #expect(worker.send(WorkerRequest.run(file: a, only: nil).line + "\n"))
        worker.closeInput()
        var messages: [WorkerMessage] = []
        worker.readLines { line in if let message = WorkerMessage(line: line) { messages.append(message) } }
        _ = worker.readErrors()
        #expect(worker.wait() == .exited(0))
        let summary = messages.map { message -> String in
            switch message {
            case .plan(let plan): return "plan " + plan.map { "\($0.position):\($0.declaration.title)" }.joined(separator: ",")
            case .result(let result): return "result \(result.title)=\(result.status.rawValue) seed \(result.seed.map(String.init) ?? "-")"
            case .forkDied(let death): return "forkDied \(death.process)"
            case .done: return "done"
            }
        }
        #expect(summary == ["plan 1:a2", "result a2=failed seed 1", "done",
                            "plan ", "done",
                            "plan 0:a2", "result a2=failed seed 7", "done"])
    }

    @Test("requests survive a round trip through their JSON line: a configuration with every setting, and files")
    func requestsRoundTrip() {
        var runner = ScenarioRunner(filter: "a \"b\"", limits: ScenarioLimits(instructions: 5, memoryBytes: 6), seed: .max,
                                    record: .failed, strict: true)
        runner.tags = ["x", "y"]
        runner.excludedTags = ["z"]
        runner.refusesFocus = true
        let requests: [WorkerRequest] = [.configure(WorkerConfiguration(runner: runner, forkWidth: 8)), .configure(WorkerConfiguration()),
                                         .run(file: "dir/a \"b\".lua", only: [0, 3]), .run(file: "x.lua", only: nil)]
        for request in requests {
            #expect(!request.line.contains("\n"))
            #expect(WorkerRequest(line: request.line) == request)
        }
        guard case .configure(let read)? = WorkerRequest(line: requests[0].line) else {
            Issue.record("the configuration did not read back")
            return
        }
        #expect(read.forkWidth == 8 && read.runner.filter == "a \"b\"" && read.runner.seed == .max && read.runner.record == .failed)
        #expect(read.runner.limits.instructions == 5 && read.runner.limits.memoryBytes == 6 && read.runner.strict && read.runner.refusesFocus)
        #expect(read.runner.tags == ["x", "y"] && read.runner.excludedTags == ["z"])
        #expect(WorkerConfiguration().runner.tags == nil)
        #expect(WorkerRequest(line: "{}") == nil)
        #expect(WorkerRequest(line: #"{"run":{"file":"a.lua"},"configure":{}}"#) == nil)
        #expect(WorkerRequest(line: #"{"file":"a.lua"}"#) == nil)
    }
}

private final class SpawnedPair: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ChildProcess?] = [nil, nil]
    var children: [ChildProcess?] { lock.withLock { stored } }
    func set(_ child: ChildProcess?, at index: Int) { lock.withLock { stored[index] = child } }
}

private final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
