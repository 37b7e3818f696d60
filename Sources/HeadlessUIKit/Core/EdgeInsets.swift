/// Insets from a rectangle's four edges, in points, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Sendable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets of the given points from each edge, zero by default.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Edge by edge sums.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// `top, left, bottom, right`, as UIKit's `NSStringFromUIEdgeInsets` orders them.
    public var description: String { "{\(format(top)), \(format(left)), \(format(bottom)), \(format(right))}" }
}
