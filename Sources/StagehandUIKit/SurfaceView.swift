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

    /// Hit testing asks the UIKit-shaped view, whose subclass may override it (rule G1).
    override func hitTest(_ point: Point) -> View? {
        guard let view = surface as? UIView else { return super.hitTest(point) }
        return view.hitTest(CGPoint(point), with: nil)?.engineView
    }

    /// Hit testing asks the UIKit-shaped view, whose subclass may override it (rule G1).
    override func point(inside point: Point) -> Bool {
        guard let view = surface as? UIView else { return super.point(inside: point) }
        return view.point(inside: CGPoint(point), with: nil)
    }

    /// The touches reach the UIKit-shaped view's methods (rule G2); their base comes back
    /// through ``baseTouches(_:_:)``.
    override func touchesBegan(_ touches: [Touch]) { deliver(.began, touches) }
    override func touchesMoved(_ touches: [Touch]) { deliver(.moved, touches) }
    override func touchesEnded(_ touches: [Touch]) { deliver(.ended, touches) }
    override func touchesCancelled(_ touches: [Touch]) { deliver(.cancelled, touches) }

    private func deliver(_ phase: UITouch.Phase, _ touches: [Touch]) {
        guard let view = surface as? UIView else { return baseTouches(phase, touches) }
        let surfaces = Set(touches.map(UITouch.surface(of:)))
        let event = UIEvent(touches: surfaces)
        switch phase {
        case .began: view.touchesBegan(surfaces, with: event)
        case .moved, .stationary: view.touchesMoved(surfaces, with: event)
        case .ended: view.touchesEnded(surfaces, with: event)
        case .cancelled: view.touchesCancelled(surfaces, with: event)
        }
    }

    /// UIKit's base `touches…` of the view: the engine passes them up the chain (rule G2).
    func baseTouches(_ phase: UITouch.Phase, _ touches: [Touch]) {
        switch phase {
        case .began: super.touchesBegan(touches)
        case .moved, .stationary: super.touchesMoved(touches)
        case .ended: super.touchesEnded(touches)
        case .cancelled: super.touchesCancelled(touches)
        }
    }
}

/// An engine view made for a UIKit-shaped view, whose `layoutSubviews` calls the surface's: the
/// surface's base implementation runs the engine's own through ``baseLayoutSubviews()``.
protocol SurfaceEngineView: View {
    /// The engine's base `layoutSubviews` (constrained subviews take their frames, rule Y3).
    func baseLayoutSubviews() throws(EngineError)
}
