/// A continuous gesture of two fingers (rule G8's pinch, rule G17's rotation): a third finger
/// fails it; it begins on the first move that takes its measure (the scale, the turn) off its
/// resting value, changes with each later move and ends when the fingers lift. The kinds say
/// what they measure.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// The measure of the previous move (the resting value before any).
    private(set) var previousMeasure: Double
    /// The measure's change per second over the last move.
    private(set) var measureVelocity = 0.0

    /// A recognizer of `app`, traced as `name`.
    public override init(app: App, name: String? = nil) {
        previousMeasure = 0
        super.init(app: app, name: name)
        previousMeasure = restingMeasure
    }

    /// The measure while the fingers have not moved (a pinch's scale 1, a rotation's 0).
    var restingMeasure: Double { 0 }
    /// The measure of the fingers now, from where they came down.
    func measure() -> Double { restingMeasure }
    /// The two fingers came down: the kind notes where.
    func fingersCameDown() {}
    /// The fingers are gone: the kind forgets where they came down.
    func forgetFingers() {}

    /// Zeroes the velocity (UIKit resets it when a rotation is set).
    func clearVelocity() { measureVelocity = 0 }

    /// The fingers as measured: those down, else the last ones.
    var fingers: [Touch] { touches.isEmpty ? lastTouches : touches }

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if self.touches.count > 2, state == .possible { return setState(.failed) }
        if self.touches.count == 2 { fingersCameDown() }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        let now = measure()
        if let touch = touches.first, touch.timestamp > touch.previousTimestamp {
            measureVelocity = (now - previousMeasure) / (touch.timestamp - touch.previousTimestamp)
        }
        previousMeasure = now
        continuousMove {
            if self.touches.count == 2, pendingState == nil, now != restingMeasure { setState(.began) }
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        if state == .began || state == .changed { setState(.ended) }
    }

    open override func reset() {
        super.reset()
        forgetFingers()
        measureVelocity = 0
        previousMeasure = restingMeasure
    }
}
