/// UIKit's `UITabBarControllerDelegate`, asked and told about the tabs the user taps (rule
/// S15). Every method is optional in UIKit, which calls only those a delegate implements;
/// Swift cannot tell, so Stagehand calls and traces both (the defaults allow the tab and do
/// nothing, and give no animator: S6's switch).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: SelectorTarget {
    /// Whether the tab of `viewController`, which the user tapped, may become the selected one.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (perhaps the one already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a switch on screen from `fromVC`'s tab to `toVC`'s (rules S15, X6); nil
    /// for S6's switch.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the switch `animationController` animates (rule X4); nil
    /// for none.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The orientations the TabBarController supports when the window asks it (rule E6).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation a full-screen presentation of the TabBarController turns the window to (rule E6).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    /// Allows the tab.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// None: S6's switch.
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// UIKit's default for the device, as if the delegate did not implement it.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .idiomDefault }
    /// The window's current orientation, as if the delegate did not implement it.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation { .current }
}
