/// A cubic Bézier timing curve from (0, 0) to (1, 1) with the control points `(x1, y1)` and
/// `(x2, y2)`, as Core Animation's `CAMediaTimingFunction` and UIKit's
/// `UICubicTimingParameters` define it (rule H2): the progress at a time fraction `t` is the
/// curve's y where its x is `t`, found by Newton's method with bisection as the fallback
/// (WebKit's `UnitBezier` solves it the same way).
public struct CubicBezier: Equatable, Sendable {
    /// The first control point.
    public let x1: Double, y1: Double
    /// The second control point.
    public let x2: Double, y2: Double

    /// The curve with control points `(x1, y1)` and `(x2, y2)`; the x values are clamped to
    /// 0...1 so that x grows with the curve's parameter and the solve has one answer.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(1, max(0, x1.isFinite ? x1 : 0))
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = min(1, max(0, x2.isFinite ? x2 : 1))
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// Core Animation's named curves (`CAMediaTimingFunctionName`), which UIKit's
    /// `UIView.AnimationCurve` cases use: linear (0,0)(1,1), ease-in (0.42,0)(1,1), ease-out
    /// (0,0)(0.58,1), ease-in-ease-out (0.42,0)(0.58,1), and the default (0.25,0.1)(0.25,1).
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Ease-in: (0.42, 0), (1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ease-out: (0, 0), (0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Ease-in-ease-out: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default: (0.25, 0.1), (0.25, 1).
    public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The curve of a UIKit animation curve (rule H2).
    public init(_ curve: AnimationCurve) {
        switch curve {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInEaseOut
        }
    }

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(s) = 3(1-s)²s p1 + 3(1-s)s² p2 + s³, written as a polynomial in s.
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// The curve's parameter where its x is `x` (in 0...1).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The progress at the time fraction `t` (clamped to 0...1): 0 at 0, 1 at 1.
    public func progress(_ t: Double) -> Double {
        let t = t.isFinite ? min(1, max(0, t)) : 0
        if t == 0 || t == 1 || (x1 == y1 && x2 == y2) { return t }    // a straight line
        return coordinate(parameter(forX: t), y1, y2)
    }
}
