/// Scripted touches on the virtual clock (rules G1, G2): a finger comes down at a point of the
/// window, the hit view (G1) gets `touchesBegan`, each move `touchesMoved` after its share of
/// the duration, and the lift `touchesEnded`.
extension App {
    /// A tap at `point`, in the window's coordinates: down and up at once. Returns the hit view,
    /// or nil when the touch was dropped (rule G1). A delivered tap on a text field focuses it,
    /// and runs the hit view's ``View/tapHandler``, as ``tap(_:)`` does.
    /// With `taps` above 1, as many sequences follow one another at once, the touch's
    /// `tapCount` counting them (rule G8: a tap recognizer that needs more taps waits for
    /// the next one).
    @discardableResult
    public func tap(at point: Point, taps: Int = 1) throws(EngineError) -> View? {
        var hit: View?
        for count in 1...max(taps, 1) {
            var tapped = true
            guard let view = try touches(along: [[point]], interval: 0, hold: 0, tapCount: count, moreTapsFollow: count < taps,
                                         endedAsTap: &tapped).first else {
                return nil
            }
            if tapped { finishTap(on: view) }    // rule G13: a drag that took the finger is no tap
            hit = view
        }
        return hit
    }

    /// Two fingers on a horizontal line through `center`, `startDistance` points apart,
    /// moving symmetrically in `steps` moves over `duration` seconds until `endDistance`
    /// apart, then lifting (rule G8's pinch). Returns the hit views of the two fingers, or
    /// nil when the touch was dropped.
    @discardableResult
    public func pinch(at center: Point, from startDistance: Double, to endDistance: Double,
                      duration: Double = 0.25, steps: Int = 5) throws(EngineError) -> [View]? {
        let count = max(steps, 1)
        let distances = (0...count).map { startDistance + (endDistance - startDistance) * Double($0) / Double(count) }
        let left = distances.map { Point(x: center.x - $0 / 2, y: center.y) }
        let right = distances.map { Point(x: center.x + $0 / 2, y: center.y) }
        var tapped = true
        let hits = try touches(along: [left, right], interval: max(duration, 0) / Double(count), hold: 0, endedAsTap: &tapped)
        return hits.isEmpty ? nil : hits
    }

    /// Two fingers `distance` points apart on a line through `center` that turns from `from`
    /// to `to` radians (0 along x, clockwise on screen positive) in `steps` equal moves over
    /// `duration` seconds, then lifting (rule G17's rotation). Returns the hit views of the
    /// two fingers, or nil when the touch was dropped.
    @discardableResult
    public func rotateFingers(at center: Point, distance: Double, from: Double = 0, to: Double,
                       duration: Double = 0.25, steps: Int = 5) throws(EngineError) -> [View]? {
        let count = max(steps, 1)
        let angles = (0...count).map { from + (to - from) * Double($0) / Double(count) }
        let radius = distance / 2
        // In hundredths of a point: libm's last digits must not reach the trace.
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        let first = angles.map { Point(x: hundredths(center.x - radius * cosine($0)), y: hundredths(center.y - radius * sine($0))) }
        let second = angles.map { Point(x: hundredths(center.x + radius * cosine($0)), y: hundredths(center.y + radius * sine($0))) }
        var tapped = true
        let hits = try touches(along: [first, second], interval: max(duration, 0) / Double(count), hold: 0, endedAsTap: &tapped)
        return hits.isEmpty ? nil : hits
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
        return try touches(along: [path], interval: interval, hold: hold, endedAsTap: &tapped).first
    }

    /// One touch sequence of several fingers, each along its path (all of one length): they
    /// come down together, move together, lift together. Each finger goes to its own hit view
    /// (rule G1); the gesture recognizers of those views and their superviews see every phase
    /// first (rule G4; a scroll view's, sheet's or pager's drag is one of them, G15). What they
    /// let through reaches a single finger's hit view by way of a ``TouchRoute`` (rule G13: a
    /// scroll view around it may hold the touch); several fingers reach their views directly.
    /// Returns the hit views, or an empty array when the sequence was dropped (any finger
    /// dropped: the first one's point is traced); `endedAsTap` says whether the content had
    /// the whole touch.
    func touches(along paths: [[Point]], interval: Double, hold: Double, tapCount: Int = 1,
                 moreTapsFollow: Bool = false, endedAsTap: inout Bool) throws(EngineError) -> [View] {
        let starts = paths.compactMap(\.first)
        guard !starts.isEmpty, starts.count == paths.count else { return [] }
        var hits: [View] = []
        for start in starts {
            guard runtime.focusState.ignoringInteraction == 0, let hit = window.hitTest(start),
                  !window.presentationTakesTap(meantFor: hit) else {
                runtime.recorder.record(Callback(.touchDropped, .point(start)), subject: "app", rule: .G1)
                return []
            }
            hits.append(hit)
        }
        let fingers = zip(starts, hits).map { start, hit in
            let touch = Touch(at: start, in: window, time: time)
            touch.view = hit
            touch.tapCount = tapCount
            return touch
        }
        let route = fingers.count == 1 ? TouchRoute(app: self, touch: fingers[0], hit: hits[0]) : nil
        let session = TouchSession(runtime: runtime, touches: fingers, moreTapsFollow: moreTapsFollow) { [unowned self] touch, phase in
            guard let view = touch.view else { return }
            guard let route else { return deliver(touch, phase, to: view) }
            switch phase {
            case .began: route.down()
            case .moved, .stationary: route.moved()
            case .ended: route.up()
            case .cancelled: route.cancelled()
            }
        }
        for touch in fingers { touch.phase = .began }
        session.began()
        let moves = paths.map(\.count).min() ?? 1
        for step in 1..<max(moves, 1) {
            try advance(by: interval)
            for (finger, path) in zip(fingers, paths) {
                finger.previousLocationInWindow = finger.locationInWindow
                finger.previousTimestamp = finger.timestamp
                finger.locationInWindow = path[step]
                finger.timestamp = time
                finger.phase = .moved
            }
            session.moved()
        }
        if hold > 0 {
            try advance(by: hold)
            for finger in fingers { finger.timestamp = time }
        }
        for finger in fingers {
            finger.previousLocationInWindow = finger.locationInWindow
            finger.previousTimestamp = finger.timestamp
            finger.timestamp = time
            finger.phase = .ended
        }
        session.ended()
        endedAsTap = route?.endedAsTap ?? true
        for finger in fingers { finger.surface = nil }    // the surface holds the touch: the cycle ends with the sequence
        return hits
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
