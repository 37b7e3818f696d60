/// The UIKit-shaped object over an engine recognizer (StagehandUIKit's `UIGestureRecognizer`):
/// it hears each touch phase in place of the engine's `touches…` methods, so that an app's
/// subclass may override them; its base methods come back through
/// ``GestureRecognizer/handleTouches(_:_:)`` (rule G4).
package protocol GestureRecognizerSurface: AnyObject {
    /// A phase of the touches the recognizer tracks.
    func receiveTouches(_ phase: Touch.Phase, _ touches: [Touch])
    /// The recognizer went back to `possible` (UIKit's `reset()`, rule G3).
    func didReset()
}
