import Foundation

/// UIKit's `UIBezierPath`: a path of lines and curves, for a shape layer or a mask (rule J1).
/// Nothing is drawn: the path keeps its elements, its ``currentPoint`` and ``bounds``.
open class UIBezierPath: NSObject {
    private var elements: [PathElement] = []

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, from its top-left corner clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        let path = CGMutablePath()
        path.addRect(rect)
        elements = path.elements
    }

    /// An ellipse inscribed in `rect`, as four curves clockwise from its right end.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let radius = min(rect.width, rect.height) / 2
        elements.appendArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, start: 0, end: 2 * .pi, clockwise: true)
        elements = elements.map { element in Self.scaled(element, in: rect, radius: radius) }
        elements.append(.closeSubpath)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Rule J1: a rectangle whose `corners` are rounded by `cornerRadii` (its width; at most
    /// half the shorter side), as UIKit draws it: a closed subpath from the end of the top-left
    /// corner along the top edge, clockwise (**choice**: UIKit's exact start is not
    /// documented; this is where its path's current point lies on the top edge).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        elements.append(.move(to: CGPoint(x: rect.minX + r(.topLeft), y: rect.minY)))
        elements.append(.line(to: CGPoint(x: rect.maxX - r(.topRight), y: rect.minY)))
        roundCorner(r(.topRight), CGPoint(x: rect.maxX - r(.topRight), y: rect.minY + r(.topRight)), from: -.pi / 2)
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY - r(.bottomRight))))
        roundCorner(r(.bottomRight), CGPoint(x: rect.maxX - r(.bottomRight), y: rect.maxY - r(.bottomRight)), from: 0)
        elements.append(.line(to: CGPoint(x: rect.minX + r(.bottomLeft), y: rect.maxY)))
        roundCorner(r(.bottomLeft), CGPoint(x: rect.minX + r(.bottomLeft), y: rect.maxY - r(.bottomLeft)), from: .pi / 2)
        elements.append(.line(to: CGPoint(x: rect.minX, y: rect.minY + r(.topLeft))))
        roundCorner(r(.topLeft), CGPoint(x: rect.minX + r(.topLeft), y: rect.minY + r(.topLeft)), from: .pi)
        elements.append(.closeSubpath)
    }

    /// An arc around `center`, from `startAngle` to `endAngle` (radians).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        elements = cgPath.elements
    }

    /// The path as Core Graphics' immutable path: a copy of its elements.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }
    /// Where the pen is: the last point added, or the current subpath's start after
    /// ``close()``; `.zero` for an empty path.
    open var currentPoint: CGPoint { elements.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }
    /// The smallest rectangle holding the path, control points included.
    open var bounds: CGRect { elements.boundingBox }
    /// The width of a stroke; kept, not drawn.
    open var lineWidth: CGFloat = 1

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }
    /// A quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }
    /// An arc, joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.appendArc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { elements.append(.closeSubpath) }
    /// Empties the path.
    open func removeAllPoints() { elements.removeAll() }
    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { elements += bezierPath.elements }

    /// A quarter turn of radius `radius` around `center` from angle `start`, nothing when the
    /// corner is square.
    private func roundCorner(_ radius: CGFloat, _ center: CGPoint, from start: CGFloat) {
        guard radius > 0 else { return }
        var arc: [PathElement] = [.move(to: .zero)]
        arc.appendArc(center: center, radius: radius, start: start, end: start + .pi / 2, clockwise: true)
        elements += arc.dropFirst(2)    // the move and the line to the arc's start, already there
    }

    /// An element of a circle of `radius` at `rect`'s centre, stretched to fill `rect`.
    private static func scaled(_ element: PathElement, in rect: CGRect, radius: CGFloat) -> PathElement {
        guard radius > 0 else { return element }
        let (sx, sy) = (rect.width / 2 / radius, rect.height / 2 / radius)
        func s(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.midX + (p.x - rect.midX) * sx, y: rect.midY + (p.y - rect.midY) * sy) }
        switch element {
        case .move(let p): return .move(to: s(p))
        case .line(let p): return .line(to: s(p))
        case .quadCurve(let p, let c): return .quadCurve(to: s(p), control: s(c))
        case .curve(let p, let c1, let c2): return .curve(to: s(p), control1: s(c1), control2: s(c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
