extension UIControl {
    /// A control's state, with UIKit's bits (rule G10).
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The state of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A finger is down within the tracking area.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (never set by Stagehand).
        public static let focused = State(rawValue: 1 << 3)
        /// For the app's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
