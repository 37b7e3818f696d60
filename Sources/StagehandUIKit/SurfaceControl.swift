import HeadlessUIKit

/// The engine's control of a plain ``UIControl`` (or an app's subclass): its layout calls the
/// UIKit-shaped control's `layoutSubviews()` (rule L2), whose base runs the engine's, and hit
/// testing asks it (rule G1); the tracking of a finger stays the engine control's (rule G11).
final class SurfaceControl: Control, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) { forwardLayoutSubviews() }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() { forwardUpdateConstraints() }

    override func hitTest(_ point: Point) -> View? { forwardHitTest(point) { super.hitTest(point) } }
    override func point(inside point: Point) -> Bool { forwardPoint(inside: point) { super.point(inside: point) } }
}
