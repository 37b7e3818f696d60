import HeadlessUIKit

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions`, with its raw values: the alignment of the
    /// views a visual format names, the direction a horizontal format reads in, and how vertical
    /// spacing is measured (rule Y11).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// UIKit's raw value.
        public let rawValue: UInt

        /// The options with UIKit's raw value `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: VisualFormatOptions.alignAllLeft.rawValue)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: VisualFormatOptions.alignAllRight.rawValue)
        /// Align every view's top.
        public static let alignAllTop = FormatOptions(rawValue: VisualFormatOptions.alignAllTop.rawValue)
        /// Align every view's bottom.
        public static let alignAllBottom = FormatOptions(rawValue: VisualFormatOptions.alignAllBottom.rawValue)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: VisualFormatOptions.alignAllLeading.rawValue)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: VisualFormatOptions.alignAllTrailing.rawValue)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: VisualFormatOptions.alignAllCenterX.rawValue)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: VisualFormatOptions.alignAllCenterY.rawValue)
        /// Align every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: VisualFormatOptions.alignAllLastBaseline.rawValue)
        /// Align every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: VisualFormatOptions.alignAllFirstBaseline.rawValue)
        /// The last baseline, under its older name.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The alignment options.
        public static let alignmentMask = FormatOptions(rawValue: VisualFormatOptions.alignmentMask.rawValue)
        /// A horizontal format reads from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format reads from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: VisualFormatOptions.directionLeftToRight.rawValue)
        /// A horizontal format reads from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: VisualFormatOptions.directionRightToLeft.rawValue)
        /// The direction options.
        public static let directionMask = FormatOptions(rawValue: VisualFormatOptions.directionMask.rawValue)
        /// Vertical spacing from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: VisualFormatOptions.spacingBaselineToBaseline.rawValue)
        /// The spacing options.
        public static let spacingMask = FormatOptions(rawValue: VisualFormatOptions.spacingMask.rawValue)

        /// The engine's options.
        var engine: VisualFormatOptions { VisualFormatOptions(rawValue: rawValue) }
    }
}
