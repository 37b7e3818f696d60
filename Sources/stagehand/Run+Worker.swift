import Foundation
import ScenarioKit

extension Run {
    /// This program, to start workers from.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// The options that make a worker run scenarios exactly as this process would.
    /// `forkWidth`: how many children a worker may run at once for a file it forks (see
    /// ``ScenarioRunner/serve(_:forkWidth:emit:)``).
    static func workerOptions(_ runner: ScenarioRunner, forkWidth: Int) -> [String] {
        var options = ["--seed", String(runner.seed), "--fork-width", String(forkWidth),
                       "--max-instructions", String(runner.limits.instructions),
                       "--max-memory", String(runner.limits.memoryBytes),
                       "--record", runner.record.rawValue]
        if let filter = runner.filter { options += ["--filter", filter] }
        if runner.strict { options.append("--strict") }
        if let tags = runner.tags { options += ["--tags", tags.sorted().joined(separator: ",")] }
        if !runner.excludedTags.isEmpty { options += ["--exclude-tags", runner.excludedTags.sorted().joined(separator: ",")] }
        return options
    }

    /// `--worker`: serves ``WorkerRequest`` lines from standard input, one file each, and
    /// streams ``WorkerMessage`` lines on standard output, each written at once, for the
    /// supervising `stagehand run`; exits when its input ends, or at once when its supervisor
    /// dies (even by SIGKILL: the kernel kills a worker whose parent ends).
    func serveAsWorker(_ runner: ScenarioRunner) {
        guard IsolatedRunner.dieWithSupervisor() else { return }
        func emit(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        let requests = LineReader(fd: 0)
        while let line = requests.next() {
            guard let request = WorkerRequest(line: line) else { continue }
            runner.serve(request, forkWidth: forkWidth, emit: emit)
            emit(WorkerMessage.done.line)
        }
    }
}
