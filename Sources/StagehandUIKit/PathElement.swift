import Foundation

/// One step of a path (rule J1): what `CGPath.applyWithBlock` would hand out. Arcs are kept
/// as the cubic Bézier curves that approximate them, as Core Graphics keeps them.
public enum PathElement: Equatable, Sendable {
    /// Starts a subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath: a line back to its start.
    case closeSubpath

    /// The points the element names, its control points included.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }
}

extension Array where Element == PathElement {
    /// Where the path's pen is: the last element's end point, or the current subpath's start
    /// after a close (rule J1); `.zero` for an empty path, as UIKit answers.
    var currentPoint: CGPoint {
        var point = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in self {
            switch element {
            case .move(let to):
                point = to
                subpathStart = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): point = to
            case .closeSubpath: point = subpathStart
            }
        }
        return point
    }

    /// The smallest rectangle holding every point and control point (Core Graphics'
    /// `boundingBox`); `.null` for an empty path.
    var boundingBox: CGRect {
        let points = flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends an arc around `center` from `start` to `end` (radians; clockwise in UIKit's
    /// flipped coordinates when `clockwise`), as cubic curves of at most a quarter turn each;
    /// a line (or a move, for an empty path) leads to its first point.
    mutating func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var sweep = end - start
        if clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        if !clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
        let first = point(start)
        append(isEmpty ? .move(to: first) : .line(to: first))
        let steps = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(steps)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<steps {
            let next = angle + step
            let from = point(angle), to = point(next)
            append(.curve(to: to,
                          control1: CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle)),
                          control2: CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))))
            angle = next
        }
    }
}
