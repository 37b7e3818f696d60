/// The alignment of an interpolated value (not modelled: the value is written as it is).
public struct OSLogStringAlignment: Sendable {
    /// No padding.
    public static let none = OSLogStringAlignment()
    /// Right-aligned in `columns`.
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
    /// Left-aligned in `columns`.
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
}
