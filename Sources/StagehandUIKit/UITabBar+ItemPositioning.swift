extension UITabBar {
    /// UIKit's tab bar item positioning, with UIKit's values: stored.
    public enum ItemPositioning: Int, Sendable {
        /// Fill in a compact width, centred in a regular one.
        case automatic = 0
        /// Across the whole width.
        case fill = 1
        /// Centred, at the item width and spacing.
        case centered = 2
    }
}
