/// Misuse that UIKit answers with an exception, in UIKit's words, or a runaway the engine
/// stops. Scripts see these as Lua errors carrying ``message``.
public struct EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's exception name, or `Stagehand` for the engine's own guards.
    public var name: String
    /// The exception's reason.
    public var reason: String
    /// The rule that raises it.
    public var rule: Rule

    /// The exception `name` (UIKit's, or `Stagehand`) with UIKit's `reason` text, raised under
    /// `rule`.
    public init(name: String, reason: String, rule: Rule) {
        self.name = name
        self.reason = reason
        self.rule = rule
    }

    /// `<name>: <reason>`, as UIKit's uncaught-exception log begins.
    public var message: String { "\(name): \(reason)" }
    /// Same as ``message``.
    public var description: String { message }
}
