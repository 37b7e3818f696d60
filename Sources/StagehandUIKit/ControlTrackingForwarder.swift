import HeadlessUIKit

/// Passes the engine control's tracking calls to a ``UIControl``'s methods, which an app's
/// subclass overrides (rule G11); their base returns UIKit's defaults.
/// The engine calls it from whatever runs it; the control is reached on the main actor
/// (``MainActorBridge``), and off it the engine's defaults answer.
final class ControlTrackingForwarder: ControlTrackingSurface, @unchecked Sendable {    // used on the main actor only
    nonisolated(unsafe) private weak var owner: UIControl?
    private let app: App?

    init(owner: UIControl) {
        self.owner = owner
        app = owner.engineView.owningApp
    }

    func beginTracking(_ touch: Touch) -> Bool {
        nonisolated(unsafe) let touch = touch
        return MainActorBridge.run(app, subject: "\(touch.view?.name ?? "control") beginTracking") {
            guard let owner else { return true }
            return owner.beginTracking(UITouch.surface(of: touch), with: Self.event(touch))
        } ?? true
    }

    func continueTracking(_ touch: Touch) -> Bool {
        nonisolated(unsafe) let touch = touch
        return MainActorBridge.run(app, subject: "\(touch.view?.name ?? "control") continueTracking") {
            guard let owner else { return true }
            return owner.continueTracking(UITouch.surface(of: touch), with: Self.event(touch))
        } ?? true
    }

    func endTracking(_ touch: Touch) {
        nonisolated(unsafe) let touch = touch
        MainActorBridge.run(app, subject: "\(touch.view?.name ?? "control") endTracking") {
            owner?.endTracking(UITouch.surface(of: touch), with: Self.event(touch))
        }
    }

    func cancelTracking() {
        MainActorBridge.run(app, subject: "control cancelTracking") { owner?.cancelTracking(with: nil) }
    }

    @MainActor private static func event(_ touch: Touch) -> UIEvent { UIEvent(touches: [UITouch.surface(of: touch)]) }
}
