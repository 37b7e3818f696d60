import HeadlessUIKit

/// UIKit's `UILongPressGestureRecognizer` (rule G8): continuous; begins when the fingers were
/// held long enough on the virtual clock without moving.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        LongPressGestureRecognizer(app: app, name: name)
    }

    private var press: LongPressGestureRecognizer? { engineRecognizer as? LongPressGestureRecognizer }

    /// How long the fingers are held before it begins (0.5 s by default).
    open var minimumPressDuration: TimeInterval {
        get { press?.minimumPressDuration ?? 0.5 }
        set { press?.minimumPressDuration = newValue }
    }
    /// How far the fingers may move before it begins (10 points by default).
    open var allowableMovement: CGFloat {
        get { CGFloat(press?.allowableMovement ?? 10) }
        set { press?.allowableMovement = Double(newValue) }
    }
    /// The fingers needed (1 by default).
    open var numberOfTouchesRequired: Int {
        get { press?.numberOfTouchesRequired ?? 1 }
        set { press?.numberOfTouchesRequired = newValue }
    }
    /// The taps before the press (0 by default); kept, not modelled.
    open var numberOfTapsRequired: Int = 0
}
