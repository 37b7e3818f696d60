extension UIView {
    /// UIKit's snapshot of the view: a plain view of the view's bounds' size, showing nothing
    /// (Stagehand renders no pixels), not in any hierarchy.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }
    /// Draws the view's hierarchy into the current image context: nothing is drawn; returns
    /// whether there was a context to draw into.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        UIGraphicsGetCurrentContext() != nil
    }
}
