/// The scroll view's pan (rules Q5-Q8): a drag that begins, follows the finger's translation
/// and ends with a velocity. Its ``panGestureRecognizer`` drives the three calls (rule G15).
extension ScrollView {
    /// Rule Q6: how much of an overshoot the rubber band shows (UIKit's constant, 0.55).
    public static let rubberBandCoefficient = 0.55
    /// Rule Q7: the rate at which a release beyond an edge springs back, and a paging scroll
    /// view settles on its page (**choice**: UIKit's fast deceleration rate).
    public static let settleRate = 0.99

    /// Rule Q6: whether a drag moves the content along x (`horizontal`) or y: the content, with
    /// its insets, is larger than the view on that axis, or the app asked it to bounce anyway.
    public func canScroll(horizontally horizontal: Bool) -> Bool {
        let low = minimumContentOffset, high = maximumContentOffset
        return horizontal ? (high.x > low.x || alwaysBounceHorizontal) : (high.y > low.y || alwaysBounceVertical)
    }

    /// Rule Q5: the drag begins (the finger has moved `translation` since it came down): a
    /// motion under way stops, `isDragging` is set and the delegate hears
    /// `scrollViewWillBeginDragging`. Rule Q10: with ``isDirectionalLockEnabled`` a drag that
    /// began along one general direction keeps to that axis.
    public func beginDragging(translation: Point = .zero) {
        runtime.withCause("\(object: name) began dragging") {
            stopMotion()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            dragLockedAxis = isDirectionalLockEnabled ? ScrollView.lockedAxis(of: translation) : nil
            tell(.scrollViewWillBeginDragging, rule: .Q5)
        }
    }

    /// Rule Q10: the axis a drag that began with `translation` keeps to: the main one when it
    /// is more than twice the other (**choice**: UIKit's "general direction" is unpublished);
    /// nil for a diagonal drag.
    static func lockedAxis(of translation: Point) -> LayoutAxis? {
        let across = abs(translation.x), down = abs(translation.y)
        if across > 2 * down { return .horizontal }
        if down > 2 * across { return .vertical }
        return nil
    }

    /// Rules Q6, Q10: whether the drag under way moves the content along x (`horizontal`) or y.
    func dragScrolls(horizontally horizontal: Bool) -> Bool {
        guard canScroll(horizontally: horizontal) else { return false }
        guard let dragLockedAxis else { return true }
        return (dragLockedAxis == .horizontal) == horizontal
    }

