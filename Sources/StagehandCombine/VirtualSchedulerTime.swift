import OpenCombine

/// The time of the Combine schedulers `DispatchQueue` and `RunLoop` over Stagehand (rule O8):
/// seconds of the current app's virtual clock.
public struct VirtualSchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since the app's clock started.
    public let seconds: Double

    /// The time `seconds` into the app's clock.
    public init(seconds: Double) { self.seconds = seconds }

    /// The distance to `other`.
    public func distance(to other: VirtualSchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    /// This time moved by `n`.
    public func advanced(by n: Stride) -> VirtualSchedulerTime { VirtualSchedulerTime(seconds: seconds + n.seconds) }

    /// A distance between two times, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Sendable {
        /// The distance in seconds.
        public var seconds: Double

        /// A distance of `seconds`.
        public init(_ seconds: Double) { self.seconds = seconds }
        /// A distance of `value` seconds.
        public init(floatLiteral value: Double) { seconds = value }
        /// A distance of `value` seconds.
        public init(integerLiteral value: Int) { seconds = Double(value) }
        /// A distance of `source` seconds.
        public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }

        /// The distance's size.
        public var magnitude: Double { abs(seconds) }

        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1_000_000_000) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.seconds + rhs.seconds) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.seconds - rhs.seconds) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.seconds * rhs.seconds) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.seconds += rhs.seconds }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.seconds -= rhs.seconds }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.seconds *= rhs.seconds }
    }
}
