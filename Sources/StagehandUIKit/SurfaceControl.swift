import HeadlessUIKit

/// The engine's control of a plain ``UIControl`` (or an app's subclass): its layout calls the
/// UIKit-shaped control's `layoutSubviews()` (rule L2), whose base runs the engine's, and hit testing asks it (rule G1); the
/// tracking of a finger stays the engine control's (rule G11).
final class SurfaceControl: Control, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) {
        onMainActor("layoutSubviews") { ($0 as? UIView)?.layoutSubviews() }
    }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() {
        onMainActor("updateConstraints") { ($0 as? UIView)?.updateConstraints() }
    }

    /// Hit testing asks the UIKit-shaped view, whose subclass may override it (rule G1).
    override func hitTest(_ point: Point) -> View? {
        guard surface is UIView else { return super.hitTest(point) }
        return onMainActor("hitTest") { ($0 as? UIView)?.hitTest(CGPoint(point), with: nil)?.engineView } ?? nil
    }

    /// Hit testing asks the UIKit-shaped view, whose subclass may override it (rule G1).
    override func point(inside point: Point) -> Bool {
        guard surface is UIView else { return super.point(inside: point) }
        return onMainActor("point(inside:)") { ($0 as? UIView)?.point(inside: CGPoint(point), with: nil) ?? false } ?? false
    }
}
