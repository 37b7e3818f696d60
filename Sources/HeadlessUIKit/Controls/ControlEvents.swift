/// The events a control sends its targets, as UIKit's `UIControl.Event`, with UIKit's bits
/// (rules G10, G11).
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// The events of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger came down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A finger came down again, the touch's tap count above 1.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved, still within the control's tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved, outside the control's tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger moved back into the tracking area.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger moved out of the tracking area.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted within the tracking area: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch turned).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action: a button's tap.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The named events, in the order of their bits: how the trace and scripts spell them.
    public static let named: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ]

    /// The event or group named `name` (`"touchUpInside"`, `"allTouchEvents"`), or nil.
    public init?(name: String) {
        switch name {
        case "allTouchEvents": self = .allTouchEvents
        case "allEvents": self = .allEvents
        default:
            guard let match = ControlEvents.named.first(where: { $0.name == name }) else { return nil }
            self = match.event
        }
    }

    /// Every name a script may give (the named events and the two groups).
    public static var allNames: [String] { named.map(\.name) + ["allTouchEvents", "allEvents"] }

    /// The named events in the set, joined by `|` in the order of their bits
    /// (`touchUpInside|primaryActionTriggered`).
    public var traceText: String {
        ControlEvents.named.filter { contains($0.event) }.map(\.name).joined(separator: "|")
    }
}
