/// The animations running on the virtual clock (rule N1), the property animators (rule H1),
/// and the changes of the animations block being run.
final class Animator {
    /// Animations not yet completed, in the order they started.
    var running: [Animation] = []
    /// Property animators that are active or stopped, in the order they became so (rule H1).
    var propertyAnimators: [PropertyAnimator] = []
    /// The changes the innermost animations block has made so far; nil outside one.
    var capturedChanges: [Animation.Change]?
    /// Rule H6: above 0 inside `performWithoutAnimation`, where changes are not animated.
    var withoutAnimation = 0
    /// Rule W11: false after `UIView.setAnimationsEnabled(false)`: no change is animated.
    var animationsEnabled = true
    /// The options of the innermost animations block (rule H5).
    var flags = AnimationFlags()
    /// The keyframe animation whose block is running (rule H5): its start and duration.
    var keyframeContext: (begin: Double, duration: Double)?
    private var nextID = 0

    /// A fresh animation id.
    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Forgets every animation (the app is going away).
    func removeAll() {
        running.removeAll()
        propertyAnimators.removeAll()
        capturedChanges = nil
    }
}
