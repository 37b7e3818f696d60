import HeadlessUIKit

/// The interactive pop gesture (rule G9).
extension UINavigationController {
    /// The screen-edge pan from the left edge that pops the top controller interactively.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        navigation.map { UIGestureRecognizer.surface(of: $0.interactivePopGestureRecognizer) }
    }
}
