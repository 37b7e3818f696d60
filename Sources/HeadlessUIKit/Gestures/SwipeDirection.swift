/// A direction a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`, one direction).
public enum SwipeDirection: String, CaseIterable, Sendable {
    /// To the right.
    case right
    /// To the left.
    case left
    /// Upwards.
    case up
    /// Downwards.
    case down
}
