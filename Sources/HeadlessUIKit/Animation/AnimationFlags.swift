/// The options of a `UIView` animation beyond its curve (rule H5).
public struct AnimationFlags: Equatable, Sendable {
    /// A spring's timing (rule H3), replacing the curve.
    public var timing: TimingCurve?
    /// How many times the animation runs: 1 by default, `.infinity` with UIKit's `.repeat`.
    public var repeatCount: Double = 1
    /// Each run goes there and back (UIKit's `.autoreverse`).
    public var autoreverses = false
    /// New animations start from the values running animations show (UIKit's
    /// `.beginFromCurrentState`).
    public var beginFromCurrentState = false

    /// The default: once, forwards, from the model values.
    public init(timing: TimingCurve? = nil, repeatCount: Double = 1, autoreverses: Bool = false, beginFromCurrentState: Bool = false) {
        self.timing = timing
        self.repeatCount = repeatCount.isNaN ? 1 : max(1, repeatCount)
        self.autoreverses = autoreverses
        self.beginFromCurrentState = beginFromCurrentState
    }
}
