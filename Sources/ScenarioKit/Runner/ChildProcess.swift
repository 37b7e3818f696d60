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
    }

    /// The child's process id.
    public let pid: pid_t
    /// The read ends of the child's standard output and standard error.
    let output: Int32
    let errors: Int32

    /// Starts `executable` with `arguments` (not including its own name) and `environment`,
    /// standard input from /dev/null.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw SpawnError(code: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for fd in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        guard status == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw SpawnError(code: status)
        }
        return ChildProcess(pid: pid, output: outputPipe[0], errors: errorPipe[0])
    }

    /// Reads standard output until the child closes it, handing over each complete line.
    public func readLines(_ line: (Substring) -> Void) {
        var pending = ""
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
            while let newline = pending.firstIndex(of: "\n") {
                line(pending[pending.startIndex..<newline])
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        close(output)
    }

    /// Reads all of standard error (call from another thread than ``readLines(_:)``).
    public func readErrors(limit: Int = 64 * 1024) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            if data.count < limit { data += buffer[0..<min(count, limit - data.count)] }
        }
        close(errors)
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits for the child to end.
    public func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Why a child could not start.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The `errno` value.
        public var code: Int32
        /// The system's words for it.
        public var description: String { String(cString: strerror(code)) }
    }
}
