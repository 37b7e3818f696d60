/// UIKit's `UILongPressGestureRecognizer` (rule G8): continuous; begins when its fingers have
/// been down ``minimumPressDuration`` seconds of the virtual clock without moving more than
/// ``allowableMovement`` points, then changes with each move and ends when they lift.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers are held before it begins (0.5 s, UIKit's default).
    public var minimumPressDuration = 0.5
    /// How far the fingers may move before it begins (10 points, UIKit's default).
    public var allowableMovement = 10.0
    /// The fingers needed (1 by default).
    public var numberOfTouchesRequired = 1
    /// The press timer, while it runs.
    private var timer: Int?

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { return setState(.failed) }
        guard self.touches.count == numberOfTouchesRequired, timer == nil else { return }
        let delay = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0
        timer = runtime.schedule(after: delay) { [weak self] in
            guard let self else { return }
            timer = nil
            if state == .possible, !self.touches.isEmpty { setState(.began) }
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        continuousMove {
            if touches.contains(where: { $0.locationInWindow.distance(to: $0.startLocationInWindow) > allowableMovement }) {
                setState(.failed)
            }
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        if state == .began || state == .changed { setState(.ended) } else if state == .possible, pendingState == nil { setState(.failed) }
    }

    open override func reset() {
        super.reset()
        if let timer { runtime.cancelTimer(timer) }
        timer = nil
    }
}
