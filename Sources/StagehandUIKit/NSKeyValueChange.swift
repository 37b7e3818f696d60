/// Foundation's `NSKeyValueChange`: the kind of a change (rule O12); a property's change is
/// a `setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}
