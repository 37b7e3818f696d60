import Foundation

/// A damped harmonic oscillator moving an animated value from its start (progress 0) to its
/// end (progress 1), as `UISpringTimingParameters` and `CASpringAnimation` describe it
/// (rule H3): `m x'' + c x' + k x = 0` for the displacement `x = progress - 1`, starting at
/// `x = -1` with the initial velocity `v0` (in the distance per second, 1 being the whole
/// distance). Under-damped (ζ < 1), critically damped (ζ = 1) and over-damped (ζ > 1) springs
/// each have their closed-form solution.
public struct SpringMotion: Equatable, Sendable {
    /// The mass (kilograms, as Apple's documentation says), above 0.
    public let mass: Double
    /// The spring's stiffness, above 0.
    public let stiffness: Double
    /// The damping coefficient, not below 0.
    public let damping: Double
    /// The initial velocity, in the whole distance per second.
    public let initialVelocity: Double

    /// A spring of `mass`, `stiffness` and `damping` (out-of-range values are raised to the
    /// smallest allowed: mass and stiffness 0.0001, damping 0).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass.isFinite ? max(0.0001, mass) : 1
        self.stiffness = stiffness.isFinite ? max(0.0001, stiffness) : 100
        self.damping = damping.isFinite ? max(0, damping) : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        settlingDuration = 0
        settlingDuration = measuredSettlingDuration()
    }

    /// A spring of mass 1 and stiffness 100 whose damping gives `dampingRatio`
    /// (ζ = c / (2√(k m))): the shape `UISpringTimingParameters(dampingRatio:)` names, which
    /// the animator then fits into its duration (rule H3).
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        self.init(mass: 1, stiffness: 100, damping: 2 * ratio * (100.0).squareRoot(), initialVelocity: initialVelocity)
    }

    /// ζ, the damping ratio.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the end at `time` seconds (−1 at 0).
    public func displacement(at time: Double) -> Double {
        let t = max(0, time)
        let x0 = -1.0, v0 = initialVelocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega * x0) / omegaD
            return exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The progress at `time` seconds: 0 at the start, 1 at rest (an under-damped spring
    /// overshoots past 1 and comes back).
    public func progress(at time: Double) -> Double { 1 + displacement(at: time) }

    /// Rule H3: the time after which the spring stays within 0.001 of the whole distance of its
    /// end, sampled every millisecond up to 60 seconds (Stagehand's choice of threshold and
    /// sampling: Core Animation's `settlingDuration` is its own estimate, unpublished).
    public private(set) var settlingDuration: Double

    private func measuredSettlingDuration() -> Double {
        let step = 0.001
        var lastOutside = 0.0
        var time = 0.0
        while time <= 60 {
            if abs(displacement(at: time)) >= 0.001 { lastOutside = time }
            time += step
        }
        return min(60, ((lastOutside + step) * 1000).rounded() / 1000)
    }
}
