import Foundation
import ForkServer

/// Runs work in a child process forked from a snapshot of this one: a copy-on-write copy of
/// everything this process holds when the first child is asked for, thrown away when each
/// child exits. A worker loads a scenario file once
/// and forks a child per scenario from the state that loaded it, so each scenario starts from
/// exactly the state a fresh one would reach by running the file again, without running it
/// again (see ``ScenarioRunner/serve(file:only:forkWidth:emit:)``).
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
        /// The zygote ended (killed by someone), and the child with it: how the zygote ended.
        case zygoteDied(ChildProcess.Ending)
        /// No child could be forked for work number this: it is still to be done.
        case notStarted(Int)
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

    /// Children forked from a snapshot of this process, each doing one piece of work that gives
    /// a line, at most ``width`` at once, read back in the order they started. With a width of
    /// two, a child runs while the one before it runs on the other core.
    ///
    /// The children are forked by a zygote (see `zygote.c`), a copy of this process made at
    /// the first ``start(_:)`` that writes nothing between forks: forking from this process,
    /// which keeps writing, cost each child a copy of thousands of page-table entries.
    struct Pipeline {
        /// How many children may run at once.
        let width: Int
        /// The work, by number, run in a child.
        private let work: (Int) -> String
        /// The zygote's process id and the socket its requests go to, once started.
        private var zygote: (pid: pid_t, requests: Int32)?
        /// The running children, oldest first: each one's number and the read end of its pipe.
        private var running: [(index: Int, output: Int32)] = []

        init(width: Int, work: @escaping (Int) -> String) {
            self.width = min(max(1, width), 64)
            self.work = work
        }

        /// Whether ``start(_:)`` must wait for ``finishOldest()`` first.
        var isFull: Bool { running.count >= width }
        /// Whether no child is running.
        var isEmpty: Bool { running.isEmpty }

        /// Starts work number `index` in a child, which writes the line `work` gives to a pipe
        /// and exits at once, without running exit handlers or releasing anything (its memory is
        /// a copy and goes with it). False when no child could be asked for (no zygote, no pipe).
        mutating func start(_ index: Int) -> Bool {
            guard let requests = zygote?.requests ?? startZygote() else { return false }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return false }
            defer { close(ends[1]) }
            guard zygote_request(requests, index, ends[1]) == 0 else {
                close(ends[0])
                return false
            }
            running.append((index, ends[0]))
            return true
        }

        /// Forks the zygote; in a child it forks, runs the work and never returns.
        private mutating func startZygote() -> Int32? {
            var requests: Int32 = -1, index = 0, output: Int32 = -1
            let pid = zygote_start(&requests, &index, &output)
            if pid == 0 {
                // The newline says the work is done: an exit status alone could come from anywhere.
                let bytes = Array((work(index) + "\n").utf8)
                bytes.withUnsafeBytes { process_child_finish(output, $0.baseAddress, $0.count) }
            }
            guard pid > 0 else { return nil }
            zygote = (pid, requests)
            return requests
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
            // The zygote ends the output with a trailer: its magic word, then the wait status.
            let trailer = Int(ZYGOTE_TRAILER_BYTES)
            guard bytes.count >= trailer, bytes[(bytes.count - trailer)...].starts(with: Self.magic) else {
                // The zygote itself ended without the trailer: it is gone, or going (every end
                // of the pipe is closed), so waiting for it is short.
                return .zygoteDied(endZygote())
            }
            let status = bytes.suffix(4).withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
            bytes.removeLast(trailer)
            if status == ZYGOTE_NOT_STARTED { return .notStarted(child.index) }
            let ending = ChildProcess.Ending(waitStatus: status)
            guard ending == .exited(0), bytes.last == UInt8(ascii: "\n") else { return .died(ending) }
            return .finished(String(decoding: bytes.dropLast(), as: UTF8.self))
        }

        /// Ends the zygote, once every child has been finished.
        mutating func end() { _ = endZygote() }

        /// Closes the zygote's requests and waits for it to end; how it ended.
        private mutating func endZygote() -> ChildProcess.Ending {
            guard let zygote else { return .exited(0) }
            close(zygote.requests)
            self.zygote = nil
            return ChildProcess.wait(for: zygote.pid)
        }

        /// `ZYGOTE_MAGIC`, spelt out rather than imported: a string macro with a NUL in it
        /// is not one to trust the importer with.
        private static let magic: [UInt8] = [0, UInt8(ascii: "e"), UInt8(ascii: "n"), UInt8(ascii: "d")]
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
