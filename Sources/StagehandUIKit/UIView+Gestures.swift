import HeadlessUIKit

/// Gesture recognizers on views (rule G4).
extension UIView {
    /// Attaches `gestureRecognizer`.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        engineView.addGestureRecognizer(gestureRecognizer.engineRecognizer)
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        engineView.removeGestureRecognizer(gestureRecognizer.engineRecognizer)
    }

    /// The attached recognizers, nil when there is none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let all = engineView.gestureRecognizers
            return all.isEmpty ? nil : all.map(UIGestureRecognizer.surface(of:))
        }
        set {
            for recognizer in engineView.gestureRecognizers { engineView.removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { engineView.addGestureRecognizer(recognizer.engineRecognizer) }
        }
    }
}
