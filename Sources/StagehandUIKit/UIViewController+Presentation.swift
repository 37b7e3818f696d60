import HeadlessUIKit

/// UIKit's presentation methods (rules S5, S8, S9).
extension UIViewController {
    /// Rule S5: presents `viewControllerToPresent`; `completion` runs when it has appeared.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard Surfaces.sameApp(engineController.owningApp, viewControllerToPresent.engineController.owningApp,
                               subject: engineController.name, "the presented \(viewControllerToPresent.engineController.name)") else { return }
        engineController.present(viewControllerToPresent.engineController, animated: flag, completion: completion)
    }
    /// Rule S5: dismisses what this controller presents (or itself, when it presents
    /// nothing); `completion` runs when it has disappeared.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        engineController.dismiss(animated: flag, completion: completion)
    }
    /// The controller this one presents.
    public var presentedViewController: UIViewController? { Surfaces.controller(engineController.presentedViewController) }
    /// The controller that presents this one.
    public var presentingViewController: UIViewController? { Surfaces.controller(engineController.presentingViewController) }
    /// How the controller covers the screen when presented (rules S5, S8).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { UIModalPresentationStyle(engineController.modalPresentationStyle) }
        set { engineController.modalPresentationStyle = newValue.engineStyle }
    }
    /// Whether a context presentation from below covers this controller (rule S8).
    public var definesPresentationContext: Bool {
        get { engineController.definesPresentationContext }
        set { engineController.definesPresentationContext = newValue }
    }
    /// Whether the user may not dismiss the controller interactively (rule S9).
    public var isModalInPresentation: Bool {
        get { engineController.isModalInPresentation }
        set { engineController.isModalInPresentation = newValue }
    }
}
