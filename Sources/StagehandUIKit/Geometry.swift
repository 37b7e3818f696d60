import HeadlessUIKit

// Foundation's CGRect, CGSize and CGPoint (available on Linux) are the surface's geometry; the
// engine's Rect, Size and Point are converted at the boundary.

extension CGRect {
    /// The engine's rectangle.
    var engineRect: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
    /// A rectangle from the engine's.
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
    }
}

extension CGSize {
    /// A size from the engine's.
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
    /// The engine's size.
    var engineSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    /// A point from the engine's.
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
    /// The engine's point.
    var enginePoint: Point { Point(x: Double(x), y: Double(y)) }
}
