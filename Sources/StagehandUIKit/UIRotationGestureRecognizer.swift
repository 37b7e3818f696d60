import HeadlessUIKit

/// UIKit's `UIRotationGestureRecognizer` (rule G17): continuous, with two fingers; its rotation
/// is the angle the line between them turned since they came down, in radians.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        RotationGestureRecognizer(app: app, name: name)
    }

    private var rotator: RotationGestureRecognizer? { engineRecognizer as? RotationGestureRecognizer }

    /// The rotation in radians (0 before the fingers move); settable.
    open var rotation: CGFloat {
        get { CGFloat(rotator?.rotation ?? 0) }
        set { rotator?.rotation = Double(newValue) }
    }
    /// The velocity, in radians per second.
    open var velocity: CGFloat { CGFloat(rotator?.velocity ?? 0) }
}
