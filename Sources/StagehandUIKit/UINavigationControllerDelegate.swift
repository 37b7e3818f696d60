/// UIKit's `UINavigationControllerDelegate`, told of the controllers a navigation controller
/// shows (rule S14). Every method is optional in UIKit, which calls only those a delegate
/// implements; Swift cannot tell, so Stagehand calls and traces both (the defaults do
/// nothing). The animator methods are not in StagehandUIKit.
public protocol UINavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController`'s view: just after its
    /// `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller showed `viewController`'s view: after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
