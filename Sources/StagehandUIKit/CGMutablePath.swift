import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGMutablePath`: a path one builds (rule J1).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// A quadratic Bézier curve to `end` through `control`, both transformed by `transform`
    /// (rule J1).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }
    /// A cubic Bézier curve to `end` through `control1` and `control2`, all transformed by
    /// `transform` (rule J1).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        elements += [.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                     .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath]
    }
    /// Closes the current subpath.
    public func closeSubpath() { elements.append(.closeSubpath) }
    /// Appends another path's elements.
    public func addPath(_ path: CGPath) { elements += path.elements }
}
#endif
