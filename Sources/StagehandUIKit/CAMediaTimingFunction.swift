import HeadlessUIKit

/// Core Animation's `CAMediaTimingFunction`: a cubic Bézier timing curve (rule H2).
open class CAMediaTimingFunction {
    /// The engine's curve.
    let curve: CubicBezier

    /// One of Core Animation's named curves.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        default: curve = .default
        }
    }

    /// A curve from (0, 0) to (1, 1) through `(c1x, c1y)` and `(c2x, c2y)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }

    /// Writes control point `idx` (0 to 3: the ends and the two control points) into `ptr`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        let point = points[min(3, max(0, idx))]
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}
