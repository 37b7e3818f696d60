import HeadlessUIKit

/// UIKit's `UIGestureRecognizerDelegate` (rules G4, G7): asked whether a recognizer may begin,
/// receive a touch, recognize with another, or wait for another to fail. Every method is
/// optional: the extension gives UIKit's answers.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: SelectorTarget {
    /// Whether `gestureRecognizer` may leave `possible` (rule G7).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` sees `touch` (rule G4).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the two may recognize together (rule G7).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (rule G7).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (rule G7).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: true; or the answer of the object `forwardingTarget(for:)` names (rule O18).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        forwarded("gestureRecognizerShouldBegin:")?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }
    /// UIKit's default: true; or the forwarding target's answer (rule O18).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        forwarded("gestureRecognizer:shouldReceiveTouch:")?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
    /// UIKit's default: false; or the forwarding target's answer (rule O18).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwarded("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }
    /// UIKit's default: false; or the forwarding target's answer (rule O18).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwarded("gestureRecognizer:shouldRequireFailureOfGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }
    /// UIKit's default: false; or the forwarding target's answer (rule O18).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwarded("gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    /// Rule O18: the delegate this one forwards the message `name` to, if any.
    private func forwarded(_ name: String) -> UIGestureRecognizerDelegate? {
        MessageForwarding.target(of: self, name, as: UIGestureRecognizerDelegate.self)
    }
}
