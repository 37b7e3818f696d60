/// How an interpolated floating-point number is written (`\(ratio, format: .fixed(precision: 2))`).
public enum OSLogFloatFormatting: Sendable {
    /// With six digits after the point, as `%f`.
    case fixed
    /// With `precision` digits after the point.
    case fixedPrecision(Int)
    /// As `%g`.
    case hybrid
    /// As `%e`.
    case exponential

    /// With `precision` digits after the point.
    public static func fixed(precision: Int) -> OSLogFloatFormatting { .fixedPrecision(precision) }

    func text(_ value: Double) -> String {
        switch self {
        case .fixed: String(format: "%f", value)
        case .fixedPrecision(let digits): String(format: "%.\(max(0, digits))f", value)
        case .hybrid: String(format: "%g", value)
        case .exponential: String(format: "%e", value)
        }
    }
}
