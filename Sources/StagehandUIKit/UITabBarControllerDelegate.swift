/// UIKit's `UITabBarControllerDelegate`, asked and told about the tabs the user taps (rule
/// S15). Every method is optional in UIKit, which calls only those a delegate implements;
/// Swift cannot tell, so Stagehand calls and traces both (the defaults allow the tab and do
/// nothing). The animator and interaction controller methods are not in StagehandUIKit.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController`, which the user tapped, may become the selected one.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (perhaps the one already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows the tab.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
