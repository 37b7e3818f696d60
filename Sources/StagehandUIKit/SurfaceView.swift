import HeadlessUIKit

/// The engine view of a plain ``UIView`` (or a subclass of it an app writes): its layout
/// calls the UIKit-shaped view's `layoutSubviews()`, which an app's subclass overrides (rule L2).
final class SurfaceView: View, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) {
        (surface as? UIView)?.layoutSubviews()
    }

    /// UIKit's base `layoutSubviews`: the subviews placed by constraints take their solved
    /// frames (rule Y3).
    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    /// The layout engine asks the UIKit-shaped view, whose subclass may override it (rule Y6).
    override var intrinsicContentSize: Size {
        guard let size = (surface as? UIView)?.intrinsicContentSize else { return super.intrinsicContentSize }
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// The constraint pass reaches the UIKit-shaped view's `updateConstraints()` (rule Y2).
    override func updateConstraints() {
        (surface as? UIView)?.updateConstraints()
    }
}

/// An engine view made for a UIKit-shaped view, whose `layoutSubviews` calls the surface's: the
/// surface's base implementation runs the engine's own through ``baseLayoutSubviews()``.
protocol SurfaceEngineView: View {
    /// The engine's base `layoutSubviews` (constrained subviews take their frames, rule Y3).
    func baseLayoutSubviews() throws(EngineError)
}
