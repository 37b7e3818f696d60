import HeadlessUIKit

extension UIView {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)` (rule N1): the
    /// animations run at once, on the current app; `completion(true)` runs at
    /// `delay + duration` on the virtual clock. The curve of `options` is kept.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        CurrentApp.app.animate(duration: duration, delay: delay, curve: options.curve, options: options.flags(),
                               animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
    /// (rules N1, H3): a spring of `dampingRatio` fitting the duration; `velocity` is in the
    /// whole distance per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = TimingCurve.spring(SpringMotion(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)), fitsDuration: true)
        CurrentApp.app.animate(duration: duration, delay: delay, curve: options.curve, options: options.flags(timing: spring),
                               animations: animations, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)` (rule H6): the block's changes are not animated.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        CurrentApp.app.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// `UIView.setAnimationsEnabled(_:)` (rule W11): while disabled, changes are made at once.
    public static func setAnimationsEnabled(_ enabled: Bool) { CurrentApp.app.areAnimationsEnabled = enabled }
    /// Whether animations are enabled (rule W11).
    public static var areAnimationsEnabled: Bool { CurrentApp.app.areAnimationsEnabled }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` (rule H5).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        CurrentApp.app.animateKeyframes(duration: duration, delay: delay, curve: .linear, options: options.flags,
                                        animations: animations, completion: completion)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` (rule H5).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        CurrentApp.app.addKeyframe(relativeStart: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    /// `UIView.transition(with:duration:options:animations:completion:)` (rule H5): the
    /// transition is traced on the view, its changes made at once.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        CurrentApp.app.transition(with: view.engineView, duration: duration, kind: options.transitionName,
                                  animations: animations, completion: completion)
    }

    /// `UIView.transition(from:to:duration:options:completion:)` (rule H5): `toView` takes
    /// `fromView`'s place, or with `.showHideTransitionViews` one is hidden and the other shown.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let app = fromView.engineView.owningApp ?? CurrentApp.app
        Surfaces.uncaught(app, subject: fromView.engineView.name) { () throws(EngineError) in
            try app.transition(from: fromView.engineView, to: toView.engineView, duration: duration, kind: options.transitionName,
                               showHideTransitionViews: options.contains(.showHideTransitionViews), completion: completion)
        }
    }

    /// `UIView.animate(withDuration:animations:completion:)` (rule N1).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:animations:)` (rule N1).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's animation options: the curve (rule N1), repeating, autoreversing and beginning
    /// from the current state (rule H5) are modelled; the transitions are traced by
    /// `transition(with:...)` (rule H5); the other flags are stored and ignored.
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
        /// Repeat for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each run forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate the content of a transition's view.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show rather than remove and add in `transition(from:to:...)`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
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
        /// A flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The transition's name, as UIKit spells the option (`transitionCrossDissolve`).
        var transitionName: String {
            ["transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
             "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom"][Int((rawValue >> 20) & 0x7)]
        }

        /// The engine's flags of these options (rule H5), with `timing` for a spring.
        func flags(timing: TimingCurve? = nil) -> AnimationFlags {
            AnimationFlags(timing: timing, repeatCount: contains(.repeat) ? .infinity : 1, autoreverses: contains(.autoreverse),
                           beginFromCurrentState: contains(.beginFromCurrentState))
        }

        /// The UIKit curve of these options.
        var animationCurve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

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
