import HeadlessUIKit

/// The engine view of a plain ``UIView`` (or a subclass of it an app writes): its layout
/// calls the UIKit-shaped view's `layoutSubviews()`, which an app's subclass overrides (rule L2).
final class SurfaceView: View, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) { forwardLayoutSubviews() }

    /// UIKit's base `layoutSubviews`: the subviews placed by constraints take their solved
    /// frames (rule Y3).
    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    /// The layout engine asks the UIKit-shaped view, whose subclass may override it (rule Y6).
    override var intrinsicContentSize: Size {
        guard let size = onMainActor("intrinsicContentSize", { ($0 as? UIView)?.intrinsicContentSize }) ?? nil else {
            return super.intrinsicContentSize
        }
        return Size(width: Double(size.width), height: Double(size.height))
    }

    override func updateConstraints() { forwardUpdateConstraints() }

    override func hitTest(_ point: Point) -> View? { forwardHitTest(point) { super.hitTest(point) } }
    override func point(inside point: Point) -> Bool { forwardPoint(inside: point) { super.point(inside: point) } }

    /// The touches reach the UIKit-shaped view's methods (rule G2); their base comes back
    /// through ``baseTouches(_:_:)``.
    override func touchesBegan(_ touches: [Touch]) { deliver(.began, touches) }
    override func touchesMoved(_ touches: [Touch]) { deliver(.moved, touches) }
    override func touchesEnded(_ touches: [Touch]) { deliver(.ended, touches) }
    override func touchesCancelled(_ touches: [Touch]) { deliver(.cancelled, touches) }

    private func deliver(_ phase: UITouch.Phase, _ touches: [Touch]) {
        guard surface is UIView else { return baseTouches(phase, touches) }
        nonisolated(unsafe) let (engineView, touches) = (self, touches)    // they stay on this, the main, thread
        onMainActor("touches") { surface in SurfaceView.deliverOnMainActor(surface, engineView, phase, touches) }
    }

    @MainActor private static func deliverOnMainActor(_ surface: AnyObject?, _ engineView: SurfaceView, _ phase: UITouch.Phase,
                                                      _ touches: [Touch]) {
        guard let view = surface as? UIView else { return engineView.baseTouches(phase, touches) }
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

extension View {
    /// Runs `body` with the surface on the main actor (UIKit's classes are `@MainActor`); off
    /// the main thread, the app fails with a clear message instead (``MainActorBridge``).
    @discardableResult
    func onMainActor<T>(_ what: String, _ body: @MainActor (AnyObject?) -> T) -> T? {
        nonisolated(unsafe) let surface = self.surface    // it stays on this, the main, thread
        return MainActorBridge.run(owningApp, subject: "\(name) \(what)") { body(surface) }
    }
}

/// An engine view made for a UIKit-shaped view, whose `layoutSubviews` calls the surface's: the
/// surface's base implementation runs the engine's own through ``baseLayoutSubviews()``.
protocol SurfaceEngineView: View {
    /// The engine's base `layoutSubviews` (constrained subviews take their frames, rule Y3).
    func baseLayoutSubviews() throws(EngineError)
}

/// What every engine view of a UIKit-shaped view forwards to it, one body for all of them: each
/// class's override is a line that calls these, with its own `super` as the base.
extension SurfaceEngineView {
    /// Rule L2: the layout calls the UIKit-shaped view's `layoutSubviews()`, whose base comes
    /// back through ``baseLayoutSubviews()``.
    func forwardLayoutSubviews() {
        onMainActor("layoutSubviews") { ($0 as? UIView)?.layoutSubviews() }
    }

    /// Rule Y2: the constraint pass reaches the UIKit-shaped view's `updateConstraints()`.
    func forwardUpdateConstraints() {
        onMainActor("updateConstraints") { ($0 as? UIView)?.updateConstraints() }
    }

    /// Rule G1: hit testing asks the UIKit-shaped view, whose subclass may override it; `base`
    /// answers when there is none.
    func forwardHitTest(_ point: Point, base: () -> View?) -> View? {
        guard surface is UIView else { return base() }
        return onMainActor("hitTest") { ($0 as? UIView)?.hitTest(CGPoint(point), with: nil)?.engineView } ?? nil
    }

    /// Rule G1: `point(inside:)` asks the UIKit-shaped view; `base` answers when there is none.
    func forwardPoint(inside point: Point, base: () -> Bool) -> Bool {
        guard surface is UIView else { return base() }
        return onMainActor("point(inside:)") { ($0 as? UIView)?.point(inside: CGPoint(point), with: nil) ?? false } ?? false
    }
}
