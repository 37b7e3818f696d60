/// UIKit's hooks of a view whose place in the tree changes (rule W5), and the reordering of
/// subviews (rule W6).
extension View {
    /// One of UIKit's hierarchy hooks: `willMove(toSuperview:)`, `didMoveToSuperview()`,
    /// `willMove(toWindow:)`, `didMoveToWindow()`, `didAddSubview(_:)`, `willRemoveSubview(_:)`.
    public enum HierarchyHook {
        /// The view is about to move under `newSuperview` (nil: out of its superview).
        case willMoveToSuperview(View?)
        /// The view moved under its new superview (or out of its old one).
        case didMoveToSuperview
        /// The view is about to enter `newWindow` (nil: leave its window); sent to each view of
        /// the moving subtree, parents first.
        case willMoveToWindow(Window?)
        /// The view entered its new window (or left its window).
        case didMoveToWindow
        /// A subview was added.
        case didAddSubview(View)
        /// A subview is about to be removed, or to move to another superview.
        case willRemoveSubview(View)
    }

    /// Rule W5: sends `hook` to the view's surface, when it listens. The hooks are not
    /// recorded in the trace (as `layoutSubviews` of a view is not): they do nothing in UIKit's
    /// base and exist for an app's view subclasses.
    func sendHierarchyHook(_ hook: HierarchyHook) {
        (surface as? HierarchyHookReceiving)?.receiveHierarchyHook(hook, of: self)
    }

    /// Rule W6: swaps the subviews at `index1` and `index2` (UIKit's
    /// `exchangeSubview(at:withSubviewAt:)`); indices outside the subviews do nothing. The
    /// subviews stay where they are in the tree, so no hierarchy hook is sent; hit testing
    /// follows the new order (rule G1).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Rule W6: moves a subview to the front (UIKit's `bringSubviewToFront(_:)`); anything
    /// else does nothing.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        setNeedsLayout()
    }

    /// Rule W6: moves a subview to the back (UIKit's `sendSubviewToBack(_:)`); anything else
    /// does nothing.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        setNeedsLayout()
    }

    /// Rule W6: inserts `view` just above `sibling` (UIKit's
    /// `insertSubview(_:aboveSubview:)`); frontmost when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws(EngineError) {
        let others = subviews.filter { $0 !== view }
        try insertSubview(view, at: others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count)
    }

    /// Rule W6: inserts `view` just below `sibling` (UIKit's
    /// `insertSubview(_:belowSubview:)`); frontmost when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) throws(EngineError) {
        let others = subviews.filter { $0 !== view }
        try insertSubview(view, at: others.firstIndex { $0 === sibling } ?? others.count)
    }
}

/// What hears a view's hierarchy hooks (rule W5): StagehandUIKit's `UIView`, whose app
/// subclasses override `didMoveToSuperview()` and the others.
package protocol HierarchyHookReceiving: AnyObject {
    /// `view` (the receiver's engine view) hears `hook`.
    func receiveHierarchyHook(_ hook: View.HierarchyHook, of view: View)
}
