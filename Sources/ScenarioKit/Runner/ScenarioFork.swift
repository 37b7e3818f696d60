import Foundation
import LuaShim

/// Runs work in a child process forked from this one: a copy-on-write snapshot of everything
/// this process holds, thrown away when the child exits. A worker loads a scenario file once
/// and forks a child per scenario from the state that loaded it, so each scenario starts from
/// exactly the state a fresh one would reach by running the file again, without running it
/// again (see ``ScenarioRunner/serve(_:send:)``).
///
/// Only a process with one thread may fork: the child gets only the forking thread, and a lock
/// another thread held at that moment would stay locked in the child for ever.
enum ScenarioFork {
    /// How a child ended.
    enum Outcome: Equatable {
        /// The work ran to its end.
        case finished
        /// The child ended before the work did (a trap, a signal, an exit).
        case died(ChildProcess.Ending)
        /// No child could be made (no pipe or no process to spare).
        case unavailable
    }

    /// Whether this process has a single thread, and so may fork (from `/proc/self/stat`).
    static var isSafe: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        // The fields after the command's closing parenthesis start with the third, `state`;
        // `num_threads` is the twentieth.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 17 && fields[17] == "1"
    }

    /// Runs `work` in a child that dies with this process, and waits for it. The child never
    /// returns: after `work` it exits at once, without running exit handlers or releasing
    /// anything (its memory is a copy and goes with it).
    static func run(_ work: () -> Void) -> Outcome {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .unavailable }
        let pid = shim_fork_dying_with_parent()
        if pid == 0 {
            close(ends[0])
            work()
            // One byte says the work is done: an exit status alone could come from anywhere.
            var done: UInt8 = 1
            _ = write(ends[1], &done, 1)
            _exit(0)
        }
        close(ends[1])
        guard pid > 0 else {
            close(ends[0])
            return .unavailable
        }
        var done: UInt8 = 0
        var count: Int
        repeat { count = read(ends[0], &done, 1) } while count < 0 && errno == EINTR
        close(ends[0])
        let ending = ChildProcess.wait(for: pid)
        return count == 1 ? .finished : .died(ending)
    }

    /// Ends this process the way a child ended, so that whoever supervises it sees the same
    /// death (the signal, or the exit status) and charges it as it would have.
    static func die(as ending: ChildProcess.Ending) -> Never {
        if case .signalled(let number) = ending {
            signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            sigprocmask(SIG_UNBLOCK, &set, nil)
            raise(number)
            // A signal whose default is not to end the process: end it anyway.
            kill(getpid(), SIGKILL)
        }
        if case .exited(let status) = ending { _exit(status) }
        _exit(1)
    }
}
