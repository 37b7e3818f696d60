/// The options of a visual format string (rule Y11), as UIKit's
/// `NSLayoutConstraint.FormatOptions`, with its raw values: an alignment of every view named in
/// the string (perpendicular to its orientation), the direction a horizontal string reads in,
/// and whether vertical spacing runs between baselines.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    /// UIKit's raw value.
    public let rawValue: UInt

    /// The options with UIKit's raw value `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every view's left edge equal to the previous view's.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Every view's right edge equal to the previous view's.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Every view's top equal to the previous view's.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Every view's bottom equal to the previous view's.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Every view's leading edge equal to the previous view's.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Every view's trailing edge equal to the previous view's.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Every view's horizontal centre equal to the previous view's.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Every view's vertical centre equal to the previous view's.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Every view's last baseline equal to the previous view's.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Every view's first baseline equal to the previous view's.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The alignment options.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// A horizontal string reads from leading to trailing (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// A horizontal string reads from left to right.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// A horizontal string reads from right to left.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// The direction options.
    public static let directionMask = VisualFormatOptions(rawValue: 0x3 << 16)

    /// Vertical spacing runs from edge to edge (the default).
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// Vertical spacing runs from one view's last baseline to the next one's first baseline.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The spacing options.
    public static let spacingMask = VisualFormatOptions(rawValue: 0x1 << 19)

    /// Each option's name, by UIKit's spelling (for scripts), in raw value order.
    public static let names: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The attributes the alignment options name, in raw value order.
    var alignedAttributes: [LayoutAttribute] {
        let table: [(VisualFormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