    /// Rule Q5: the finger is `translation` away from where the drag began: the content follows
    /// it on the axes that scroll (rule Q6), past an edge on the rubber band, and the delegate
    /// hears `scrollViewDidScroll` when the offset changed.
    public func dragMoved(translation: Point) {
        guard isDragging else { return }
        let banded = rubberBanded(Point(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
        contentOffset = Point(x: dragScrolls(horizontally: true) ? banded.x : dragStartOffset.x,
                              y: dragScrolls(horizontally: false) ? banded.y : dragStartOffset.y)
    }

    /// Rules Q7, Q8: the finger lifts moving at `velocity` (points per second, the finger's;
    /// the content moves the other way). The target is where the release projects to (a page
    /// when paging), kept within the limits; the delegate's `scrollViewWillEndDragging`
    /// hears the content's velocity in points per millisecond and may answer another target;
    /// `scrollViewDidEndDragging(decelerate)`; then, when the content is not at the target,
    /// `scrollViewWillBeginDecelerating`, a glide on the virtual clock and
    /// `scrollViewDidEndDecelerating`.
    public func endDragging(velocity: Point) {
        guard isDragging else {
            isTracking = false
            return
        }
        runtime.withCause("\(object: name) ended dragging") {
            let scrollVelocity = Point(x: dragScrolls(horizontally: true) ? -velocity.x : 0,
                                       y: dragScrolls(horizontally: false) ? -velocity.y : 0)
            var target = isPagingEnabled ? pageTarget(velocity: scrollVelocity) : projectedTarget(velocity: scrollVelocity)
            let answer = tell(.scrollViewWillEndDragging, .point(Point(x: scrollVelocity.x / 1000, y: scrollVelocity.y / 1000)),
                              .point(target), rule: .Q7)
            var changedByDelegate = false
            if case .point(let changed)? = answer {
                target = rounded(clampedOffset(changed))
                changedByDelegate = true
            }
            isDragging = false
            isTracking = false
            dragLockedAxis = nil
            let start = contentOffset
            let willDecelerate = target != start
            tell(.scrollViewDidEndDragging, .bool(willDecelerate), rule: .Q7)
            guard willDecelerate else { return }
            isDecelerating = true
            tell(.scrollViewWillBeginDecelerating, rule: .Q7)
            motionEnd = .scrollViewDidEndDecelerating
            let freeGlide = !isPagingEnabled && clampedOffset(start) == start && !changedByDelegate
            glide(from: start, to: target, rate: freeGlide ? decelerationRate : ScrollView.settleRate, step: 1)
        }
    }

    /// The finger lifted or was cancelled before the drag began: tracking ends.
    public func endTracking() {
        if !isDragging { isTracking = false }
    }

    /// Rule Q6: `offset` with each overshoot past the limits shortened on UIKit's rubber band,
    /// `(1 - 1 / (overshoot * c / d + 1)) * d` with c = 0.55 and d the view's size on that
    /// axis; without `bounces`, the limits.
    func rubberBanded(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        func band(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
            guard bounces, dimension > 0 else { return min(max(value, low), high) }
            func shortened(_ overshoot: Double) -> Double {
                (1 - 1 / (overshoot * ScrollView.rubberBandCoefficient / dimension + 1)) * dimension
            }
            if value < low { return low - shortened(low - value) }
            if value > high { return high + shortened(value - high) }
            return value
        }
        return Point(x: band(offset.x, low.x, high.x, bounds.width), y: band(offset.y, low.y, high.y, bounds.height))
    }

    /// Rule Q7: where a release at `velocity` (the content's, points per second) comes to rest:
    /// the projection at ``decelerationRate``, within the limits, in whole points.
    func projectedTarget(velocity: Point) -> Point {
        let offset = contentOffset
        return keepingFixedAxes(rounded(clampedOffset(Point(x: offset.x + projection(velocity.x), y: offset.y + projection(velocity.y)))))
    }

    /// Rule Q6: `target` with each axis that does not scroll where the content is, even
    /// outside the limits.
    func keepingFixedAxes(_ target: Point) -> Point {
        Point(x: canScroll(horizontally: true) ? target.x : contentOffset.x,
              y: canScroll(horizontally: false) ? target.y : contentOffset.y)
    }

    /// Rule Q7: UIKit's projection of a velocity (points per second) at the scroll view's rate.
    func projection(_ velocity: Double) -> Double {
        let rate = min(max(decelerationRate, 0), 0.9999)
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Rule Q8: the page nearest the projected position, at most one page from the page the
    /// drag began on, within the limits. A page is the bounds' size on each axis.
    func pageTarget(velocity: Point) -> Point {
        func page(_ offset: Double, _ start: Double, _ velocity: Double, _ size: Double) -> Double {
            guard size > 0 else { return offset }
            let startPage = (start / size).rounded()
            let projected = ((offset + projection(velocity)) / size).rounded()
            return min(max(projected, startPage - 1), startPage + 1) * size
        }
        let offset = contentOffset
        return keepingFixedAxes(rounded(clampedOffset(Point(x: page(offset.x, dragStartOffset.x, velocity.x, bounds.width),
                                                            y: page(offset.y, dragStartOffset.y, velocity.y, bounds.height)))))
    }

    /// Rule Q7: one step of a glide from `start` to `target`: after `ms` milliseconds the
    /// content has covered `1 - rate^ms` of the way; it stops within half a point.
    private func glide(from start: Point, to target: Point, rate: Double, step: Int) {
        motionTimer = runtime.schedule(after: ScrollView.frameInterval) { [weak self] in
            guard let self else { return }
            var remaining = 1.0
            let milliseconds = Int((Double(step) * ScrollView.frameInterval * 1000).rounded())
            for _ in 0..<milliseconds { remaining *= rate }
            let next = rounded(Point(x: target.x + (start.x - target.x) * remaining, y: target.y + (start.y - target.y) * remaining))
            let done = abs(next.x - target.x) < 0.5 && abs(next.y - target.y) < 0.5
            contentOffset = done ? target : next
            if done {
                finishMotion()
            } else {
                glide(from: start, to: target, rate: rate, step: step + 1)
            }
        }
    }
}
