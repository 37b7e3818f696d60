/// The calls the rewriter's selectors make (rule O3): a method reference and the message's
/// arguments, each cast to the type the method takes. Extra arguments are dropped (a
/// target-action method may take the sender and the event, the sender alone, or nothing);
/// missing ones are nil. An argument of another type is the app's uncaught exception, and the
/// method is not called.
extension Selector {
    /// Calls a method that takes no argument.
    @MainActor public static func invoke<R>(_ method: () throws -> R, _ arguments: [Any?]) -> Any? {
        result(try method())
    }

    /// Calls a method that takes one argument.
    @MainActor public static func invoke<A, R>(_ method: (A) throws -> R, _ arguments: [Any?]) -> Any? {
        guard let a: A = argument(arguments, 0) else { return nil }
        return result(try method(a))
    }

    /// Calls a method that takes two arguments.
    @MainActor public static func invoke<A, B, R>(_ method: (A, B) throws -> R, _ arguments: [Any?]) -> Any? {
        guard let a: A = argument(arguments, 0), let b: B = argument(arguments, 1) else { return nil }
        return result(try method(a, b))
    }

    /// Calls a method that takes three arguments.
    @MainActor public static func invoke<A, B, C, R>(_ method: (A, B, C) throws -> R, _ arguments: [Any?]) -> Any? {
        guard let a: A = argument(arguments, 0), let b: B = argument(arguments, 1),
              let c: C = argument(arguments, 2) else { return nil }
        return result(try method(a, b, c))
    }

    /// Calls a method that takes four arguments.
    @MainActor public static func invoke<A, B, C, D, R>(_ method: (A, B, C, D) throws -> R, _ arguments: [Any?]) -> Any? {
        guard let a: A = argument(arguments, 0), let b: B = argument(arguments, 1),
              let c: C = argument(arguments, 2), let d: D = argument(arguments, 3) else { return nil }
        return result(try method(a, b, c, d))
    }

    /// The `index`th argument as `A` (nil casts to an optional parameter's nil); a value of
    /// another type, or nil for a non-optional parameter, is reported.
    private static func argument<A>(_ arguments: [Any?], _ index: Int) -> A? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let cast = value as? A { return cast }
        MessageSend.reportArgument(index, value, expected: A.self)
        return nil
    }

    /// A method's result as a message's: nil for a method that returns nothing (or threw).
    private static func result<R>(_ body: @autoclosure () throws -> R) -> Any? {
        guard let value = try? body() else { return nil }
        return value is Void ? nil : value
    }
}
