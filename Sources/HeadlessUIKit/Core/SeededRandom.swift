/// The scenario's random numbers: SplitMix64 from a seed the runner chooses, so a scenario
/// that uses randomness is reproducible (the seed is printed with every failure).
public struct SeededRandom: Sendable {
    /// The seed it started from.
    public let seed: UInt64
    private var state: UInt64

    /// Starts a generator.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `low...high` (the bounds swapped if reversed).
    public mutating func int(_ low: Int, _ high: Int) -> Int {
        let (a, b) = low <= high ? (low, high) : (high, low)
        let span = UInt64(bitPattern: Int64(b) &- Int64(a)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }   // the whole 64-bit range
        return a &+ Int(truncatingIfNeeded: next() % span)
    }

    /// A uniform float in `0..<1`.
    public mutating func float() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
