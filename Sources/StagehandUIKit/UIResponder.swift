/// UIKit's `UIResponder`: the root of the views and view controllers. Only text fields take
/// focus in Stagehand (rules F1, F2); other responders refuse it.
open class UIResponder {
    /// A responder that refuses focus (a subclass that can take it says so).
    public init() {}

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
}

/// As UIKit's objects (`NSObject`s), responders compare and hash by identity.
extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same object.
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
