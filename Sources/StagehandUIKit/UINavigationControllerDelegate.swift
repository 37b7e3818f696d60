/// UIKit's `UINavigationControllerDelegate`, told of the controllers a navigation controller
/// shows (rule S14). Every method is optional in UIKit, which calls only those a delegate
/// implements; Swift cannot tell, so Stagehand calls and traces both (the defaults do
/// nothing, and give no animator: the system's transition).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: SelectorTarget {
    /// The navigation controller is about to show `viewController`'s view: just after its
    /// `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller showed `viewController`'s view: after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC` (rule X2); nil for the
    /// system's transition.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the transition `animationController` animates (rule X4);
    /// nil for none.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The orientations the NavigationController supports when the window asks it (rule E6).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation a full-screen presentation of the NavigationController turns the window to (rule E6).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    /// None: the system's transition.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// UIKit's default for the device, as if the delegate did not implement it.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .idiomDefault }
    /// The window's current orientation, as if the delegate did not implement it.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation { .current }
}
