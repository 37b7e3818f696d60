import HeadlessUIKit

/// The engine view of a plain ``UIView`` (or a subclass of it an app writes): its layout
/// calls the UIKit-shaped view's `layoutSubviews()`, which an app's subclass overrides (rule L2).
final class SurfaceView: View {
    override func layoutSubviews() throws(EngineError) {
        (surface as? UIView)?.layoutSubviews()
    }

    /// UIKit's base `layoutSubviews`: the subviews placed by constraints take their solved
    /// frames (rule Y3).
    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    /// The constraint pass reaches the UIKit-shaped view's `updateConstraints()` (rule Y2).
    override func updateConstraints() {
        (surface as? UIView)?.updateConstraints()
    }
}
