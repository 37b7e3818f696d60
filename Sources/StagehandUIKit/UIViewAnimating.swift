import Foundation

/// UIKit's `UIViewAnimating`: an animator's flow control (rule H1). ``UIViewPropertyAnimator``
/// is UIKit's own.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards.
    var isReversed: Bool { get set }
    /// How far the animations are, from 0 to 1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations where they are; `withoutFinishing` skips the final actions.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator with its views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
