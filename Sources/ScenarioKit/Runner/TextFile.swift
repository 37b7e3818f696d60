#if canImport(Glibc)
import Glibc
#endif

/// Reads the text files a scenario names (its own source, its helper modules, its goldens)
/// and says exactly what is wrong with one that is not text: Foundation's reader only says
/// that it failed, which reached users as "cannot read the file" or "not found".
enum TextFile {
    /// Files larger than this are refused before they are read: no scenario file, helper or
    /// golden trace comes near it, and reading a huge one would hold the whole run.
    static let sizeLimit = 64 << 20

    /// Why a file could not be read as text.
    enum Failure: Error, Equatable {
        /// Nothing at the path.
        case missing
        /// A directory.
        case directory
        /// A device, a pipe or a socket.
        case notRegular
        /// The system refused (the reason, from `strerror`).
        case unreadable(String)
        /// More than ``TextFile/sizeLimit`` bytes.
        case tooLarge(Int)
        /// Lua bytecode (it starts with ESC "Lua").
        case compiledChunk
        /// Not UTF-8, or a NUL byte: the first bad byte, its offset and line (from 1).
        case notText(byte: UInt8, offset: Int, line: Int)

        /// What is wrong, to follow the file's path: "is a directory".
        var phrase: String {
            switch self {
            case .missing: "does not exist"
            case .directory: "is a directory, not a file"
            case .notRegular: "is not a regular file"
            case .unreadable(let reason): "cannot be read (\(reason))"
            case .tooLarge(let size): "is \(size) bytes, over the limit of \(TextFile.sizeLimit) bytes"
            case .compiledChunk: "is compiled Lua bytecode, not text"
            case .notText(let byte, let offset, let line):
                byte == 0 ? "is not text (a NUL byte at byte offset \(offset), line \(line))"
                    : "is not UTF-8 text (byte 0x\(hex(byte)) at byte offset \(offset), line \(line))"
            }
        }

        /// Whether the file is there and readable but its content is not text.
        var isContent: Bool {
            switch self {
            case .compiledChunk, .notText: true
            default: false
            }
        }
    }

    /// The file at `path` as a string, or why it is not text.
    static func read(_ path: String) -> Result<String, Failure> {
        bytes(path).flatMap(text)
    }

    /// The bytes of the regular file at `path`. Opened without blocking, so that a named pipe
    /// in a golden's place is reported, not waited on.
    static func bytes(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(openFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notRegular)
        }
        guard status.st_size <= sizeLimit else { return .failure(.tooLarge(Int(status.st_size))) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason(errno)))
            }
            if count == 0 { return .success(bytes) }
            guard bytes.count + count <= sizeLimit else { return .failure(.tooLarge(bytes.count + count)) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// `bytes` as a string if they are UTF-8 text without NUL bytes.
    static func text(_ bytes: [UInt8]) -> Result<String, Failure> {
        if bytes.starts(with: [0x1B, 0x4C, 0x75, 0x61]) { return .failure(.compiledChunk) }
        if let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) { return .success(text) }
        let offset = firstBadByte(bytes)
        let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return .failure(.notText(byte: bytes[offset], offset: offset, line: line))
    }

    /// The offset of the first NUL or the first byte of an invalid UTF-8 sequence (the bytes
    /// have one).
    private static func firstBadByte(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return offset }
                offset += encoded.count
            case .error:
                return offset
            case .emptyInput:
                return min(offset, bytes.count - 1)
            }
        }
    }

    private static func openFailure(_ code: Int32) -> Failure {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(reason(code))
    }

    /// The system's words for an error number ("Permission denied").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
