/// How an animation's progress runs over its duration (UIKit's `UIView.AnimationOptions`
/// curves). A documented model, not Core Animation's Bézier curves: ease-in is t², ease-out
/// 1 - (1 - t)², ease-in-out their join at t = 0.5.
public enum AnimationCurve: String, Sendable, CaseIterable {
    /// UIKit's default.
    case easeInOut = "curveEaseInOut"
    /// Slow start.
    case easeIn = "curveEaseIn"
    /// Slow end.
    case easeOut = "curveEaseOut"
    /// Constant speed.
    case linear = "curveLinear"

    /// The eased fraction for a time fraction `t` in 0...1.
    public func progress(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeIn: return t * t
        case .easeOut: return 1 - (1 - t) * (1 - t)
        case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        }
    }
}
