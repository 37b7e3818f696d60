/// UIKit's `UIPinchGestureRecognizer` (rule G8): continuous, with two fingers; begins on the
/// first move that changes the distance between them, changes with each move, ends when
/// they lift. ``scale`` is the distance now over the distance when they came down.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The distance between the fingers when they came down.
    private var startDistance: Double?
    /// Multiplies the raw scale, so that setting ``scale`` rebases it.
    private var factor = 1.0

    override var restingMeasure: Double { 1 }

    /// The distance now over the distance when the fingers came down.
    override func measure() -> Double {
        guard fingers.count >= 2, let startDistance, startDistance > 0 else { return 1 }
        return fingers[0].locationInWindow.distance(to: fingers[1].locationInWindow) / startDistance
    }

    override func fingersCameDown() { startDistance = touches[0].locationInWindow.distance(to: touches[1].locationInWindow) }

    override func forgetFingers() {
        startDistance = nil
        factor = 1
    }

    /// The scale since the fingers came down (1 before any move); settable as UIKit's.
    public var scale: Double {
        get { measure() * factor }
        set {
            let raw = measure()
            factor = raw == 0 ? newValue : newValue / raw
        }
    }

    /// The velocity of the last move, in scale per second.
    public var velocity: Double { measureVelocity * factor }
}
