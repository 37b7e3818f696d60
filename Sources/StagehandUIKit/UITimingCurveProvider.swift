import HeadlessUIKit

/// UIKit's `UITimingCurveProvider`: the timing of an animator (rules H2, H3).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, for a cubic or built-in curve.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, for a spring.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The engine's curve of this provider: its spring when it has one, else its cubic curve,
    /// else the default ease-in-out.
    var engineTiming: TimingCurve {
        if let spring = springTimingParameters { return spring.engineTiming }
        if let cubic = cubicTimingParameters { return .bezier(cubic.engineCurve) }
        return .bezier(.easeInEaseOut)
    }
}
