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
        members.append(("cause", .string(cause)))
        if case .lint(let message) = body { members.append(("lint", .string(message))) }
        members.append(("rule", .string(rule.rawValue)))
        members.append(("subject", .string(subject)))
        if case .warning(let message) = body { members.append(("warning", .string(message))) }
        return .object(members)
    }

    /// The event some JSON holds, or nil (an unknown callback or rule, a missing field).
    public init?(jsonValue json: JSONValue) {
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
        self.init(subject: subject, body: body, rule: rule, cause: cause)
    }
}
