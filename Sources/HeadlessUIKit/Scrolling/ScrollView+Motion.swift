/// The scroll view's motions on the virtual clock: the user's drags with their deceleration
/// (rule Q2) and animated scrolls (rule Q3). A motion reports its positions every
/// ``frameInterval`` seconds.
extension ScrollView {
    /// UIKit's normal deceleration rate: the velocity kept per millisecond.
    public static let decelerationRate = 0.998
    /// How often a motion moves the content (Stagehand's choice: ten steps a second, not the
    /// display's 60 or 120 frames, so that traces stay readable).
    public static let frameInterval = 0.1
    /// How long an animated `setContentOffset` or `scrollToRow` takes (Stagehand's choice).
    public static let scrollAnimationDuration = 0.3

    /// The velocity kept over one step: ``decelerationRate`` to the power of the step's
    /// milliseconds (computed by multiplication; the engine does not use Foundation).
    static let stepDecay: Double = {
        var factor = 1.0
        for _ in 0..<Int(frameInterval * 1000) { factor *= decelerationRate }
        return factor
    }()

    /// Rule Q2: the distance a release at `velocity` points per second travels before it
    /// stops, by UIKit's projection `(v / 1000) * rate / (1 - rate)` (WWDC 2018, "Designing
    /// Fluid Interfaces").
    public static func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// Rule Q2: the user drags the content to `offset` (kept within the limits: no rubber
    /// band) and lifts the finger at `velocity` (points per second). The delegate hears
    /// `scrollViewWillBeginDragging`, `scrollViewDidScroll`, `scrollViewWillEndDragging(velocity,
    /// target)` (velocity in points per millisecond, as UIKit gives it),
    /// `scrollViewDidEndDragging(decelerate)`; with a velocity that moves the content,
    /// `scrollViewWillBeginDecelerating`, then a `scrollViewDidScroll` every step on the
    /// virtual clock, then `scrollViewDidEndDecelerating`. A drag stops a motion under way.
    public func drag(to offset: Point, velocity: Point = .zero) {
        runtime.withCause("\(object: name) was dragged") {
            stopMotion()
            isDragging = true
            tell(.scrollViewWillBeginDragging, rule: .Q2)
            contentOffset = clampedOffset(offset)
            let start = contentOffset
            let distance = Point(x: ScrollView.projectedDistance(velocity: velocity.x),
                                 y: ScrollView.projectedDistance(velocity: velocity.y))
            let target = rounded(clampedOffset(Point(x: start.x + distance.x, y: start.y + distance.y)))
            tell(.scrollViewWillEndDragging, .point(Point(x: velocity.x / 1000, y: velocity.y / 1000)), .point(target), rule: .Q2)
            isDragging = false
            let willDecelerate = target != start
            tell(.scrollViewDidEndDragging, .bool(willDecelerate), rule: .Q2)
            guard willDecelerate else { return }
            isDecelerating = true
            tell(.scrollViewWillBeginDecelerating, rule: .Q2)
            motionEnd = .scrollViewDidEndDecelerating
            decelerate(from: start, distance: distance, target: target, step: 1)
        }
    }

    /// One step of a deceleration: the content is where the projection has reached after
    /// `step` steps, until it is within half a point of the target.
    private func decelerate(from start: Point, distance: Point, target: Point, step: Int) {
        motionTimer = runtime.schedule(after: ScrollView.frameInterval) { [weak self] in
            guard let self else { return }
            var remaining = 1.0
            for _ in 0..<step { remaining *= ScrollView.stepDecay }
            let next = rounded(clampedOffset(Point(x: start.x + distance.x * (1 - remaining),
                                                   y: start.y + distance.y * (1 - remaining))))
            let done = abs(next.x - target.x) < 0.5 && abs(next.y - target.y) < 0.5
            contentOffset = done ? target : next
            if done {
                finishMotion()
            } else {
                decelerate(from: start, distance: distance, target: target, step: step + 1)
            }
        }
    }

    /// Rule Q3: moves the content to `offset`. Not animated, at once (one
    /// `scrollViewDidScroll`). Animated, over ``scrollAnimationDuration`` on the virtual clock,
    /// ease-in-out, a `scrollViewDidScroll` every step, then
    /// `scrollViewDidEndScrollingAnimation`. A new scroll or drag replaces one under way.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        motionEnd = .scrollViewDidEndScrollingAnimation
        animateScroll(from: contentOffset, to: offset, step: 1)
    }

    private func animateScroll(from start: Point, to end: Point, step: Int) {
        let steps = Int((ScrollView.scrollAnimationDuration / ScrollView.frameInterval).rounded())
        motionTimer = runtime.schedule(after: ScrollView.frameInterval) { [weak self] in
            guard let self else { return }
            let fraction = AnimationCurve.easeInOut.progress(Double(step) / Double(steps))
            contentOffset = step >= steps ? end
                : rounded(Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            if step >= steps {
                finishMotion()
            } else {
                animateScroll(from: start, to: end, step: step + 1)
            }
        }
    }

    /// Ends the motion under way with its callback.
    func finishMotion() {
        motionTimer = nil
        isDecelerating = false
        guard let end = motionEnd else { return }
        motionEnd = nil
        tell(end, rule: end == .scrollViewDidEndScrollingAnimation ? .Q3 : .Q2)
    }

    /// Stops a motion under way where it is, without its end callback (a finger touching a
    /// moving scroll view, or a new scroll; Stagehand's choice).
    func stopMotion() {
        if let motionTimer { runtime.cancelTimer(motionTimer) }
        motionTimer = nil
        motionEnd = nil
        isDecelerating = false
    }

    func rounded(_ point: Point) -> Point {
        Point(x: point.x.rounded(), y: point.y.rounded())
    }
}
