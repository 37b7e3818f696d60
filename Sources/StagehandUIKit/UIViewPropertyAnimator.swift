import HeadlessUIKit

/// UIKit's `UIViewPropertyAnimator` (rules H1-H3): animations that start, pause, scrub,
/// reverse, stop and finish on the current app's virtual clock. UIKit's exceptions (finishing
/// an animator that is not stopped, starting a stopped one...) become the app's uncaught
/// exception (rule V3).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The engine's animator.
    public let engineAnimator: PropertyAnimator
    /// The timing given at creation.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// Whether the views take touches while animating (stored; raises nothing).
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the animating views itself (stored).
    open var isManualHitTestingEnabled = false

    /// An animator of `duration` seconds with `parameters`' timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        timingParameters = parameters
        engineAnimator = PropertyAnimator(app: CurrentApp.app, name: String(describing: Self.self), duration: duration,
                                          timing: parameters.engineTiming)
        CurrentApp.app.keepAlive(self)
    }

    /// An animator on one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic Bézier curve through two control points (rule H2).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring of `ratio` that fits the duration (rule H3).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running: its animations and completion added, started
    /// after `delay`; `options` give the curve (rule H1).
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private func uncaught(_ body: () throws(EngineError) -> Void) {
        Surfaces.uncaught(engineAnimator.owningApp, subject: engineAnimator.name, body)
    }

    // MARK: Properties

    /// The duration given at creation.
    open var duration: TimeInterval { engineAnimator.duration }
    /// The delay of the latest start.
    open var delay: TimeInterval { engineAnimator.delay }
    /// Whether the animator can be paused and stopped; setting it on an active animator raises.
    open var isInterruptible: Bool {
        get { engineAnimator.isInterruptible }
        set { uncaught { () throws(EngineError) in try engineAnimator.setInterruptible(newValue) } }
    }
    /// Whether scrubbing a paused animator moves the views linearly (the default).
    open var scrubsLinearly: Bool {
        get { engineAnimator.scrubsLinearly }
        set { engineAnimator.scrubsLinearly = newValue }
    }
    /// Whether the animator stays active and paused at the end instead of finishing.
    open var pausesOnCompletion: Bool {
        get { engineAnimator.pausesOnCompletion }
        set { engineAnimator.pausesOnCompletion = newValue }
    }
    /// The state (rule H1).
    open var state: UIViewAnimatingState { UIViewAnimatingState(engineAnimator.state) }
    /// Whether the animations are running.
    open var isRunning: Bool { engineAnimator.isRunning }
    /// Whether the animations run backwards.
    open var isReversed: Bool {
        get { engineAnimator.isReversed }
        set { engineAnimator.setReversed(newValue) }
    }
    /// How far the animations are in their direction, from 0 to 1; settable while paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(engineAnimator.fractionComplete) }
        set { engineAnimator.setFractionComplete(Double(newValue)) }
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations over the rest of the animator's time (rule H1).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start `delayFactor` of the way into the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        uncaught { () throws(EngineError) in try engineAnimator.addAnimations(delayFactor: Double(delayFactor), animation) }
    }

    /// Adds a block run when the animator finishes, with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        engineAnimator.addCompletion { completion(UIViewAnimatingPosition($0)) }
    }

    /// Runs a paused animator on with `parameters`' timing (or its own) over `durationFactor`
    /// times its duration.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        uncaught { () throws(EngineError) in
            try engineAnimator.continueAnimation(timing: parameters?.engineTiming, durationFactor: Double(durationFactor))
        }
    }

    // MARK: UIViewAnimating

    /// Starts or resumes the animations.
    open func startAnimation() { startAnimation(afterDelay: 0) }
    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        uncaught { () throws(EngineError) in try engineAnimator.startAnimation(afterDelay: delay) }
    }
    /// Pauses the animations.
    open func pauseAnimation() { uncaught { () throws(EngineError) in try engineAnimator.pauseAnimation() } }
    /// Stops the animations where they are.
    open func stopAnimation(_ withoutFinishing: Bool) {
        uncaught { () throws(EngineError) in try engineAnimator.stopAnimation(withoutFinishing: withoutFinishing) }
    }
    /// Finishes a stopped animator at `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        uncaught { () throws(EngineError) in try engineAnimator.finishAnimation(at: finalPosition.engine) }
    }
}
