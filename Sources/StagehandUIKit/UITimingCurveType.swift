/// UIKit's `UITimingCurveType`: what kind of timing a ``UITimingCurveProvider`` gives.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier curve (rule H2).
    case cubic = 1
    /// A spring (rule H3).
    case spring = 2
    /// Cubic and spring together.
    case composed = 3
}
