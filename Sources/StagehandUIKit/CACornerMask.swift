/// Core Animation's `CACornerMask`: which corners a layer's `cornerRadius` rounds, with Core
/// Animation's values. Stored, never drawn.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: UInt
    /// The corners of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x, minimum y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
