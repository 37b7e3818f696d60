import Foundation

/// What the default `interruptibleAnimator(using:)` answers (rule H11): the mark of an animator
/// that does not implement it, which UIKit would not ask. It animates nothing.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    /// Inactive.
    var state: UIViewAnimatingState { .inactive }
    /// Never runs.
    var isRunning: Bool { false }
    /// Never reversed.
    var isReversed: Bool {
        get { false }
        set {}
    }
    /// Always 0.
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    /// Does nothing.
    func startAnimation() {}
    /// Does nothing.
    func startAnimation(afterDelay delay: TimeInterval) {}
    /// Does nothing.
    func pauseAnimation() {}
    /// Does nothing.
    func stopAnimation(_ withoutFinishing: Bool) {}
    /// Does nothing.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
