extension UIInterpolatingMotionEffect {
    /// The tilt axes, with UIKit's values.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down.
        case tiltAlongVerticalAxis = 1
    }
}
