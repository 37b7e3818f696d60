/// The part of a layout item a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`
/// (rule Y3). Leading and trailing are left and right: Stagehand lays out left to right only.
/// The baselines are an approximation (rule Y3): a label's first baseline is the bottom of its
/// first line, and any other item's baselines are its bottom edge.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (the left edge: left-to-right layout).
    case leading
    /// The trailing edge (the right edge: left-to-right layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The last line's baseline (the bottom edge, approximately).
    case lastBaseline
    /// The first line's baseline (for a label, the bottom of its first line).
    case firstBaseline
    /// The left edge of the view's layout margins (rule Y13).
    case leftMargin
    /// The right edge of the view's layout margins (rule Y13).
    case rightMargin
    /// The top edge of the view's layout margins (rule Y13).
    case topMargin
    /// The bottom edge of the view's layout margins (rule Y13).
    case bottomMargin
    /// The leading edge of the view's layout margins (rule Y13).
    case leadingMargin
    /// The trailing edge of the view's layout margins (rule Y13).
    case trailingMargin
    /// The horizontal centre between the view's left and right margins (rule Y13).
    case centerXWithinMargins
    /// The vertical centre between the view's top and bottom margins (rule Y13).
    case centerYWithinMargins
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// Whether the attribute is a size (width or height).
    public var isDimension: Bool { self == .width || self == .height }
    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute follows the layout direction: leading or trailing, of the view or
    /// of its margins (rule Y15).
    public var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// Rule Y15: the attribute under right to left: leading is the right edge, trailing the
    /// left one (and so for the margins); the others stay.
    public var mirrored: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// Rule Y13: the edge or centre of the layout margins guide a margin attribute stands for,
    /// nil for the other attributes.
    public var edgeOfMargins: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// How a constraint's first attribute compares with its second, as UIKit's
/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable {
    /// First ≤ second.
    case lessThanOrEqual
    /// First = second.
    case equal
    /// First ≥ second.
    case greaterThanOrEqual
}

/// UIKit's named layout priorities (`UILayoutPriority`), on its scale of 1 to 1000: 1000 is
/// required, anything lower is optional.
public enum LayoutPriority {
    /// 1000: the constraint must hold.
    public static let required = 1000.0
    /// 750 (`defaultHigh`): a button's compression resistance.
    public static let defaultHigh = 750.0
    /// 250 (`defaultLow`): a button's content hugging.
    public static let defaultLow = 250.0
    /// 50 (`fittingSizeLevel`): what `systemLayoutSizeFitting` asks the size with.
    public static let fittingSizeLevel = 50.0
}
