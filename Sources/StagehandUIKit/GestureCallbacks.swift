import HeadlessUIKit

/// The gesture delegate's questions (rules G4, G7), delivered to a ``UIGestureRecognizer``'s
/// ``UIGestureRecognizer/delegate``.
@MainActor
enum GestureCallbacks {
    /// Asks `object`'s delegate `callback`; nil when there is none.
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        guard let recognizer = object as? UIGestureRecognizer, let delegate = recognizer.delegate else { return nil }
        let other = callback.gestureRecognizer("otherGestureRecognizer").map(UIGestureRecognizer.surface(of:))
        switch callback.name {
        case .gestureRecognizerShouldBegin:
            return .flag(delegate.gestureRecognizerShouldBegin(recognizer))
        case .shouldReceiveTouch:
            guard let touch = callback.touch("touch") else { return nil }
            return .flag(delegate.gestureRecognizer(recognizer, shouldReceive: UITouch.surface(of: touch)))
        case .shouldRecognizeSimultaneouslyWith:
            guard let other else { return nil }
            return .flag(delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other))
        case .shouldRequireFailureOf:
            guard let other else { return nil }
            return .flag(delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other))
        case .shouldBeRequiredToFailBy:
            guard let other else { return nil }
            return .flag(delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other))
        default:
            return nil
        }
    }
}
