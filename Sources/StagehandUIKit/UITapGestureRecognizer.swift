import HeadlessUIKit

/// UIKit's `UITapGestureRecognizer` (rule G8): discrete; recognized when the fingers lift
/// after the taps it needs.
open class UITapGestureRecognizer: UIGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        TapGestureRecognizer(app: app, name: name)
    }

    private var tap: TapGestureRecognizer? { engineRecognizer as? TapGestureRecognizer }

    /// The taps needed (1 by default).
    open var numberOfTapsRequired: Int {
        get { tap?.numberOfTapsRequired ?? 1 }
        set { tap?.numberOfTapsRequired = newValue }
    }
    /// The fingers needed (1 by default).
    open var numberOfTouchesRequired: Int {
        get { tap?.numberOfTouchesRequired ?? 1 }
        set { tap?.numberOfTouchesRequired = newValue }
    }
}
