/// A point in points, as UIKit's `CGPoint`.
public struct Point: Equatable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double
    /// The point `(x, y)`, the origin by default.
    public init(x: Double = 0, y: Double = 0) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point()
    /// `(x, y)` with integral values printed without a fraction.
    public var description: String { "(\(format(x)), \(format(y)))" }
}

/// A size in points, as UIKit's `CGSize`.
public struct Size: Equatable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size `width` x `height` points, zero by default.
    public init(width: Double = 0, height: Double = 0) { self.width = width; self.height = height }
    /// A zero size.
    public static let zero = Size()
    /// `width x height`.
    public var description: String { "\(format(width)) x \(format(height))" }
}

/// A rectangle in points, as UIKit's `CGRect`.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size
    /// The rectangle at `(x, y)`, `width` x `height` points; zero by default.
    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// The empty rectangle at the origin.
    public static let zero = Rect()

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }

    /// `{x, y, width, height}` with integral values printed without a fraction.
    public var description: String {
        "{\(format(origin.x)), \(format(origin.y)), \(format(size.width)), \(format(size.height))}"
    }
}

/// Prints `300` rather than `300.0`, and other values as Swift does.
func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
