import HeadlessUIKit

/// UIKit's `UICubicTimingParameters`: a cubic Bézier timing curve (rule H2).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve it was made from (`.easeInOut` for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve: ease-in-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// The curve of a named UIKit curve (Core Animation's control points, rule H2).
    public init(animationCurve curve: UIView.AnimationCurve) {
        let bezier = CubicBezier(curve.engineCurve)
        animationCurve = curve
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
    }

    /// A custom curve from (0, 0) to (1, 1) through these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The engine's curve.
    var engineCurve: CubicBezier {
        CubicBezier(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }
}
