import Foundation

/// A child process started with `posix_spawn`, its standard output and error on pipes.
///
/// Foundation's `Process` waits for its child by polling a run loop, which on the main thread
/// cost tens of milliseconds per worker; this waits with `waitpid`.
public struct ChildProcess: Sendable {
    /// How the child ended.
    public enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal killed it.
        case signalled(Int32)

        /// How a process ended, from the status `waitpid` gave.
        init(waitStatus status: Int32) {
            let signal = status & 0x7f
            self = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        }
    }

    /// The child's process id.
    public let pid: pid_t
    /// The read ends of the child's standard output and standard error.
    let output: Int32
    let errors: Int32
    /// The write end of the child's standard input, when it was given a pipe.
    let input: Int32?

    /// Starts `executable` with `arguments` (not including its own name) and `environment`;
    /// standard input is a pipe (see ``send(_:)``) when `withInput` is set, /dev/null otherwise.
    /// With `ownProcessGroup`, the child leads a process group of its own, so that a terminal's
    /// Ctrl-C (SIGINT to the foreground group) reaches only this process, which then ends it.
    ///
    /// The child is started from ``SpawnerThread``, a thread that lives as long as this process:
    /// a child that asks to die with its parent (`PR_SET_PDEATHSIG`) dies when the thread that
    /// started it ends, not the process.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                             withInput: Bool = false, ownProcessGroup: Bool = false) throws -> ChildProcess {
        try SpawnerThread.shared.perform {
            spawnHere(executable, arguments, environment: environment, withInput: withInput, ownProcessGroup: ownProcessGroup)
        }.get()
    }

    /// ``spawn(_:_:environment:withInput:ownProcessGroup:)`` on the calling thread. Every spawn
    /// runs on the one spawner thread, so none falls between another's `pipe()` and `fcntl()`:
    /// a child that inherited another's pipe end would keep that pipe open after its owner
    /// ended, and its supervisor would wait for an end of file that never comes.
    private static func spawnHere(_ executable: String, _ arguments: [String], environment: [String: String],
                                  withInput: Bool, ownProcessGroup: Bool) -> Result<ChildProcess, SpawnError> {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        var inputPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0, !withInput || pipe(&inputPipe) == 0 else {
            let code = errno
            for fd in outputPipe + errorPipe + inputPipe where fd >= 0 { close(fd) }
            return .failure(SpawnError(code: code))
        }
        for fd in outputPipe + errorPipe + inputPipe where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if withInput {
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        // The child starts with no signal blocked, whatever the spawner thread blocks, and
        // in its own process group when asked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        if withInput { close(inputPipe[0]) }
        guard status == 0 else {
            for fd in [outputPipe[0], errorPipe[0], inputPipe[1]] where fd >= 0 { close(fd) }
            return .failure(SpawnError(code: status))
        }
        return .success(ChildProcess(pid: pid, output: outputPipe[0], errors: errorPipe[0], input: withInput ? inputPipe[1] : nil))
    }

    /// Reads standard output until the child closes it, handing over each complete line.
    public func readLines(_ line: (Substring) -> Void) {
        let reader = LineReader(fd: output)
        while let next = reader.next() { line(next) }
        close(output)
    }

    /// Writes `text` to the child's standard input; false if the child is gone.
    public func send(_ text: String) -> Bool {
        guard let input else { return false }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(input, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Closes the child's standard input: a serving worker exits when it sees the end.
    public func closeInput() {
        if let input { close(input) }
    }

    /// Reads standard error until the child closes it (call from another thread than
    /// ``readLines(_:)``); keeps the last `limit` bytes, where a crash's last words are.
    public func readErrors(limit: Int = 64 * 1024) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data += buffer[0..<count]
            if data.count > 2 * limit { data.removeFirst(data.count - limit) }
        }
        close(errors)
        return String(decoding: data.suffix(limit), as: UTF8.self)
    }

    /// Waits for the child to end.
    public func wait() -> Ending { Self.wait(for: pid) }

    /// Waits for the child process `pid` to end.
    static func wait(for pid: pid_t) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Ending(waitStatus: status)
    }

    /// Why a child could not start.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The `errno` value.
        public var code: Int32
        /// The system's words for it.
        public var description: String { String(cString: strerror(code)) }
    }
}

/// Lines from a file descriptor, one at a time, keeping what follows the last line read.
public final class LineReader {
    private let fd: Int32
    /// Bytes read and not yet handed out start at `start`: a line is consumed by moving it
    /// on, and the consumed front is dropped only before the next read (dropping it line by
    /// line moved the rest of a full pipe's worth of results once per line).
    private var pending: [UInt8] = []
    private var start = 0
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// Reads from `fd` (not closed by the reader).
    public init(fd: Int32) { self.fd = fd }

    /// The next line (without its newline), or nil at the end of the input.
    public func next() -> Substring? {
        if case .line(let line) = next(before: nil) { return line }
        return nil
    }

    /// What ``next(before:)`` found.
    public enum Next: Equatable {
        /// A whole line, without its newline.
        case line(Substring)
        /// The end of the input.
        case end
        /// No whole line arrived before the deadline; a later call may still find one.
        case timedOut
    }

    /// The next line, or the end of the input, or `.timedOut` when no whole line has arrived
    /// by `deadline` (nil: wait as long as it takes).
    public func next(before deadline: ContinuousClock.Instant?) -> Next {
        var searched = start
        while true {
            if let newline = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[start..<newline], as: UTF8.self)
                start = newline + 1
                return .line(Substring(line))
            }
            pending.removeFirst(start)
            start = 0
            searched = pending.count
            if let deadline, !Self.waitForInput(fd, until: deadline) { return .timedOut }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return .end }
            pending += buffer[0..<count]
        }
    }

    /// Waits until `fd` has something to read (or has ended); false when `deadline` passes
    /// first. Input that is already there is taken even after the deadline.
    private static func waitForInput(_ fd: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = max(0, min(Int64(Int32.max), left.components.seconds * 1_000
                                          + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return true }    // let read() report it
            if ready == 0, milliseconds == 0 { return false }
        }
    }
}
