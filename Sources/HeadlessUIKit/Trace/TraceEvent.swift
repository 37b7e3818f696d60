/// One thing the engine did that a scenario may assert: a callback it sent, a UIKit warning,
/// a lint finding, or an app-level event such as the keyboard showing.
///
/// An event stays typed from the engine to every report: expectations compare its parts,
/// reports encode them, and ``text`` is only how it is printed. Beside what happened, every
/// event records the rule that produced it and the call that caused it, so that a user can
/// ask why it happened.
public struct TraceEvent: Equatable, Sendable {
    /// What happened.
    public enum Body: Equatable, Sendable {
        /// A callback sent (or a notification posted), with its arguments as printed.
        case callback(Callback.Name, arguments: [String])
        /// What UIKit logs to the console.
        case warning(String)
        /// Misuse UIKit allows silently: Stagehand's own finding.
        case lint(String)
    }

    /// The kinds of event, as reports name them.
    public enum Kind: String, Sendable {
        /// `<subject> <callback>` or `<subject> <callback>(<arguments>)`.
        case callback
        /// `<subject> warning: <message>`.
        case warning
        /// `<subject> lint: <message>`.
        case lint
    }

    /// The trace name of the object the event is about (`Form`, `Form#2`, `app`).
    public var subject: String
    /// What happened.
    public var body: Body
    /// The rule of docs/semantics.md that produced the event.
    public var rule: Rule
    /// The call that caused the event and the work it led to, outermost first (printed
    /// "scenario.lua:12 app:run() → Form's layout added the cell of row detail").
    public var cause: Cause

    /// An event about `subject` (a trace name: `Form`, `Form#2`, `app`), what happened to it,
    /// the rule it happened under, and the chain of calls that caused it.
    public init(subject: String, body: Body, rule: Rule, cause: Cause) {
        self.subject = subject
        self.body = body
        self.rule = rule
        self.cause = cause
    }

    /// The kind of event.
    public var kind: Kind {
        switch body {
        case .callback: .callback
        case .warning: .warning
        case .lint: .lint
        }
    }

    /// The callback's trace name (`viewWillAppear`), or `warning` / `lint`.
    public var callbackName: String {
        switch body {
        case .callback(let name, _): name.spec.traceName
        case .warning: "warning"
        case .lint: "lint"
        }
    }

    /// The arguments as printed, joined with `, ` (nil when there are none), or the message
    /// of a warning or lint finding.
    public var argumentText: String? {
        switch body {
        case .callback(_, let arguments): arguments.isEmpty ? nil : arguments.joined(separator: ", ")
        case .warning(let message), .lint(let message): message
        }
    }

    /// The event as scenarios see it, for example `Form viewWillAppear(false)`.
    public var text: String {
        switch body {
        case .callback:
            if let arguments = argumentText { return "\(subject) \(callbackName)(\(arguments))" }
            return "\(subject) \(callbackName)"
        case .warning(let message), .lint(let message):
            return "\(subject) \(callbackName): \(message)"
        }
    }
}
