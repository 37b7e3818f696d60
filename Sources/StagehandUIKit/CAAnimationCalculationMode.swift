/// Core Animation's `CAAnimationCalculationMode`: a keyframe animation's interpolation
/// (rule H9: linear is modelled, the others are stored).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
