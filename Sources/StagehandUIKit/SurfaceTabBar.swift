import HeadlessUIKit

/// The engine's tab bar of a ``UITabBar`` an app makes (or its subclass's): its layout calls
/// the UIKit-shaped bar's `layoutSubviews()` (rule L2), whose base lays out the item buttons
/// (rule I5), and the items its controller gives it reach the UIKit-shaped bar's
/// `setItems(_:animated:)` (rule I7), which a subclass overrides.
final class SurfaceTabBar: TabBar, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) {
        onMainActor("layoutSubviews") { ($0 as? UIView)?.layoutSubviews() }
    }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() {
        onMainActor("updateConstraints") { ($0 as? UIView)?.updateConstraints() }
    }

    override func controllerDidSetItems() {
        onMainActor("setItems") { ($0 as? UITabBar)?.takeItemsFromController() }
    }
}
