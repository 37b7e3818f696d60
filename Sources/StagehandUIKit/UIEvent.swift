/// UIKit's `UIEvent`, as a minimal value: the touches of one touch event (rule G2).
@preconcurrency @MainActor
open class UIEvent {
    private let touchSet: Set<UITouch>

    init(touches: Set<UITouch>) { touchSet = touches }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touchSet }
    /// The time of the event, on the virtual clock.
    open var timestamp: TimeInterval { touchSet.map(\.timestamp).max() ?? 0 }
    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }
}
