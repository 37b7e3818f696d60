/// UIKit's `UITapGestureRecognizer` (rule G8): discrete; recognized when its fingers lift
/// after `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers that did not move
/// more than ``allowableMovement`` points.
open class TapGestureRecognizer: GestureRecognizer {
    /// The taps needed (1 by default).
    public var numberOfTapsRequired = 1
    /// The fingers needed (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move before the tap fails: 10 points (**choice**: UIKit's
    /// tolerance is unpublished).
    public static let allowableMovement = 10.0

    /// Whether it saw fewer taps than it needs and more are coming (rule G8).
    public internal(set) var awaitsMoreTaps = false

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        awaitsMoreTaps = false
        if self.touches.count > numberOfTouchesRequired { setState(.failed) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        guard pendingState == nil else { return }
        for touch in touches where touch.locationInWindow.distance(to: touch.startLocationInWindow) > Self.allowableMovement {
            setState(.failed)
            return
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        guard state == .possible, pendingState == nil else { return }
        guard touches.count == numberOfTouchesRequired, let tapCount = touches.map(\.tapCount).min() else {
            return setState(.failed)
        }
        if tapCount >= numberOfTapsRequired {
            setState(.ended)
        } else if session?.moreTapsFollow == true {
            awaitsMoreTaps = true
        } else {
            setState(.failed)
        }
    }

    open override func reset() {
        super.reset()
        awaitsMoreTaps = false
    }
}
