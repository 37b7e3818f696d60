import Foundation

/// Foundation's `NSKeyValueObservedChange`: one change a key-value observation reports
/// (rule O12).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange
    /// The kind: `setting` for a property.
    public let kind: Kind
    /// The new value, when the options asked for `.new`.
    public let newValue: Value?
    /// The old value, when the options asked for `.old` (nil in the `.initial` call).
    public let oldValue: Value?
    /// The indexes of a to-many change: nil for a property.
    public let indexes: IndexSet?
    /// Whether this is the call before the change: always false in Stagehand.
    public let isPrior: Bool
}
