import HeadlessUIKit

/// UIKit's `UITouch`: one finger during one touch sequence, the same object from began to
/// ended (rule G2).
@preconcurrency @MainActor
open class UITouch {
    /// Where a touch is in its sequence.
    public enum Phase: Int, Sendable {
        /// The finger came down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    let engineTouch: Touch

    init(engineTouch: Touch) { self.engineTouch = engineTouch }

    /// The surface of `touch`, made on first use and kept for the sequence.
    static func surface(of touch: Touch) -> UITouch {
        if let surface = touch.surface as? UITouch { return surface }
        let surface = UITouch(engineTouch: touch)
        touch.surface = surface
        return surface
    }

    /// The phase.
    open var phase: UITouch.Phase {
        switch engineTouch.phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
    /// The view the touch began in.
    open var view: UIView? { Surfaces.view(engineTouch.view) }
    /// The window the touch is in.
    open var window: UIWindow? { engineTouch.window.map { Surfaces.view($0) as? UIWindow } ?? nil }
    /// The number of taps.
    open var tapCount: Int { engineTouch.tapCount }
    /// The time of the last change, on the virtual clock.
    open var timestamp: TimeInterval { engineTouch.timestamp }
    /// The location in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint { CGPoint(engineTouch.location(in: view?.engineView)) }
    /// The previous location in `view`'s coordinates (the window's for nil).
    open func previousLocation(in view: UIView?) -> CGPoint { CGPoint(engineTouch.previousLocation(in: view?.engineView)) }
}

/// As UIKit's objects (`NSObject`s), touches compare and hash by identity.
extension UITouch: Hashable {
    /// Whether `lhs` and `rhs` are the same object.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
