import Foundation
import ForkServer

extension IsolatedRunner {
    /// The worker's side (`stagehand worker`): serves ``WorkerRequest`` lines from standard
    /// input and streams ``WorkerMessage`` lines on standard output, each written at once, for
    /// the supervisor; runs each file as the latest ``WorkerRequest/configure(_:)`` says.
    /// Returns when its input ends, or at once when its supervisor is gone (and the kernel
    /// kills it when its supervisor dies later, even by SIGKILL).
    public static func serveAsWorker() {
        guard dieWithSupervisor() else { return }
        func emit(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        var configuration = WorkerConfiguration()
        let requests = LineReader(fd: 0)
        while let line = requests.next() {
            switch WorkerRequest(line: line) {
            case .configure(let given)?:
                configuration = given
            case .run(let file, let only)?:
                configuration.runner.serve(file: file, only: only.map(Set.init), forkWidth: configuration.forkWidth, emit: emit)
                emit(WorkerMessage.done.line)
            case nil:
                continue
            }
        }
    }

    /// The environment variable that tells a worker its supervisor's process id.
    static let supervisorVariable = "STAGEHAND_SUPERVISOR"

    /// For a worker, at its start: has the kernel kill this process when its parent ends, as a
    /// supervisor killed by SIGKILL (a CI job's timeout) does, so that no worker is left behind
    /// spinning in a scenario that never ends. False when the supervisor named in the
    /// environment (or, without one, the parent) is already gone: the worker should exit.
    static func dieWithSupervisor() -> Bool {
        let supervisor = ProcessInfo.processInfo.environment[supervisorVariable].flatMap { pid_t($0) } ?? getppid()
        return process_die_with_parent(supervisor) == 0
    }
}
