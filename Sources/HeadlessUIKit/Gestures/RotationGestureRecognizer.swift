import Foundation

/// UIKit's `UIRotationGestureRecognizer` (rule G17): continuous, with two fingers; begins on the
/// first move that turns the line between them, changes with each move, ends when they lift.
/// ``rotation`` is the angle that line turned since they came down, in radians, clockwise on
/// screen positive.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// The angle of the line from the first finger to the second when they came down.
    private var startAngle: Double?
    /// Added to the raw rotation, so that setting ``rotation`` rebases it.
    private var offset = 0.0

    /// The angle of the line between the first two fingers now, in radians.
    private var angle: Double? {
        guard fingers.count >= 2 else { return nil }
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn since the fingers came down, counted on across half turns from the previous
    /// move's.
    override func measure() -> Double {
        guard let startAngle, let angle else { return 0 }
        var turn = angle - startAngle
        while turn - previousMeasure > Double.pi { turn -= 2 * Double.pi }
        while turn - previousMeasure < -Double.pi { turn += 2 * Double.pi }
        return turn
    }

    override func fingersCameDown() { startAngle = angle }

    override func forgetFingers() {
        startAngle = nil
        offset = 0
    }

    /// The rotation since the fingers came down, in radians (0 before any move); settable, as
    /// UIKit's, which resets the velocity.
    public var rotation: Double {
        get { previousMeasure + offset }
        set {
            offset = newValue - previousMeasure
            clearVelocity()
        }
    }

    /// The velocity of the last move, in radians per second.
    public var velocity: Double { measureVelocity }
}

/// The cosine of `angle` radians (for the engine's files that do not import Foundation).
func cosine(_ angle: Double) -> Double { cos(angle) }
/// The sine of `angle` radians.
func sine(_ angle: Double) -> Double { sin(angle) }
