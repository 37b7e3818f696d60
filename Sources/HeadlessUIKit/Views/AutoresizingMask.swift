/// How a view follows its superview's size changes, as UIKit's `UIView.AutoresizingMask`
/// (rule Y4): the flexible parts of each axis (a margin or the size) take the change, shared
/// in proportion to their sizes; with none flexible, the view keeps its frame.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bit pattern (UIKit's values).
    public let rawValue: Int
    /// A mask from UIKit's bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin takes part of a width change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width takes part of a width change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin takes part of a width change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin takes part of a height change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height takes part of a height change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin takes part of a height change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The names a script uses, in bit order.
    public static let names: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// Rule Y4: `frame` in a superview resized from `old` to `new`.
    func resized(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = Self.axis(origin: frame.minX, size: frame.width, container: old.width, newContainer: new.width,
                                   flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = Self.axis(origin: frame.minY, size: frame.height, container: old.height, newContainer: new.height,
                                    flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the change shared by the flexible parts in proportion to their lengths
    /// (equally when they are all 0).
    private static func axis(origin: Double, size: Double, container: Double, newContainer: Double,
                             flexible: (lead: Bool, size: Bool, trail: Bool)) -> (Double, Double) {
        let delta = newContainer - container
        let parts = [(flexible.lead, origin), (flexible.size, size), (flexible.trail, container - origin - size)]
        let chosen = parts.filter(\.0)
        guard delta != 0, !chosen.isEmpty else { return (origin, size) }
        let total = chosen.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / Double(chosen.count)
        }
        return (origin + share(parts[0]), max(0, size + share(parts[1])))
    }
}
