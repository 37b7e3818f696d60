import HeadlessUIKit

/// Rule O11: the class methods UIKit's classes answer by selector (`+sharedApplication`),
/// for `Class.responds(to:)` and `Class.perform(_:)`: a table, since Swift on Linux has no
/// Objective-C runtime to look them up in.
enum ClassMessages {
    /// The class methods of UIKit's classes, by selector name, with what each returns.
    private static let table: [(accepts: @Sendable (AnyClass) -> Bool, name: String, answer: @MainActor @Sendable () -> AnyObject)] = [
        ({ $0 is UIApplication.Type }, "sharedApplication", { UIApplication.shared }),
    ]

    /// The method `selector` names on `type` or a superclass of it, if UIKit has one.
    static func method(_ selector: Selector, of type: AnyClass) -> (@MainActor @Sendable () -> AnyObject)? {
        table.first { entry in entry.name == selector.name && entry.accepts(type) }?.answer
    }

    /// Rule O11: sends `selector` to the class `type`: its result, not retained; a class
    /// method UIKit's class lacks is UIKit's "unrecognized selector sent to class" (rule O3).
    static func perform(_ selector: Selector?, on type: AnyClass) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        guard let method = method(selector, of: type) else {
            let name = String(reflecting: type)
            var reason = "+[\(name) \(selector.name)]: unrecognized selector sent to class \(name)"
            if let location = selector.location { reason += " (the selector made at \(location))" }
            CurrentApp.app.recordUncaughtException(EngineError(name: "NSInvalidArgumentException", reason: reason, rule: .O11),
                                                   subject: name)
            return nil
        }
        return call(method, of: type).map { Unmanaged.passUnretained($0) }
    }


    /// Rule O11: key-value coding on the class `type`: the class method named `key`; any
    /// other key is UIKit's `NSUnknownKeyException`, recorded as the app's uncaught exception.
    static func value(forKey key: String, of type: AnyClass) -> Any? {
        if let method = method(Selector(key), of: type) { return call(method, of: type) }
        let name = String(reflecting: type)
        CurrentApp.app.recordUncaughtException(EngineError(
            name: "NSUnknownKeyException",
            reason: "[<\(name) class> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).",
            rule: .O11), subject: name)
        return nil
    }

    /// Runs a class method on the main actor, where UIKit's classes answer (rule V3).
    private static func call(_ method: @MainActor () -> AnyObject, of type: AnyClass) -> AnyObject? {
        MainActorBridge.run(CurrentApp.app, subject: String(reflecting: type)) { method() }
    }
}
