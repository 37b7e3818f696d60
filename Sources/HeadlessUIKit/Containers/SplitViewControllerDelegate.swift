/// What a column-style split view controller asks and tells about collapsing and expanding
/// (UIKit's `UISplitViewControllerDelegate`, iOS 14's column-style methods; rule S10).
///
/// Every method is optional in UIKit: ``implements(_:)`` says which ones this delegate has,
/// and only those are asked and traced.
public protocol SplitViewControllerDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// Whether the delegate implements the callback (UIKit's `respondsToSelector:`).
    func implements(_ callback: Callback.Name) -> Bool
    /// The column to show once collapsed; `proposed` (the secondary) by default.
    func splitViewController(_ split: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column
    /// The display mode to take once expanded; `proposed` by default.
    func splitViewController(_ split: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode
    /// The split view controller collapsed to one column.
    func splitViewControllerDidCollapse(_ split: SplitViewController)
    /// The split view controller expanded to its columns.
    func splitViewControllerDidExpand(_ split: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// By default a delegate implements every method.
    public func implements(_ callback: Callback.Name) -> Bool { true }
    /// Keeps the proposed column.
    public func splitViewController(_ split: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        proposed
    }
    /// Keeps the proposed display mode.
    public func splitViewController(_ split: SplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        proposed
    }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ split: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ split: SplitViewController) {}
}
