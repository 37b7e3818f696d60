/// Foundation's `NSKeyValueObservingOptions`, which Foundation on Linux lacks: what a
/// change handler receives (rule O12).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, before any change.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is called before each change too: not delivered by Stagehand, whose
    /// engine notifies after an assignment only (rule O12).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
