/// Core Animation's `CALayerCornerCurve`: the curve of a layer's rounded corners. Stored.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
