/// One thing the engine did that a scenario may assert: a callback it sent, a UIKit warning,
/// a lint finding, or an app-level event such as the keyboard showing.
///
/// Beside its text, every event records the rule that produced it and the call that caused it,
/// so that a user can ask why it happened.
public struct TraceEvent: Equatable, Sendable {
    /// What kind of line this is; it decides how ``text`` is spelled.
    public enum Kind: String, Sendable {
        /// `<subject> <callback>` or `<subject> <callback>(<arguments>)`.
        case callback
        /// `<subject> warning: <message>`: what UIKit logs to the console.
        case warning
        /// `<subject> lint: <message>`: misuse UIKit allows silently; Stagehand's own finding.
        case lint
    }

    /// The kind of event.
    public var kind: Kind
    /// The trace name of the object the event is about (`Form`, `Form#2`, `app`).
    public var subject: String
    /// The callback's UIKit name (`viewWillAppear`); `warning` or `lint` for those kinds.
    public var callback: String
    /// The arguments as printed (`true`, `Form`, `0,1`), the message for warnings and lint.
    public var arguments: String?
    /// The id of the rule in docs/semantics.md that produced the event (`A5`).
    public var rule: String
    /// The call that caused the event, innermost first cause (for example
    /// "Form's layout added the cell of row detail").
    public var cause: String

    /// Makes an event.
    public init(kind: Kind = .callback, subject: String, callback: String, arguments: String? = nil,
                rule: String, cause: String) {
        self.kind = kind
        self.subject = subject
        self.callback = callback
        self.arguments = arguments
        self.rule = rule
        self.cause = cause
    }

    /// The event as scenarios see it, for example `Form viewWillAppear(false)`.
    public var text: String {
        switch kind {
        case .callback:
            if let arguments { return "\(subject) \(callback)(\(arguments))" }
            return "\(subject) \(callback)"
        case .warning, .lint:
            return "\(subject) \(kind.rawValue): \(arguments ?? "")"
        }
    }
}
