/// Attaching gesture recognizers to views (rule G4).
extension View {
    /// UIKit's `addGestureRecognizer(_:)`: attaches `recognizer`, taking it from the view it
    /// was attached to; adding it again changes nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// UIKit's `removeGestureRecognizer(_:)`: detaches `recognizer` if it is attached here; a
    /// recognizer under way is cancelled first (a continuous one) or fails.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        if recognizer.state == .began || recognizer.state == .changed { recognizer.setState(.cancelled) }
        else if recognizer.state == .possible, recognizer.session != nil { recognizer.setState(.failed) }
        recognizer.session?.remove(recognizer)
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
        recognizer.resetToPossible()    // rule G3: ready for the view it may be added to next
    }
}
