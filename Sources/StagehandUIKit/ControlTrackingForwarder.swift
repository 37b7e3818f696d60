import HeadlessUIKit

/// Passes the engine control's tracking calls to a ``UIControl``'s methods, which an app's
/// subclass overrides (rule G11); their base returns UIKit's defaults.
final class ControlTrackingForwarder: ControlTrackingSurface {
    private weak var owner: UIControl?

    init(owner: UIControl) { self.owner = owner }

    func beginTracking(_ touch: Touch) -> Bool {
        guard let owner else { return true }
        return owner.beginTracking(UITouch.surface(of: touch), with: event(touch))
    }

    func continueTracking(_ touch: Touch) -> Bool {
        guard let owner else { return true }
        return owner.continueTracking(UITouch.surface(of: touch), with: event(touch))
    }

    func endTracking(_ touch: Touch) {
        owner?.endTracking(UITouch.surface(of: touch), with: event(touch))
    }

    func cancelTracking() {
        owner?.cancelTracking(with: nil)
    }

    private func event(_ touch: Touch) -> UIEvent { UIEvent(touches: [UITouch.surface(of: touch)]) }
}
