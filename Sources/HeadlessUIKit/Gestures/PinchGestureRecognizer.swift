/// UIKit's `UIPinchGestureRecognizer` (rule G8): continuous, with two fingers; begins on the
/// first move that changes the distance between them, changes with each move, ends when
/// they lift. ``scale`` is the distance now over the distance when they came down.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers when they came down.
    private var startDistance: Double?
    /// Multiplies the raw scale, so that setting ``scale`` rebases it.
    private var factor = 1.0
    /// The last velocity, in scale per second.
    private var lastVelocity = 0.0
    /// The raw scale of the previous report.
    private var previousRaw = 1.0

    private var rawScale: Double {
        let fingers = touches.isEmpty ? lastTouches : touches
        guard fingers.count >= 2, let startDistance, startDistance > 0 else { return 1 }
        return fingers[0].locationInWindow.distance(to: fingers[1].locationInWindow) / startDistance
    }

    /// The scale since the fingers came down (1 before any move); settable as UIKit's.
    public var scale: Double {
        get { rawScale * factor }
        set { factor = rawScale == 0 ? newValue : newValue / rawScale }
    }

    /// The velocity of the last move, in scale per second.
    public var velocity: Double { lastVelocity }

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if self.touches.count > 2, state == .possible { return setState(.failed) }
        if self.touches.count == 2 { startDistance = self.touches[0].locationInWindow.distance(to: self.touches[1].locationInWindow) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        let raw = rawScale
        if let touch = touches.first, touch.timestamp > touch.previousTimestamp {
            lastVelocity = (raw - previousRaw) * factor / (touch.timestamp - touch.previousTimestamp)
        }
        previousRaw = raw
        switch state {
        case .possible:
            if self.touches.count == 2, pendingState == nil, raw != 1 { setState(.began) }
        case .began, .changed:
            setState(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        if state == .began || state == .changed { setState(.ended) }
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        factor = 1
        lastVelocity = 0
        previousRaw = 1
    }
}
