import HeadlessUIKit

/// UIKit's `UIPinchGestureRecognizer` (rule G8): continuous, with two fingers; its scale is
/// the distance between them over the distance when they came down.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        PinchGestureRecognizer(app: app, name: name)
    }

    private var pinch: PinchGestureRecognizer? { engineRecognizer as? PinchGestureRecognizer }

    /// The scale (1 before the fingers move); settable.
    open var scale: CGFloat {
        get { CGFloat(pinch?.scale ?? 1) }
        set { pinch?.scale = Double(newValue) }
    }
    /// The velocity, in scale per second.
    open var velocity: CGFloat { CGFloat(pinch?.velocity ?? 0) }
}
