/// UIKit's `UITabBarDelegate`. Every method is optional in UIKit; Stagehand's defaults do
/// nothing. A tab bar controller is its own bar's delegate (rule I1).
@preconcurrency @MainActor
public protocol UITabBarDelegate: SelectorTarget {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The user is about to customise `items`.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The user began customising `items`.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The user is about to end customising `items`.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The user ended customising `items`.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
