import Foundation
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

/// A method's implementation, as the Objective-C runtime's `IMP` is imported into Swift
/// (rule Z2): an opaque pointer, one per class and selector, that nothing in Stagehand calls.
public typealias IMP = OpaquePointer

/// The implementation of the instance method `name` of `cls` (rule Z2): the same token for the
/// same method, nil when `class_getInstanceMethod` finds none.
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? {
    class_getInstanceMethod(cls, name).map(method_getImplementation)
}

/// The implementation of `m` (rule Z2): its token.
public func method_getImplementation(_ m: Method) -> IMP {
    ImplementationTokens.token(for: m)
}

/// Sets the implementation of `m` (rule Z2): not done, for `method_exchangeImplementations`'s
/// reason. Recorded as a `lint:` event; answers the method's own implementation, which stays.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    CurrentApp.app.lint("runtime", "method_setImplementation(\(m)): Swift calls this method directly on Linux; the new implementation is not applied and the method keeps its own", rule: .Z2)
    return method_getImplementation(m)
}

/// The tokens that stand for implementations: one allocation per method, kept for the process.
private enum ImplementationTokens {
    final class Token {}
    nonisolated(unsafe) private static var tokens: [String: Token] = [:]
    private static let lock = NSLock()

    static func token(for method: Method) -> IMP {
        lock.lock()
        defer { lock.unlock() }
        let key = String(reflecting: method.owner) + " " + method.selector.name
        let token = tokens[key] ?? Token()
        tokens[key] = token
        return OpaquePointer(Unmanaged.passUnretained(token).toOpaque())
    }
}
