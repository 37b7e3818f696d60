/// One finger on the screen during one touch sequence, as UIKit's `UITouch`: the same
/// object from began to ended or cancelled (rule G2).
public final class Touch {
    /// Where a touch is in its sequence, as UIKit's `UITouch.Phase`.
    public enum Phase: String, Sendable {
        /// The finger came down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and has not moved since the last report.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch (a gesture recognizer took it, rule G5).
        case cancelled
    }

    /// The phase.
    public internal(set) var phase: Phase = .began
    /// The view the touch began in (the hit view, rule G1); it keeps it while it moves.
    public internal(set) weak var view: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The virtual time of the last change, in seconds.
    public internal(set) var timestamp: Double
    /// The number of taps (1 for a single tap).
    public internal(set) var tapCount: Int = 1
    /// Where the touch is, in the window's coordinates.
    public internal(set) var locationInWindow: Point
    /// Where the touch was at the previous report, in the window's coordinates.
    public internal(set) var previousLocationInWindow: Point
    /// Where the touch came down, in the window's coordinates (rule G8's movement limits).
    public let startLocationInWindow: Point
    /// The virtual time of the previous report, in seconds (rule G8's velocities).
    public internal(set) var previousTimestamp: Double
    /// The touch's UIKit-shaped object (StagehandUIKit's `UITouch`), the same one for the
    /// whole sequence; released when the sequence ends.
    public var surface: AnyObject?

    init(at point: Point, in window: Window, time: Double) {
        self.window = window
        timestamp = time
        locationInWindow = point
        previousLocationInWindow = point
        startLocationInWindow = point
        previousTimestamp = time
    }

    /// The touch's location in `view`'s coordinates; in the window's for nil.
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(fromWindow: locationInWindow)
    }

    /// The previous location in `view`'s coordinates; in the window's for nil.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(fromWindow: previousLocationInWindow)
    }
}
