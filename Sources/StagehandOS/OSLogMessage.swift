/// A log message written with string interpolation (rule O7): `"opened \(name, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as the system log shows it.
    let text: String

    /// A message of literal text.
    public init(stringLiteral value: String) { text = value }

    /// A message with interpolated values.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}
