/// Something a finger's pan drags (rules Q5, G14, Q9): a scroll view, a sheet, a scroll-style
/// page view controller. Its ``DragPanGestureRecognizer`` (rule G15) drives it.
public protocol PanDraggable: AnyObject {
    /// Whether a pan that has moved `translation` (window points) since the finger came down
    /// begins this drag: the drag's axis is the pan's main direction, and it is enabled.
    func beginsDrag(translation: Point) -> Bool
    /// The drag began where the finger now is, `translation` away from where it came down.
    func dragBegan(translation: Point)
    /// The finger is `translation` away from where the drag began.
    func dragMoved(translation: Point)
    /// The finger lifted moving at `velocity`, window points per second.
    func dragEnded(velocity: Point)
    /// The finger came down on it or its content (a scroll view starts tracking, and stops
    /// a motion under way: the touch is then its own). Returns whether it took the touch
    /// from the content.
    func fingerDown() -> Bool
    /// The touch sequence ended (after the drag's end, if there was one).
    func fingerUp()
    /// Whether a drag may cancel a touch the content already has (rule G13).
    var canCancelContentTouches: Bool { get }
    /// UIKit's `touchesShouldCancel(in:)`: whether a drag cancels the touch `view` has.
    func touchesShouldCancel(in view: View) -> Bool
}

extension PanDraggable {
    public func fingerDown() -> Bool { false }
    public func fingerUp() {}
    public var canCancelContentTouches: Bool { true }
    public func touchesShouldCancel(in view: View) -> Bool { true }
}

extension ScrollView: PanDraggable {
    /// Rule Q5: a pan begins a drag when scrolling is enabled and the content scrolls along
    /// the pan's main direction (a horizontal pager lets a vertical pan go to the table
    /// around it).
    public func beginsDrag(translation: Point) -> Bool {
        guard isScrollEnabled else { return false }
        return canScroll(horizontally: abs(translation.x) > abs(translation.y))
    }

    public func dragBegan(translation: Point) { beginDragging(translation: translation) }
    public func dragEnded(velocity: Point) { endDragging(velocity: velocity) }

    /// Rule G13: tracking starts; a motion under way stops where it is and the touch is the
    /// scroll view's (**choice**: without `scrollViewDidEndDecelerating`, as Q2's drag).
    public func fingerDown() -> Bool {
        isTracking = true
        guard isDecelerating || motionTimer != nil else { return false }
        stopMotion()
        return true
    }

    public func fingerUp() { endTracking() }

    /// Rule G13: UIKit's default: true unless the view is a control.
    public func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
}
