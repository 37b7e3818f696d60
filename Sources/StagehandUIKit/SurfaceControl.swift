import HeadlessUIKit

/// The engine's control of a plain ``UIControl`` (or an app's subclass): its layout calls the
/// UIKit-shaped control's `layoutSubviews()` (rule L2), whose base runs the engine's; the
/// tracking of a finger stays the engine control's (rule G11).
final class SurfaceControl: Control, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) {
        onMainActor("layoutSubviews") { ($0 as? UIView)?.layoutSubviews() }
    }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() {
        onMainActor("updateConstraints") { ($0 as? UIView)?.updateConstraints() }
    }
}
