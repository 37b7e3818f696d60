import HeadlessUIKit

/// UIKit's `UIPanGestureRecognizer` (rule G8): continuous; begins once the fingers moved,
/// with a translation and a velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        PanGestureRecognizer(app: app, name: name)
    }

    private var pan: PanGestureRecognizer? { engineRecognizer as? PanGestureRecognizer }

    /// The fewest fingers (1 by default).
    open var minimumNumberOfTouches: Int {
        get { pan?.minimumNumberOfTouches ?? 1 }
        set { pan?.minimumNumberOfTouches = newValue }
    }
    /// The most fingers (unlimited by default).
    open var maximumNumberOfTouches: Int {
        get { pan?.maximumNumberOfTouches ?? Int.max }
        set { pan?.maximumNumberOfTouches = newValue }
    }

    /// How far the fingers moved since they came down, in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint { CGPoint(pan?.translation(in: view?.engineView) ?? .zero) }

    /// Resets the translation to `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        pan?.setTranslation(Point(x: Double(translation.x), y: Double(translation.y)), in: view?.engineView)
    }

    /// The velocity, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint { CGPoint(pan?.velocity(in: view?.engineView) ?? .zero) }
}
