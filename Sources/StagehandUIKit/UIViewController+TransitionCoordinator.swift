import HeadlessUIKit

extension UIViewController {
    /// The coordinator of the transition this controller, or the nearest of its parents, takes
    /// part in: a presentation or dismissal, a push or pop, a container's transition, a size
    /// transition while its view is in the window; nil when none is under way (rule X5). As
    /// in UIKit, it is there from the call that starts the transition until its completion.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        engineController.transitionCoordinator.map { TransitionCoordinatorSurface($0) }
    }
}
