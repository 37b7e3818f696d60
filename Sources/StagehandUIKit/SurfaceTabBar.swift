import HeadlessUIKit

/// The engine's tab bar of a ``UITabBar`` an app makes (or its subclass's): its layout calls
/// the UIKit-shaped bar's `layoutSubviews()` (rule L2), whose base lays out the item buttons
/// (rule I5), and the items its controller gives it reach the UIKit-shaped bar's
/// `setItems(_:animated:)` (rule I7), which a subclass overrides; hit testing asks it (rule G1).
final class SurfaceTabBar: TabBar, SurfaceEngineView {
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

    override func controllerDidSetItems() {
        onMainActor("setItems") { ($0 as? UITabBar)?.takeItemsFromController() }
    }
}
