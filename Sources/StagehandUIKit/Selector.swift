/// An Objective-C selector without the Objective-C runtime: a method's name (`handlePan:`),
/// and, when it was made from `#selector(...)`, the way to call that method on an instance.
///
/// Swift on Linux has neither `Selector` nor `#selector`. Stagehand's source rewriter turns
/// `#selector(Drawer.handlePan(_:))` into `Selector("handlePan:", on: Drawer.self) { ... }`, so
/// target-action (controls, gesture recognizers, notifications, `perform(_:with:afterDelay:)`)
/// reaches the method as UIKit's message send would. A selector made from a string alone
/// (`Selector("handlePan:")`) knows no method: sending it is "unrecognized selector" (rule V3).
///
/// Two selectors are equal when their names are: the method reference is not compared.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The Objective-C name: the base name, then each argument label and a colon
    /// (`tableView:didSelectRowAtIndexPath:` style is not derived; the rewriter spells it).
    public let name: String
    /// The method's class check and its call, when the selector was made from a method.
    let method: (accepts: (AnyObject) -> Bool, call: (AnyObject, [Any?]) -> Any?)?

    /// A selector known only by its name, as `Selector("name:")` or `NSSelectorFromString`.
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector for a method of `Target`, as the rewriter makes from `#selector(...)`:
    /// `call` receives the target and the message's arguments (sender first, then the event,
    /// as target-action sends them; fewer when the method takes fewer).
    public init<Target: AnyObject>(_ name: String, on type: Target.Type, _ call: @escaping (Target, [Any?]) -> Any?) {
        self.name = name
        method = (accepts: { $0 is Target },
                  call: { target, arguments in
                      guard let target = target as? Target else { return nil }
                      return call(target, arguments)
                  })
    }

    /// The name, as `NSStringFromSelector` gives it.
    public var description: String { name }

    /// Whether `target` has the method: the selector was made from a method and `target` is
    /// an instance of that method's class or a subclass (`responds(to:)`).
    public func isUnderstood(by target: AnyObject) -> Bool {
        method?.accepts(target) ?? false
    }

    /// Sends the message to `target` with `arguments` (target-action passes the sender, then
    /// the event). Returns the method's result (`.some(nil)` for a method that returns
    /// nothing), or nil when `target` does not understand the selector ("unrecognized
    /// selector sent to instance": the caller reports it, rule V3).
    public func send(to target: AnyObject, arguments: [Any?]) -> Any?? {
        guard let method, method.accepts(target) else { return nil }
        return .some(method.call(target, arguments))
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
