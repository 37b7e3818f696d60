import HeadlessUIKit

/// What sending a selector reports, and the delayed performs of each app (rules O3, O5).
enum MessageSend {
    /// How the report names `target`: its class (UIKit prints its address). Not its trace
    /// name, which would need the main actor that UIKit's classes are isolated to.
    static func subject(of target: AnyObject) -> String {
        String(describing: type(of: target))
    }

    /// Rule O3 (V3 path): UIKit's `NSInvalidArgumentException` for a message the target does
    /// not understand, naming where the selector was made when the rewriter made it.
    static func reportUnrecognized(_ selector: Selector, sentTo target: AnyObject) {
        let name = subject(of: target)
        var reason = "-[\(String(reflecting: type(of: target))) \(selector.name)]: unrecognized selector sent to instance \(name)"
        if let location = selector.location { reason += " (the selector made at \(location))" }
        CurrentApp.app.recordUncaughtException(EngineError(name: "NSInvalidArgumentException", reason: reason, rule: .O3), subject: name)
    }

    /// Rule O3 (**choice**): an argument the method cannot take is the app's uncaught
    /// exception (Objective-C would pass it and fail later, at its first use).
    static func reportArgument(_ index: Int, _ value: Any?, expected: Any.Type) {
        let given = value.map { String(describing: type(of: $0)) } ?? "nil"
        CurrentApp.app.recordUncaughtException(EngineError(
            name: "NSInvalidArgumentException",
            reason: "argument \(index + 1) of a message is \(given), which the method's parameter of type \(expected) cannot take",
            rule: .O3), subject: "app")
    }
}

extension MessageSend {
    /// `perform(_:)` and its forms: the object the method returns, not retained (as
    /// `performSelector:` returns it), or nil.
    static func perform(_ selector: Selector?, on target: AnyObject, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        guard let result = selector.deliver(to: target, arguments: arguments),
              type(of: result) is AnyClass else { return nil }
        return Unmanaged.passUnretained(result as AnyObject)
    }
}
