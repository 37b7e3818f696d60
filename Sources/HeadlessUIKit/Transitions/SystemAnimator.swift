/// The system's own transition (rules S1, S2, S5, S8, N2): an animation of the container's
/// duration and curve running `animations`, which completes the transition when it ends
/// (on the next run-loop turn when the duration is 0). Not traced: a custom animator, the
/// receiver of `transitionDuration`, `animateTransition` and `animationEnded`, is.
final class SystemAnimator {
    let duration: Double
    let curve: AnimationCurve
    let animations: (() -> Void)?
    /// Whether the animation ran to its end (false when its view's animations were removed).
    private(set) var finished = true

    init(duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        self.animations = animations
    }

    func animateTransition(_ context: TransitionContext) {
        context.runtime.animate(duration: duration, delay: 0, curve: curve, animations: { [animations] in animations?() }) { [self] finished in
            self.finished = finished
            context.completeTransition(true)
        }
    }
}
