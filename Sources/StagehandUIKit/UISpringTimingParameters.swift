import HeadlessUIKit

/// UIKit's `UISpringTimingParameters`: a spring's timing (rule H3). Given by its damping
/// ratio, the spring fits the animator's duration; given by mass, stiffness and damping, the
/// animation lasts the spring's settling duration and the animator's duration is ignored.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity, in the whole distance per second (only `dx` is used: Stagehand
    /// animates every property along one timeline).
    public let initialVelocity: CGVector
    /// The spring, when given by its mass, stiffness and damping.
    private let physical: SpringMotion?
    /// The damping ratio, when given by it.
    private let ratio: CGFloat?

    /// A critically damped spring (damping ratio 1), at rest.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring of `ratio` (0 to 1: 1 does not overshoot) and the initial velocity, fitting the
    /// animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        self.ratio = ratio
        physical = nil
        initialVelocity = velocity
    }

    /// A spring of `ratio`, at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring of `mass`, `stiffness` and `damping`; the animation lasts its settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        ratio = nil
        physical = SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(velocity.dx))
        initialVelocity = velocity
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The engine's curve.
    var engineTiming: TimingCurve {
        if let physical { return .spring(physical, fitsDuration: false) }
        return .spring(SpringMotion(dampingRatio: Double(ratio ?? 1), initialVelocity: Double(initialVelocity.dx)), fitsDuration: true)
    }
}
