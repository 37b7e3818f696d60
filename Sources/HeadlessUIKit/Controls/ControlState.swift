/// A control's state, as UIKit's `UIControl.State`, with UIKit's bits (rule G10).
public struct ControlState: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// The state of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted, not selected.
    public static let normal = ControlState([])
    /// A finger is down within the tracking area.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused (never set: Stagehand has no focus engine).
    public static let focused = ControlState(rawValue: 1 << 3)

    /// The named states, in the order of their bits.
    public static let named: [(name: String, state: ControlState)] = [
        ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
    ]

    /// The state named `name` (`"normal"`, `"highlighted"`, `"disabled"`, `"selected"`,
    /// `"focused"`), or nil.
    public init?(name: String) {
        if name == "normal" { self = .normal; return }
        guard let match = ControlState.named.first(where: { $0.name == name }) else { return nil }
        self = match.state
    }

    /// The names in the set joined by `|`, `normal` for none.
    public var traceText: String {
        let names = ControlState.named.filter { contains($0.state) }.map(\.name)
        return names.isEmpty ? "normal" : names.joined(separator: "|")
    }
}
