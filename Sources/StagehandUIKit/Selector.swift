import HeadlessUIKit

/// An Objective-C selector without the Objective-C runtime: a method's name (`handlePan:`),
/// and, when it was made from `#selector(...)`, the way to call that method on an instance.
///
/// Swift on Linux has neither `Selector` nor `#selector`. Stagehand's source rewriter turns
/// `#selector(Drawer.handlePan(_:))` into `Selector("handlePan:", on: Drawer.self) { ... }`
/// (rule O2 spells the name), so target-action (controls, gesture recognizers, notifications,
/// `perform(_:with:afterDelay:)`) reaches the method as UIKit's message send would (rule O3).
/// A selector made from a string alone (`Selector("handlePan:")`) knows no method: sending it
/// is "unrecognized selector" (rules O3, V3).
///
/// Two selectors are equal when their names are: the method reference is not compared.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The Objective-C name: the base name, then each argument label and a colon, as Swift
    /// names an `@objc` method (rule O2; the rewriter spells it).
    public let name: String
    /// The method's class check and its call, when the selector was made from a method.
    let method: (accepts: (AnyObject) -> Bool, call: (AnyObject, [Any?]) -> Any?)?
    /// Where the `#selector` was written (`Drawer.swift:12`), when the rewriter made it.
    public let location: String?
    /// Whether a class has the method (it is the method's class or a subclass), when the
    /// selector was made from a class's method (rule Z2).
    let isMethod: ((AnyClass) -> Bool)?

    /// A selector known only by its name, as `Selector("name:")` or `NSSelectorFromString`.
    public init(_ name: String) {
        self.name = name
        method = nil
        location = nil
        isMethod = nil
    }

    /// A selector for a method of `Target`, as the rewriter makes from `#selector(...)`:
    /// `call` receives the target and the message's arguments (sender first, then the event,
    /// as target-action sends them; fewer when the method takes fewer). `call` is main-actor
    /// isolated, as UIKit's classes are: messages are sent on the main thread.
    public init<Target: AnyObject>(_ name: String, on type: Target.Type,
                                   file: StaticString = #fileID, line: UInt = #line,
                                   _ call: @escaping @MainActor (Target, [Any?]) -> Any?) {
        self.name = name
        let call = Self.unisolated(call)
        method = (accepts: { $0 is Target },
                  call: { target, arguments in
                      guard let target = target as? Target else { return nil }
                      return call(target, arguments)
                  })
        location = "\(file):\(line)"
        isMethod = { $0 is Target.Type }
    }

    /// A selector for a method of a protocol (`#selector(DrawerDelegate.drawerDidOpen(_:))`):
    /// `accepts` says whether an object has it (for an optional requirement, whether it
    /// adopts the requirement's own protocol, rule O4), and `call` sends it to such an object.
    public init(_ name: String, accepts: @escaping (AnyObject) -> Bool,
                file: StaticString = #fileID, line: UInt = #line,
                _ call: @escaping @MainActor (AnyObject, [Any?]) -> Any?) {
        self.name = name
        method = (accepts: accepts, call: Self.unisolated(call))
        location = "\(file):\(line)"
        isMethod = nil
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
    /// selector sent to instance": the caller reports it, rule V3, or calls
    /// ``deliver(to:arguments:)`` which does).
    public func send(to target: AnyObject, arguments: [Any?]) -> Any?? {
        guard let method, method.accepts(target) else { return nil }
        return .some(method.call(target, arguments))
    }

    /// Rule O3: sends the message to `target`; when `target` does not understand it, records
    /// UIKit's `NSInvalidArgumentException` "-[Class name]: unrecognized selector sent to
    /// instance" as the current app's uncaught exception (rule V3) and returns nil.
    @discardableResult
    public func deliver(to target: AnyObject, arguments: [Any?]) -> Any? {
        if let result = send(to: target, arguments: arguments) { return result }
        MessageSend.reportUnrecognized(self, sentTo: target)
        return nil
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// A main-actor closure called as a plain one. Sending is synchronous and happens where
    /// UIKit's would, on the main thread; Stagehand's objects are used by one thread at a time
    /// (`App.withCurrent`), which is what this relies on. A synchronous closure's isolation
    /// does not change how it is called.
    private static func unisolated<A, B, R>(_ call: @escaping @MainActor (A, B) -> R) -> (A, B) -> R {
        unsafeBitCast(call, to: ((A, B) -> R).self)
    }
}
