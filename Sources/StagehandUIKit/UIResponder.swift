/// UIKit's `UIResponder`: the root of the views and view controllers. Only text fields take
/// focus in Stagehand (rules F1, F2); other responders refuse it.
///
/// As in UIKit, it is an `NSObject` (apps call `super.init()`, override `description`, use
/// `isEqual(_:)`; objects compare and hash by identity unless a subclass says otherwise) and
/// `@MainActor`: every subclass, and every app subclass, is isolated to the main actor.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder that refuses focus (a subclass that can take it says so).
    public override init() { super.init() }

    /// VoiceOver's escape gesture (a two-finger Z) asks the responder to dismiss itself:
    /// false, not handled, unless a subclass overrides it. Stagehand sends no VoiceOver
    /// gestures. UIKit declares it on `NSObject`; here it is the responders' (an override in
    /// an extension of Foundation's `NSObject` cannot compile on Linux).
    open func accessibilityPerformEscape() -> Bool { false }

    /// What the accessibility properties store (`accessibilityLabel`, ...).
    var accessibility = AccessibilityValues()

    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { false }
    /// Whether it can become first responder: `false` but for text fields.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become first responder; `false` but for text fields (rule F1).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder; `true`, as UIKit's default (rule F2).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The object was made from a nib or a storyboard and its outlets are connected. Does
    /// nothing; Stagehand reads no nib, so it is called only by an app's own code. (UIKit
    /// declares it on `NSObject`; here the views and controllers have it.)
    open func awakeFromNib() {}
    /// Interface Builder is about to draw the object. Does nothing; never called by Stagehand.
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain: a view's controller or superview, a controller's
    /// view's superview (rule G2); nil by default.
    open var next: UIResponder? { nil }

    /// Touches began (rule G2); the base passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forwardTouches(.began, touches, event) }
    /// Touches moved (rule G2); the base passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { forwardTouches(.moved, touches, event) }
    /// Touches ended (rule G2); the base passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forwardTouches(.ended, touches, event) }
    /// Touches were cancelled (rule G2); the base passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forwardTouches(.cancelled, touches, event) }

    /// UIKit's base of the `touches…` methods: passes them to ``next`` (a view passes them to
    /// its engine view's next responder instead, so that the chain runs once).
    func forwardTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let next else { return }
        switch phase {
        case .began: next.touchesBegan(touches, with: event)
        case .moved, .stationary: next.touchesMoved(touches, with: event)
        case .ended: next.touchesEnded(touches, with: event)
        case .cancelled: next.touchesCancelled(touches, with: event)
        }
    }
}
