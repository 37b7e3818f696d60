import Foundation
import Testing
@testable import ScenarioKit

/// Signals sent from outside to the processes that run scenarios, while a known scenario runs:
/// SIGKILL, SIGSTOP and SIGTERM to a worker, to the zygote of a file big enough to fork, and to
/// the child it forked for the scenario. Each charges exactly that scenario (a crash that names
/// the process that died; a stopped process is charged by the watchdog, as a timeout), every
/// other scenario passes, and no process is left behind. The scenario hangs in one library call
/// (no instruction is counted), and the test acts once the result before it has been streamed.
/// Every wait is bounded.
@Suite("Faults in worker processes", .serialized)
struct FaultTests {
    /// Which process of a run a signal goes to.
    enum Target: String, CustomStringConvertible {
        case worker, zygote, child
        var description: String { rawValue }
    }

    /// A folder with `small.lua` (a hang between two passing scenarios, run by the worker
    /// itself), `big.lua` (enough passing scenarios to fork, then a hang, run in a child of the
    /// zygote) and `z.lua` (one that runs after either).
    func suite() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let hang = "scenario('hang', function(app) \(WatchdogTests.backtracking) end)"
        try "scenario('before', function(app) end)\n\(hang)\nscenario('after', function(app) end)"
            .write(to: url.appendingPathComponent("small.lua"), atomically: true, encoding: .utf8)
        try ((0..<ScenarioRunner.forkingThreshold).map { "scenario('s\($0)', function(app) end)" } + [hang])
            .joined(separator: "\n").write(to: url.appendingPathComponent("big.lua"), atomically: true, encoding: .utf8)
        try "scenario('later', function(app) end)".write(to: url.appendingPathComponent("z.lua"), atomically: true, encoding: .utf8)
        return url
    }

    /// The process of `target` while `run` runs the hang: the worker (the supervisor's one
    /// child), its zygote (the worker's one child), or the zygote's one child still running.
    func find(_ target: Target, in run: SupervisedRun) -> [pid_t] {
        var found: [pid_t] = []
        _ = WatchdogTests.waitUntil(seconds: 20) {
            let workers = run.workers
            let zygotes = workers.flatMap(WatchdogTests.children(of:))
            let children = zygotes.flatMap(WatchdogTests.children(of:)).filter { !WatchdogTests.isGone($0) }
            found = workers + zygotes + children
            switch target {
            case .worker: return workers.count == 1
            case .zygote, .child: return workers.count == 1 && zygotes.count == 1 && children.count == 1
            }
        }
        return found
    }

    @Test("a signal to a worker, the zygote or a child charges exactly the scenario that was running",
          arguments: [Target.worker, .zygote, .child], [SIGKILL, SIGSTOP, SIGTERM])
    func signalCharges(_ target: Target, _ signal: Int32) throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(target == .worker ? "small.lua" : "big.lua").path
        let later = directory.appendingPathComponent("z.lua").path
        // A stopped process is the watchdog's to find; the others must not wait for it.
        let timeout = signal == SIGSTOP ? "2" : "60"
        let run = try SupervisedRun(["run", "--format", "json", "--jobs", "1", "--timeout", timeout, file, later])
        let previous = target == .worker ? "before" : "s\(ScenarioRunner.forkingThreshold - 1)"
        let reached = run.waitForLine { $0.contains(#""title":"\#(previous)""#) }
        let processes = reached ? find(target, in: run) : []
        let position = target == .worker ? 0 : target == .zygote ? 1 : 2
        let victim = processes.indices.contains(position) ? processes[position] : nil
        if let victim { kill(victim, signal) }
        let (ending, _, errors) = run.finish()
        #expect(reached, "the scenario before the hang should have been reported")
        #expect(victim != nil, "the \(target) should have been found: \(processes)")
        #expect(ending == .exited(1), "\(errors)")
        let results = run.results
        let expected = (target == .worker ? ["before"] : (0..<ScenarioRunner.forkingThreshold).map { "s\($0)" })
            .map { "\($0)=passed" } + ["hang=\(signal == SIGSTOP ? "timeout" : "crashed")"]
            + (target == .worker ? ["after=passed"] : []) + ["later=passed"]
        #expect(results.map { "\($0.title)=\($0.status.rawValue)" } == expected)
        let hang = try #require(results.first { $0.title == "hang" })
        #expect(hang.duration != nil, "every crash result has its duration")
        if signal == SIGSTOP {
            let line = target == .worker ? 2 : ScenarioRunner.forkingThreshold + 1
            #expect(hang.message.hasPrefix("timed out after 2 s (--timeout 2): the scenario at \(file):\(line) was still running"))
        } else {
            let name = signal == SIGKILL ? "signal 9 (SIGKILL" : "signal 15 (SIGTERM"
            let process = switch target {
            case .worker: "crashed: the worker process was killed by \(name)"
            case .zygote: "crashed: the file's zygote (the process that forks a child for each of its scenarios) was killed by \(name)"
            case .child: "crashed: the scenario's own process (forked for it from the file's zygote) was killed by \(name)"
            }
            #expect(hang.message.hasPrefix(process), "\(hang.message)")
        }
        let gone = WatchdogTests.waitUntil(seconds: 20) { processes.allSatisfy(WatchdogTests.isGone) }
        if !gone { for pid in processes { kill(pid, SIGKILL) } }
        #expect(gone, "processes left behind: \(processes.filter { !WatchdogTests.isGone($0) })")
    }
}
