/// An edge of the screen a scripted edge pan starts from (UIKit's `UIRectEdge`, one edge).
public enum ScreenEdge: String, CaseIterable, Sendable {
    /// The left edge (the leading edge in a left-to-right layout).
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
