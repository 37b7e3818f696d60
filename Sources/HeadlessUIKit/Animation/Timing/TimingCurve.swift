/// How a property animator's (or a Core Animation animation's) progress runs over its
/// duration (rules H2, H3): a cubic Bézier curve, or a spring.
public enum TimingCurve: Equatable, Sendable {
    /// A cubic Bézier curve over the duration (rule H2).
    case bezier(CubicBezier)
    /// A spring (rule H3). With `fitsDuration` (a spring given by its damping ratio, UIKit's
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` and `UIView.animate`'s
    /// `usingSpringWithDamping`) the spring's motion to rest is scaled into the animation's
    /// duration; otherwise (mass, stiffness, damping) the animation lasts the spring's
    /// settling duration and the duration given is ignored, as Apple documents.
    case spring(SpringMotion, fitsDuration: Bool)

    /// The curve of a UIKit animation curve.
    public init(_ curve: AnimationCurve) { self = .bezier(CubicBezier(curve)) }

    /// The progress at the time fraction `u` (0...1): 0 at 0, 1 at 1 (a spring may overshoot
    /// in between).
    public func progress(_ u: Double) -> Double {
        let u = u.isFinite ? min(1, max(0, u)) : 0
        switch self {
        case .bezier(let curve): return curve.progress(u)
        case .spring(let spring, _):
            if u >= 1 { return 1 }
            return spring.progress(at: u * spring.settlingDuration)
        }
    }

    /// How long an animation of `duration` lasts with this curve: the spring's settling
    /// duration for a spring that does not fit the duration (rule H3).
    public func effectiveDuration(_ duration: Double) -> Double {
        switch self {
        case .bezier: return duration
        case .spring(let spring, let fits): return fits ? duration : spring.settlingDuration
        }
    }
}
