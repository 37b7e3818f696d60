import Foundation

/// One line of `stagehand bench`'s output.
public struct BenchResult: Codable, Equatable, Sendable {
    /// The workload, with the size appended for scaling workloads (`scaling-appearance-1000`).
    public var name: String
    /// For scaling workloads: the number of controllers, rows or pushes.
    public var size: Int?
    /// The median wall time of one run, in seconds.
    public var median_s: Double
    /// Operations per second, where it applies (for scaling workloads: per controller, row or
    /// push, so that a flat rate across sizes means linear growth).
    public var rate: Double?
    /// Against the limit or the direct-Swift baseline, where it applies (lower is better).
    public var ratio: Double?
    /// The process's peak resident memory so far (for `startup`: the child's).
    public var peak_rss_bytes: Int
    /// For the solver workloads: how many constraints the system holds.
    public var constraints: Int?
    /// For the solver workloads: `median_s` per constraint, in microseconds.
    public var per_constraint_us: Double?
    /// For the solver workloads: kiwisolver's median on the same system in the same run.
    public var kiwisolver_median_s: Double?
    /// For the solver workloads: kiwisolver's median per constraint, in microseconds.
    public var kiwisolver_per_constraint_us: Double?
    /// For the solver workloads when kiwisolver could not be run: why (`unavailable: …`).
    public var kiwisolver: String?

    /// One workload's line; the optional fields are left out of the JSON when nil.
    public init(name: String, size: Int? = nil, median_s: Double, rate: Double? = nil, ratio: Double? = nil, peak_rss_bytes: Int) {
        self.name = name
        self.size = size
        self.median_s = median_s
        self.rate = rate
        self.ratio = ratio
        self.peak_rss_bytes = peak_rss_bytes
    }

    /// The result as one JSON object on one line, keys sorted; absent fields are left out.
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
