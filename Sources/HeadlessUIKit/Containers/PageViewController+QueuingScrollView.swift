/// Rule W9: the scroll-style page view controller's queuing scroll view, which follows the
/// pages. At rest its content is three pages wide and its offset one page in (the page shown
/// is the middle one); a swipe (rule S7), by a finger or by a script, drags it: it begins
/// dragging as the swipe begins, its offset follows the swipe's progress, and when the finger
/// lifts it ends dragging and decelerates to the next page (or back) on the virtual clock;
/// once the swipe has completed or been cancelled it recentres on the middle page and ends
/// decelerating. An animated `setViewControllers` scrolls it to the next page the same way, and
/// it recentres when the change ends. Paging libraries (Pageboy) are its delegate and read the
/// pages' positions from these offsets.
final class QueuingScrollView: ScrollView {
    weak var pager: PageViewController?

    /// Rule W9: after each layout the content is three pages of the current size, and the
    /// offset, with no swipe under way, the middle page.
    override func layoutSubviews() throws(EngineError) {
        try super.layoutSubviews()
        pager?.restQueuingScrollView()
    }
}

extension PageViewController {
    /// Rule W9: the queuing scroll view of the scroll style, once the view is loaded.
    var queuingScrollView: QueuingScrollView? {
        viewIfLoaded?.subviews.lazy.compactMap { $0 as? QueuingScrollView }.first
    }

    /// Rule W9: the scroll view at rest: three pages of content, the middle one shown (not while
    /// a swipe or an animated change moves it).
    func restQueuingScrollView() {
        guard let scroll = queuingScrollView, currentSwipe == nil, !isTransitioning else { return }
        let size = Size(width: 3 * scroll.bounds.width, height: scroll.bounds.height)
        if scroll.contentSize != size { scroll.contentSize = size }
        let middle = Point(x: scroll.bounds.width, y: 0)
        if scroll.contentOffset != middle { scroll.contentOffset = middle }    // each set marks a layout (L4)
    }

    /// Rule W9: the offset of a swipe `direction` at `progress` (0 the page shown, 1 the next):
    /// forward is to the right of the middle page, in a right-to-left layout to the left.
    func queuingOffset(_ direction: NavigationDirection, progress: Double) -> Point {
        guard let scroll = queuingScrollView else { return .zero }
        let width = scroll.bounds.width
        let forward = scroll.isRightToLeft ? -1.0 : 1.0
        let sign = direction == .forward ? forward : -forward
        return scroll.rounded(Point(x: width + sign * progress * width, y: 0))
    }

    /// Rule W9: the swipe begins: the scroll view begins dragging (its delegate hears
    /// `scrollViewWillBeginDragging`, unless a finger's pan already began it).
    func queuingSwipeBegan() {
        guard let scroll = queuingScrollView, !scroll.isDragging else { return }
        scroll.beginDragging()
    }

    /// Rule W9: the swipe's progress moved: the offset follows (`scrollViewDidScroll`).
    func queuingSwipeMoved(_ swipe: Swipe) {
        queuingScrollView?.contentOffset = queuingOffset(swipe.direction, progress: swipe.progress)
    }

    /// Rule W9: the finger lifted, moving at `velocity` (the content moves the other way):
    /// `scrollViewWillEndDragging` with the content's velocity and the page it settles on,
    /// `scrollViewDidEndDragging(true)` and `scrollViewWillBeginDecelerating`; then, every
    /// frame of the `remaining` seconds until the swipe ends, the offset on the swipe's
    /// ease-out curve.
    func queuingSwipeLifted(_ swipe: Swipe, completing: Bool, velocity: Point, remaining: Double) {
        guard let scroll = queuingScrollView else { return }
        let start = scroll.contentOffset
        let target = queuingOffset(swipe.direction, progress: completing ? 1 : 0)
        scroll.tell(.scrollViewWillEndDragging, .point(Point(x: -velocity.x / 1000, y: 0)), .point(target), rule: .W9)
        scroll.isDragging = false
        scroll.isTracking = false
        scroll.tell(.scrollViewDidEndDragging, .bool(true), rule: .W9)
        scroll.isDecelerating = true
        scroll.tell(.scrollViewWillBeginDecelerating, rule: .W9)
        moveQueuingScrollView(scroll, from: start, to: target, over: remaining, curve: .easeOut)
    }

    /// Rule W9: an animated `setViewControllers` on screen scrolls to the page `direction` over
    /// `duration` on an ease-in-out curve, a step every 0.1 s.
    func queuingChangeBegan(_ direction: NavigationDirection, duration: Double) {
        guard let scroll = queuingScrollView else { return }
        moveQueuingScrollView(scroll, from: scroll.contentOffset, to: queuingOffset(direction, progress: 1),
                              over: duration, curve: .easeInOut)
    }

    /// Rule W9: the animated change reached its end: the offset at the new page, the change's
    /// ends (`ended`), then the middle page again and `scrollViewDidEndScrollingAnimation`.
    func queuingChangeEnded(_ direction: NavigationDirection, ended: () -> Void) {
        queuingScrollView?.contentOffset = queuingOffset(direction, progress: 1)
        ended()
        guard let scroll = queuingScrollView else { return }
        restQueuingScrollView()
        scroll.tell(.scrollViewDidEndScrollingAnimation, rule: .W9)
    }

    /// The offset from `start` to `target` every ``ScrollView/frameInterval`` before `duration`
    /// on `curve`; the end itself is the caller's, with the change it ends.
    private func moveQueuingScrollView(_ scroll: ScrollView, from start: Point, to target: Point, over duration: Double,
                                       curve: AnimationCurve) {
        var time = ScrollView.frameInterval
        while time < duration - 1e-9 {
            let fraction = curve.progress(time / duration)
            _ = runtime.schedule(after: time) { [weak scroll] in
                guard let scroll else { return }
                scroll.contentOffset = scroll.rounded(Point(x: start.x + (target.x - start.x) * fraction, y: 0))
            }
            time += ScrollView.frameInterval
        }
    }

    /// Rule W9: the swipe reached its end: the offset at the page it settled on; after the
    /// swipe completed or was cancelled (`settled`), the middle page again and
    /// `scrollViewDidEndDecelerating`.
    func queuingSwipeEnded(_ swipe: Swipe, completing: Bool, settled: () -> Void) {
        queuingScrollView?.contentOffset = queuingOffset(swipe.direction, progress: completing ? 1 : 0)
        settled()
        guard let scroll = queuingScrollView else { return }
        restQueuingScrollView()
        scroll.isDecelerating = false
        scroll.tell(.scrollViewDidEndDecelerating, rule: .W9)
    }
}
