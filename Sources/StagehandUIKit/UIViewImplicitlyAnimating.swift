import Foundation

/// UIKit's `UIViewImplicitlyAnimating`: an animator that takes animation blocks (rule H1),
/// what `interruptibleAnimator(using:)` returns in UIKit. Its methods are optional in UIKit;
/// here they have default implementations that do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the rest.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the way into the remaining time.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations finish, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Runs a paused animator on with new timing over `durationFactor` times its duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
