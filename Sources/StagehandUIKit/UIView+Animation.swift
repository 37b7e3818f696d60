import HeadlessUIKit

extension UIView {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)` (rule N1): the
    /// animations run at once, on the current app; `completion(true)` runs at
    /// `delay + duration` on the virtual clock. The curve of `options` is kept.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        CurrentApp.app.animate(duration: duration, delay: delay, curve: options.curve,
                               animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
    /// (rule N1): as the curve form, the spring's damping and velocity kept but not modelled
    /// (the model is final at once, `completion(true)` at `delay + duration`).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`: runs `actionsWithoutAnimation` at once, as every
    /// change outside an animation block is.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// `UIView.animate(withDuration:animations:completion:)` (rule N1).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:animations:)` (rule N1).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's animation options: the curve is modelled (rule N1), the transitions and the
    /// other flags are stored and ignored.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The options of the bits of `rawValue`, as UIKit numbers them.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews with the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// The ease-in-out curve (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The engine's curve of these options.
        var curve: HeadlessUIKit.AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }
}
