import HeadlessUIKit

/// The engine view of a plain ``UIView`` (or a subclass of it an app writes): its layout
/// calls the UIKit-shaped view's `layoutSubviews()`, which an app's subclass overrides (rule L2).
final class SurfaceView: View {
    override func layoutSubviews() throws(EngineError) {
        (surface as? UIView)?.layoutSubviews()
    }
}
