/// Hit testing (rule G1) and converting points between a view and its window.
extension View {
    /// UIKit's `hitTest(_:with:)` (rule G1): nil for a hidden view, one with interaction
    /// disabled, one with alpha below 0.01, or a point outside (``point(inside:)``); else the
    /// first subview, front to back, that returns a view for the point in its coordinates,
    /// else the view itself.
    public func standardHitTest(_ point: Point) -> View? {
        guard !isHidden, userInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() where runtime.charge() {    // rule R3
            if let hit = subview.hitTest(subview.convert(fromSuperview: point)) { return hit }
        }
        return self
    }

    /// `point`, in the superview's coordinates, in the view's own coordinates.
    func convert(fromSuperview point: Point) -> Point {
        Point(x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
    }

    /// `point`, in the window's coordinates (the screen's when the view is in no window: the
    /// topmost ancestor stands for it), in the view's own coordinates.
    public func convert(fromWindow point: Point) -> Point {
        var chain: [View] = []
        var current: View? = self
        while let view = current, !(view is Window), runtime.charge() {    // rule R3
            chain.append(view)
            current = view.superview
        }
        var result = point
        for view in chain.reversed() { result = view.convert(fromSuperview: result) }
        return result
    }

    /// `point`, in the view's own coordinates, in the window's.
    public func convert(toWindow point: Point) -> Point {
        var result = point
        var current: View? = self
        while let view = current, !(view is Window), runtime.charge() {    // rule R3
            result = Point(x: result.x - view.bounds.origin.x + view.frame.origin.x, y: result.y - view.bounds.origin.y + view.frame.origin.y)
            current = view.superview
        }
        return result
    }
}

extension Rect {
    /// Whether `point` lies inside: the left and top edges are in, the right and bottom
    /// edges out, as `CGRect.contains(_:)`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
