import HeadlessUIKit

/// Core Animation's `CAMediaTimingFillMode`: what an animation shows outside its active time
/// (rule H9).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model values (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// The engine's fill mode.
    var engine: LayerAnimation.FillMode { LayerAnimation.FillMode(rawValue: rawValue) ?? .removed }
}
