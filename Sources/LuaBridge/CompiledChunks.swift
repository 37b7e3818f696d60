import Synchronization

/// The bytecode of every chunk compiled in this process, by chunk name and source, so that
/// each new state loads the prelude and a scenario file without parsing them again: every
/// scenario runs in a fresh state, and parsing was a fifth of a small scenario's cost.
/// Only the host uses it; scripts cannot load bytecode.
final class CompiledChunks: Sendable {
    static let shared = CompiledChunks()

    struct Key: Hashable {
        var chunkName: String
        var source: String
        var stripped = false

        /// The name and the length only: hashing the whole source cost more than a lookup is
        /// worth, and a hit's equality check is cheap (the same string's storage, as a runner
        /// passes it to each scenario's state, compares by identity).
        func hash(into hasher: inout Hasher) {
            hasher.combine(chunkName)
            hasher.combine(source.utf8.count)
            hasher.combine(stripped)
        }
    }

    /// Past this many bytes of bytecode the cache starts afresh.
    static let capacity = 64 << 20

    private let storage = Mutex<(chunks: [Key: [UInt8]], bytes: Int)>(([:], 0))

    func bytecode(for key: Key) -> [UInt8]? {
        storage.withLock { $0.chunks[key] }
    }

    func store(_ bytecode: [UInt8], for key: Key) {
        storage.withLock { storage in
            if storage.bytes + bytecode.count > Self.capacity {
                storage = ([:], 0)
            }
            storage.chunks[key] = bytecode
            storage.bytes += bytecode.count
        }
    }
}
