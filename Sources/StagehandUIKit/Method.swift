import HeadlessUIKit

/// An instance method of a class, as the Objective-C runtime's `Method` names it (rule Z2):
/// the class asked and the selector of the method.
public struct Method: @unchecked Sendable, CustomStringConvertible {
    /// The class it was looked up in.
    public let owner: AnyClass
    /// The method's selector.
    public let selector: Selector

    /// `-[Class name]`, as the runtime prints a method.
    public var description: String { "-[\(String(describing: owner)) \(selector.name)]" }
}

/// The instance method `name` of `cls` (rule Z2): a method when the selector was made from a
/// method (`#selector`) of `cls` or a superclass of it, else nil (a name alone, or another
/// class's method), as the runtime answers for a class without the method.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls, name.isMethod?(cls) == true else { return nil }
    return Method(owner: cls, selector: name)
}

/// Exchanges two methods' implementations (rule Z2): not done. Swift on Linux calls a method
/// directly, never through a method list the runtime could edit, and a swizzled method calls
/// itself to reach the original (`hero_add` calling `hero_add`), which would recurse for ever
/// if only the surface's side were exchanged. The exchange is recorded as a `lint:` event
/// naming both methods, and each keeps its own implementation.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    CurrentApp.app.lint("runtime", "method_exchangeImplementations(\(m1), \(m2)): Swift calls these methods directly on Linux; the exchange is not applied and each keeps its implementation", rule: .Z2)
}
