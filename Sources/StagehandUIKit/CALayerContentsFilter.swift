/// Core Animation's `CALayerContentsFilter`: how a layer's contents are scaled. Stored.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public var rawValue: String
    /// A filter named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
