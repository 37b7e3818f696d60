/// The animations running on the virtual clock (rule N1), and the frame changes of the
/// animations block being run.
final class Animator {
    /// Animations not yet completed, in the order they started.
    var running: [Animation] = []
    /// The frame changes the innermost animations block has made so far; nil outside one.
    var capturedChanges: [Animation.Change]?
    private var nextID = 0

    /// A fresh animation id.
    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Forgets every animation (the app is going away).
    func removeAll() {
        running.removeAll()
        capturedChanges = nil
    }
}
