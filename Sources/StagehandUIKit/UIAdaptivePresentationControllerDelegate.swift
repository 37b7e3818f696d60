import HeadlessUIKit

/// UIKit's `UIAdaptivePresentationControllerDelegate` (rules S9, M2). Every method is
/// optional in UIKit, which calls only those a delegate implements; Swift cannot tell, so
/// Stagehand calls and traces them all (the defaults change nothing).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: SelectorTarget {
    /// The style to adapt to in a compact width (`.none`: keep the style).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to with `traitCollection` (`.none`: keep the style).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The presentation is about to take `style` (`.none`: no adaptation).
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether the user's swipe may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user's swipe was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own adaptive style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UISheetPresentationControllerDelegate` (rule M3).
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called for a change made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// UIKit's `UIViewControllerTransitioningDelegate`: the animators, interaction controllers
/// (rules X1, X4) and presentation controller (rule M1) of a controller's presentation and
/// dismissal. Every method is optional; the defaults give none (UIKit's own).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: SelectorTarget {
    /// The presentation controller of a `.custom` presentation of `presented`; nil for UIKit's.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
    /// The animator of an animated presentation of `presented` (rule X1); nil for UIKit's.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of an animated dismissal of `dismissed` (rule X1); nil for UIKit's.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the presentation `animator` animates (rule X4); nil for none.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller of the dismissal `animator` animates (rule X4); nil for none.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// None: UIKit's own.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
    /// None: UIKit's.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None: UIKit's.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// None.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
