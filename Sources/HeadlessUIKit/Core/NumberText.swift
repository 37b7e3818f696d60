/// A number as a script would write it, for messages: `3` not `3.0`, `nan` not `-nan` (the
/// sign of a NaN means nothing, and C prints it), `inf` and `-inf`.
public enum NumberText {
    /// `value` for a message.
    public static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
