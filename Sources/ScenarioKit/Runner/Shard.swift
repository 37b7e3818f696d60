/// One of `count` shards of a suite (`--shard index/count`, 1-based), splitting by scenario in
/// a stable order: the scenarios of all shards together are the whole suite, each exactly once.
public struct Shard: Equatable, Sendable {
    /// This shard, 1-based.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// The `index`th of `count` shards; nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `i/n`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Bazel's `TEST_SHARD_INDEX` (0-based) and `TEST_TOTAL_SHARDS`, when both are set.
    public init?(environment: [String: String]) {
        guard let total = environment["TEST_TOTAL_SHARDS"].flatMap({ Int($0) }),
              let index = environment["TEST_SHARD_INDEX"].flatMap({ Int($0) }) else { return nil }
        self.init(index: index + 1, count: total)
    }

    /// What is wrong with Bazel's sharding variables in `environment` (a total that is no
    /// positive integer, an index missing, not a number or out of range), or nil when they are
    /// absent or name a shard. A bad index must not quietly run the whole suite on every shard.
    public static func environmentProblem(_ environment: [String: String]) -> String? {
        guard let totalText = environment["TEST_TOTAL_SHARDS"] else { return nil }
        guard let total = Int(totalText), total >= 1 else {
            return "TEST_TOTAL_SHARDS must be a positive integer, not \(totalText)"
        }
        guard let indexText = environment["TEST_SHARD_INDEX"] else {
            return "TEST_TOTAL_SHARDS=\(total) is set without TEST_SHARD_INDEX"
        }
        guard let index = Int(indexText), (0..<total).contains(index) else {
            return "TEST_SHARD_INDEX=\(indexText) is out of range for TEST_TOTAL_SHARDS=\(total) (0 to \(total - 1))"
        }
        return nil
    }

    /// Whether the scenario at `position` in the whole suite's order belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }
}
