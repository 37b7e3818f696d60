import HeadlessUIKit

/// The one encoding of a trace event, used by the worker protocol and the JSON report alike:
/// `{"arguments":[...],"callback":"viewWillAppear","cause":"...","rule":"A2","subject":"Form"}`
/// for a callback (`arguments` left out when there are none; `callback` is the registry's
/// name), `{"cause":...,"rule":...,"subject":...,"warning":"message"}` for a warning and the
/// same with `lint` for a lint finding.
extension TraceEvent: JSONLine {
    /// The event as JSON, keys sorted.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = []
        switch body {
        case .callback(let name, let arguments):
            if !arguments.isEmpty { members.append(("arguments", .array(arguments.map(JSONValue.string)))) }
            members.append(("callback", .string(name.rawValue)))
        default: break
        }
        members.append(("cause", .string(cause.description)))
        if case .lint(let message) = body { members.append(("lint", .string(message))) }
        members.append(("rule", .string(rule.rawValue)))
        members.append(("subject", .string(subject)))
        if case .warning(let message) = body { members.append(("warning", .string(message))) }
        return .object(members)
    }

    /// Writes ``jsonValue``'s text member by member.
    public func writeJSON(to writer: inout JSONWriter) {
        writer.raw("{")
        var first = true
        func key(_ name: String) {
            writer.key(name, first: first)
            first = false
        }
        if case .callback(let name, let arguments) = body {
            if !arguments.isEmpty {
                key("arguments")
                writer.array(arguments) { writer, argument in writer.string(argument) }
            }
            key("callback")
            writer.string(name.rawValue)
        }
        key("cause")
        writer.string(cause)
        if case .lint(let message) = body {
            key("lint")
            writer.string(message)
        }
        key("rule")
        writer.string(rule.rawValue)
        key("subject")
        writer.string(subject)
        if case .warning(let message) = body {
            key("warning")
            writer.string(message)
        }
        writer.raw("}")
    }

    /// The event some JSON holds, or nil (an unknown callback or rule, a missing field). Its
    /// cause's steps find their objects among the event's subject alone: a result's events
    /// are read with ``EventListReader``, whose causes find them among all their subjects.
    public init?(jsonValue json: JSONValue) {
        guard let (event, cause) = Self.withCauseText(jsonValue: json) else { return nil }
        var causes = CauseReader(objects: [event.subject])
        self = event
        self.cause = causes.cause(cause)
    }

    /// The event some JSON holds, with no cause yet, and the text of its cause; nil as for
    /// ``init(jsonValue:)``.
    static func withCauseText(jsonValue json: JSONValue) -> (event: TraceEvent, cause: String)? {
        guard let subject = json["subject"]?.string, let cause = json["cause"]?.string,
              let rule = json["rule"]?.string.flatMap(Rule.init(rawValue:)) else { return nil }
        let body: Body
        if let name = json["callback"]?.string {
            guard let callback = Callback.Name(rawValue: name) else { return nil }
            var arguments: [String] = []
            if let list = json["arguments"] {
                guard let strings = list.strings else { return nil }
                arguments = strings
            }
            body = .callback(callback, arguments: arguments)
        } else if let message = json["warning"]?.string {
            body = .warning(message)
        } else if let message = json["lint"]?.string {
            body = .lint(message)
        } else {
            return nil
        }
        return (TraceEvent(subject: subject, body: body, rule: rule, cause: Cause()), cause)
    }
}
