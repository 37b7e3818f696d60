/// How `objc_setAssociatedObject` holds a value (rule Z1), with the Objective-C runtime's raw
/// values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: Stagehand holds an object weakly (the runtime's pointer dangles; nil is
    /// the safe answer), and a value that is not an object as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained, nonatomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` value's `copy()`), nonatomically.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
