import HeadlessUIKit

/// The engine's tab bar of a ``UITabBar`` an app makes (or its subclass's): its layout calls
/// the UIKit-shaped bar's `layoutSubviews()` (rule L2), whose base lays out the item buttons
/// (rule I5), and the items its controller gives it reach the UIKit-shaped bar's
/// `setItems(_:animated:)` (rule I7), which a subclass overrides; hit testing asks it (rule G1).
final class SurfaceTabBar: TabBar, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) { forwardLayoutSubviews() }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() { forwardUpdateConstraints() }

    override func hitTest(_ point: Point) -> View? { forwardHitTest(point) { super.hitTest(point) } }
    override func point(inside point: Point) -> Bool { forwardPoint(inside: point) { super.point(inside: point) } }

    override func controllerDidSetItems() {
        onMainActor("setItems") { ($0 as? UITabBar)?.takeItemsFromController() }
    }
}
