/// UIKit's `UISwipeGestureRecognizer` (rule G8): discrete; recognized on the move that takes
/// its fingers ``minimumDistance`` points in one of its ``directions`` while they strayed less
/// than half as far across it; fails when they stray further, or lift first.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions it recognizes (right by default, as UIKit's).
    public var directions: [SwipeDirection] = [.right]
    /// The fingers needed (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far the fingers must go: 50 points (**choice**: UIKit's distance, and the speed it
    /// also asks for, are unpublished; Stagehand asks no speed).
    public static let minimumDistance = 50.0

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if self.touches.count > numberOfTouchesRequired { setState(.failed) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        guard state == .possible, pendingState == nil, self.touches.count == numberOfTouchesRequired else { return }
        let start = Point.centroid(self.touches.map(\.startLocationInWindow))
        let now = Point.centroid(self.touches.map(\.locationInWindow))
        let (dx, dy) = (now.x - start.x, now.y - start.y)
        for direction in directions {
            let (along, across): (Double, Double)
            switch direction {
            case .right: (along, across) = (dx, dy)
            case .left: (along, across) = (-dx, dy)
            case .up: (along, across) = (-dy, dx)
            case .down: (along, across) = (dy, dx)
            }
            if along >= Self.minimumDistance, abs(across) * 2 < along { return setState(.ended) }
        }
        if max(abs(dx), abs(dy)) >= Self.minimumDistance { setState(.failed) }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        if state == .possible, pendingState == nil { setState(.failed) }
    }
}
