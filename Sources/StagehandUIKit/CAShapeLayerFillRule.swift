/// Core Animation's `CAShapeLayerFillRule`: which points a shape layer's path encloses
/// (rule J2: kept, nothing is drawn).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points the path winds around a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Points inside an odd number of the path's crossings.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
