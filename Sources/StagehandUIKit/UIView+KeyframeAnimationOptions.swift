import HeadlessUIKit

extension UIView {
    /// UIKit's `UIView.KeyframeAnimationOptions` (rule H5): repeating, autoreversing and
    /// beginning from the current state are modelled; keyframes interpolate linearly whatever
    /// the calculation mode (stored).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The options of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews with the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each run forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The engine's flags (rule H5).
        var flags: AnimationFlags {
            AnimationFlags(repeatCount: contains(.repeat) ? .infinity : 1, autoreverses: contains(.autoreverse),
                           beginFromCurrentState: contains(.beginFromCurrentState))
        }
    }
}
