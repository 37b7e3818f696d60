/// Scripted touches on the virtual clock (rules G1, G2): a finger comes down at a point of the
/// window, the hit view (G1) gets `touchesBegan`, each move `touchesMoved` after its share of
/// the duration, and the lift `touchesEnded`.
extension App {
    /// A tap at `point`, in the window's coordinates: down and up at once. Returns the hit view,
    /// or nil when the touch was dropped (rule G1). A delivered tap on a text field focuses it,
    /// and runs the hit view's ``View/tapHandler``, as ``tap(_:)`` does.
    @discardableResult
    public func tap(at point: Point) throws(EngineError) -> View? {
        var tapped = true
        guard let hit = try touch(along: [point], interval: 0, hold: 0, endedAsTap: &tapped) else { return nil }
        if tapped { finishTap(on: hit) }
        return hit
    }

    /// A pan from `start` to `end`, in the window's coordinates, in `steps` equal moves over
    /// `duration` seconds of the virtual clock, the finger held still `hold` seconds before it
    /// lifts (it then lifts with no velocity, rule Q7). Returns the hit view, or nil when dropped.
    @discardableResult
    public func pan(from start: Point, to end: Point, duration: Double = 0.25, steps: Int = 5, hold: Double = 0) throws(EngineError) -> View? {
        let count = max(steps, 1)
        let path = (0...count).map { step in
            let fraction = Double(step) / Double(count)
            return Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        return try touch(along: path, interval: max(duration, 0) / Double(count), hold: max(hold, 0))
    }

    /// A pan from `edge` of the screen, `distance` points inward, at `offset` along the edge
    /// (its middle when nil), as ``pan(from:to:duration:steps:)``.
    @discardableResult
    public func edgePan(from edge: ScreenEdge, offset: Double? = nil, distance: Double = 100,
                        duration: Double = 0.25, steps: Int = 5) throws(EngineError) -> View? {
        let screen = window.bounds
        let (start, end): (Point, Point)
        switch edge {
        case .left:
            let y = offset ?? screen.height / 2
            (start, end) = (Point(x: 0, y: y), Point(x: distance, y: y))
        case .right:
            let y = offset ?? screen.height / 2
            (start, end) = (Point(x: screen.width - 1, y: y), Point(x: screen.width - 1 - distance, y: y))
        case .top:
            let x = offset ?? screen.width / 2
            (start, end) = (Point(x: x, y: 0), Point(x: x, y: distance))
        case .bottom:
            let x = offset ?? screen.width / 2
            (start, end) = (Point(x: x, y: screen.height - 1), Point(x: x, y: screen.height - 1 - distance))
        }
        return try pan(from: start, to: end, duration: duration, steps: steps)
    }

    /// A finger held still at `point` for `duration` seconds of the virtual clock, then lifted.
    /// Returns the hit view, or nil when dropped.
    @discardableResult
    public func longPress(at point: Point, duration: Double = 0.5) throws(EngineError) -> View? {
        try touch(along: [point], interval: 0, hold: max(duration, 0))
    }

    /// One touch sequence along `path` (window coordinates; at least one point): down at the
    /// first point, a move to each next one `interval` seconds apart, held `hold` seconds, then
    /// up. Returns the hit view, or nil when dropped: while interaction events are ignored
    /// (rule N3), when no view is hit, or when a presentation in front takes the touch (rules
    /// M1, M3); a dropped touch is traced as `app touchDropped(x,y)` (rule G1).
    func touch(along path: [Point], interval: Double, hold: Double) throws(EngineError) -> View? {
        var tapped = true
        return try touch(along: path, interval: interval, hold: hold, endedAsTap: &tapped)
    }

    /// As ``touch(along:interval:hold:)``; `endedAsTap` says whether the content had the whole
    /// touch (no drag took it, rule G13).
    func touch(along path: [Point], interval: Double, hold: Double, endedAsTap: inout Bool) throws(EngineError) -> View? {
        guard let start = path.first else { return nil }
        guard runtime.focusState.ignoringInteraction == 0, let hit = window.hitTest(start),
              !window.presentationTakesTap(meantFor: hit) else {
            runtime.recorder.record(Callback(.touchDropped, .point(start)), subject: "app", rule: .G1)
            return nil
        }
        let touch = Touch(at: start, in: window, time: time)
        touch.view = hit
        // Rule G13: a scroll view (or another draggable) around the hit view may hold the
        // content's touch, or take it as a drag.
        let route = TouchRoute(app: self, touch: touch, hit: hit)
        route.down()
        for point in path.dropFirst() {
            try advance(by: interval)
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
            touch.timestamp = time
            route.moved()
        }
        if hold > 0 {
            try advance(by: hold)
            touch.timestamp = time
            route.held()
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.timestamp = time
        route.up()
        endedAsTap = route.endedAsTap
        touch.surface = nil    // the surface holds the touch: the cycle ends with the sequence
        return hit
    }

    /// Rule G2: traces `phase` of `touch` on the hit view, then sends it the matching
    /// `touches…` method, whose base passes it up the responder chain.
    func deliver(_ touch: Touch, _ phase: Touch.Phase, to view: View) {
        touch.phase = phase
        let name: Callback.Name
        switch phase {
        case .began: name = .touchesBegan
        case .moved, .stationary: name = .touchesMoved
        case .ended: name = .touchesEnded
        case .cancelled: name = .touchesCancelled
        }
        guard runtime.fault == nil else { return }
        runtime.recorder.record(Callback(name, .point(touch.locationInWindow)), subject: view.name, rule: .G2)
        switch phase {
        case .began: view.touchesBegan([touch])
        case .moved, .stationary: view.touchesMoved([touch])
        case .ended: view.touchesEnded([touch])
        case .cancelled: view.touchesCancelled([touch])
        }
    }
}
