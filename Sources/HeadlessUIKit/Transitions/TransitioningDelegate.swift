/// Who provides the animators of a presentation and its dismissal, as UIKit's
/// `UIViewControllerTransitioningDelegate` (rule X1): the presented controller's
/// `transitioningDelegate`. Every method is optional; ``implements(_:)`` says which ones it
/// has, and only those are asked and traced.
public protocol TransitioningDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// Whether the delegate implements the callback (UIKit's `respondsToSelector:`).
    func implements(_ callback: Callback.Name) -> Bool
    /// The animator of `presented`'s presentation by `presenting` (asked from `source`), or
    /// nil for the system's.
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning?
    /// The animator of `dismissed`'s dismissal, or nil for the system's.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// The interaction controller of a presentation that `animator` animates, or nil.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller of a dismissal that `animator` animates, or nil.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
}

extension TransitioningDelegate {
    /// By default a delegate implements every method.
    public func implements(_ callback: Callback.Name) -> Bool { true }
    /// None by default.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? { nil }
    /// None by default.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    /// None by default.
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    /// None by default.
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}

/// A navigation controller's delegate, as UIKit's `UINavigationControllerDelegate`, for its
/// custom transitions (rule X2). Both methods are optional.
public protocol NavigationControllerDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// Whether the delegate implements the callback (UIKit's `respondsToSelector:`).
    func implements(_ callback: Callback.Name) -> Bool
    /// The animator of an `operation` from `from` to `to`, or nil for the system's.
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning?
    /// The interaction controller of a transition that `animator` animates, or nil.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// By default a delegate implements every method.
    public func implements(_ callback: Callback.Name) -> Bool { true }
    /// None by default.
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from: ViewController, to: ViewController) -> AnimatedTransitioning? { nil }
    /// None by default.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}

/// What a navigation transition does (UIKit's `UINavigationController.Operation`).
public enum NavigationOperation: String, Sendable, CaseIterable {
    /// A controller comes on top of the stack.
    case push
    /// The top controller leaves the stack.
    case pop
}
