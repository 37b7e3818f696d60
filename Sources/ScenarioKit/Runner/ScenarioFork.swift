import Foundation
import LuaShim

/// Runs work in a child process forked from this one: a copy-on-write snapshot of everything
/// this process holds, thrown away when the child exits. A worker loads a scenario file once
/// and forks a child per scenario from the state that loaded it, so each scenario starts from
/// exactly the state a fresh one would reach by running the file again, without running it
/// again (see ``ScenarioRunner/serve(_:forkWidth:emit:)``).
///
/// Only a process with one thread may fork: the child gets only the forking thread, and a lock
/// another thread held at that moment would stay locked in the child for ever.
enum ScenarioFork {
    /// How a child ended.
    enum Outcome: Equatable {
        /// The work ran to its end and gave this line.
        case finished(String)
        /// The child ended before the work did (a trap, a signal, an exit).
        case died(ChildProcess.Ending)
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

    /// Children that die with this process, each doing one piece of work that gives a line, at
    /// most ``width`` at once, read back in the order they started. With a width of two, a
    /// child forks and runs while the one before it runs on the other core.
    struct Pipeline {
        /// How many children may run at once.
        let width: Int
        /// The running children, oldest first, with the read end of each one's pipe.
        private var running: [(pid: pid_t, output: Int32)] = []

        init(width: Int) { self.width = max(1, width) }

        /// Whether ``start(_:)`` must wait for ``finishOldest()`` first.
        var isFull: Bool { running.count >= width }
        /// Whether no child is running.
        var isEmpty: Bool { running.isEmpty }

        /// Starts `work` in a child, which writes the line `work` gives to a pipe and exits at
        /// once, without running exit handlers or releasing anything (its memory is a copy and
        /// goes with it). False when no child could be made (no pipe or no process to spare).
        mutating func start(_ work: () -> String) -> Bool {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return false }
            let pid = shim_fork_dying_with_parent()
            if pid == 0 {
                close(ends[0])
                for child in running { close(child.output) }
                // The newline says the work is done: an exit status alone could come from anywhere.
                let bytes = Array((work() + "\n").utf8)
                bytes.withUnsafeBytes { shim_child_finish(ends[1], $0.baseAddress, $0.count) }
            }
            close(ends[1])
            guard pid > 0 else {
                close(ends[0])
                return false
            }
            running.append((pid, ends[0]))
            return true
        }

        /// Waits for the oldest running child: the line its work gave, or how it died.
        mutating func finishOldest() -> Outcome? {
            guard !running.isEmpty else { return nil }
            let child = running.removeFirst()
            // Read through a buffer on the stack: every heap page this process writes while a
            // child shares it is copied (and a huge page split), and this runs once a scenario.
            var bytes: [UInt8] = []
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { buffer in
                while true {
                    let count = read(child.output, buffer.baseAddress, buffer.count)
                    if count > 0 { bytes.append(contentsOf: buffer[..<count]); continue }
                    if count < 0 && errno == EINTR { continue }
                    break
                }
            }
            close(child.output)
            let ending = ChildProcess.wait(for: child.pid)
            guard ending == .exited(0), bytes.last == UInt8(ascii: "\n") else { return .died(ending) }
            return .finished(String(decoding: bytes.dropLast(), as: UTF8.self))
        }
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
