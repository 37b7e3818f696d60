extension UIControl {
    /// The events a control sends, with UIKit's bits (rules G10, G11).
    public struct Event: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The events of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger came down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger came down again (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted within the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The menu's action (not sent by Stagehand).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field (not sent by Stagehand).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed (not sent by Stagehand).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (not sent by Stagehand).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (not sent by Stagehand).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Reserved for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
