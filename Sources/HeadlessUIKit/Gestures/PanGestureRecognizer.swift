/// UIKit's `UIPanGestureRecognizer` (rule G8): continuous; begins once its fingers (between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches``) have moved ``movementThreshold``
/// points from where they came down, changes with each move, ends when they lift.
///
/// Its engine API is what a scroll view or a container needs: ``translation(in:)``,
/// ``velocity(in:)`` and ``setTranslation(_:in:)`` on each action.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers (1 by default).
    public var minimumNumberOfTouches = 1
    /// The most fingers (unlimited by default).
    public var maximumNumberOfTouches = Int.max
    /// How far the fingers move before the pan begins: 10 points (**choice**: UIKit waits
    /// for "a certain movement distance" it does not publish).
    public static let movementThreshold = 10.0

    /// The centroid where the fingers came down, in the window.
    private var start: Point?
    /// Added to the raw translation by ``setTranslation(_:in:)``.
    private var offset = Point.zero
    /// The last velocity measured, in points per second.
    private var lastVelocity = Point.zero
    /// When the fingers last moved, on the virtual clock.
    private var lastMoveTime: Double?

    /// The centroid of the fingers now, in the window.
    private var current: Point { Point.centroid((touches.isEmpty ? lastTouches : touches).map(\.locationInWindow)) }

    /// How far the fingers moved since they came down (less what ``setTranslation(_:in:)``
    /// took away). Views have no transforms in Stagehand, so the vector is the same in every
    /// view's coordinates; `view` is UIKit's argument. **Choice**: measured from the touch
    /// down, so the translation at `began` includes the threshold's movement.
    public func translation(in view: View?) -> Point {
        guard let start else { return offset }
        let now = current
        return Point(x: now.x - start.x + offset.x, y: now.y - start.y + offset.y)
    }

    /// Resets the translation to `translation` (UIKit's `setTranslation(_:in:)`).
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let start else { offset = translation; return }
        let now = current
        offset = Point(x: translation.x - (now.x - start.x), y: translation.y - (now.y - start.y))
    }

    /// The velocity of the last move, in points per second (zero before any move; at the
    /// lift, the last move's, or zero when the fingers rested before lifting).
    public func velocity(in view: View?) -> Point { lastVelocity }

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if start == nil { start = Point.centroid(self.touches.map(\.locationInWindow)) }
        if self.touches.count > maximumNumberOfTouches, state == .possible { setState(.failed) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        measureVelocity(touches)
        continuousMove {
            guard pendingState == nil, let start, self.touches.count >= minimumNumberOfTouches,
                  self.touches.count <= maximumNumberOfTouches,
                  current.distance(to: start) >= Self.movementThreshold, mayBegin(from: start) else { return }
            setState(.began)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        if let lastMoveTime, touches.contains(where: { $0.timestamp > lastMoveTime }) { lastVelocity = .zero }
        if state == .began || state == .changed { setState(.ended) }
    }

    open override func reset() {
        super.reset()
        start = nil
        offset = .zero
        lastVelocity = .zero
        lastMoveTime = nil
    }

    /// Whether a pan that came down at `start` may begin here; the screen-edge pan narrows it.
    func mayBegin(from start: Point) -> Bool { true }

    private func measureVelocity(_ moved: [Touch]) {
        guard let touch = moved.first, touch.timestamp > touch.previousTimestamp else { return }
        lastMoveTime = touch.timestamp
        let seconds = touch.timestamp - touch.previousTimestamp
        lastVelocity = Point(x: (touch.locationInWindow.x - touch.previousLocationInWindow.x) / seconds,
                             y: (touch.locationInWindow.y - touch.previousLocationInWindow.y) / seconds)
    }
}
