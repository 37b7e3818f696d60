/// UIKit's `UISplitViewControllerDelegate`, its column-style methods (rules S10, S16). Every
/// method is optional in UIKit, which asks only those a delegate implements; Swift cannot
/// tell, so Stagehand asks and traces them all (the defaults keep the proposal and do
/// nothing).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: SelectorTarget {
    /// The column to show once collapsed.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode to take once expanded.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view controller collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded to its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The display mode is about to become `displayMode` (rule S16).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// `column` is about to be shown, as the split expands (rule S16).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to be hidden, as the split collapses (rule S16).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The orientations the SplitViewController supports when the window asks it (rule E6).
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The orientation a full-screen presentation of the SplitViewController turns the window to (rule E6).
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
    /// The user's swipe that shows a hidden column is about to begin (rule S18).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The user's swipe that shows a hidden column ended (rule S18).
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Keeps the proposed column.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    /// Keeps the proposed display mode.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// UIKit's default for the device, as if the delegate did not implement it.
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .idiomDefault }
    /// The window's current orientation, as if the delegate did not implement it.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { .current }
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
