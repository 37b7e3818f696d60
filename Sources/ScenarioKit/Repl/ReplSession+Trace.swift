import HeadlessUIKit

extension ReplSession {
    /// How many events `:trace` shows when it is given no number.
    static let defaultTraceLimit = 20

    /// What a `:trace` argument asks for: `all`, a number of events (at least 0), or
    /// ``defaultTraceLimit`` without one; nil for anything else.
    static func traceLimit(_ argument: String?) -> TraceLimit? {
        guard let argument else { return .last(defaultTraceLimit) }
        if argument == "all" { return .all }
        guard let count = Int(argument), count >= 0 else { return nil }
        return .last(count)
    }

    /// `:trace`: the events since the last mark (`:mark`, `app:mark()`), each with its rule;
    /// with a limit, only the last `limit` of them, after a line that counts the others
    /// (`... 420 earlier events; :trace all shows them`). Says so when there is nothing to show.
    func traceText(limit: TraceLimit) -> String {
        let trace = environment.app.trace
        let events = trace.sinceMark
        guard !events.isEmpty else {
            return trace.markIndex > 0 ? "no events since the mark (\(trace.markIndex) before it)" : "no events yet"
        }
        let shown: ArraySlice<TraceEvent>
        switch limit {
        case .all: shown = events
        case .last(let count): shown = events.suffix(count)
        }
        var lines: [String] = []
        let hidden = events.count - shown.count
        if hidden > 0 {
            lines.append("... \(hidden) earlier \(hidden == 1 ? "event" : "events")\(trace.markIndex > 0 ? " since the mark" : ""); :trace all shows them")
        }
        lines += shown.map { paint("\($0.text)    [\($0.rule)]", $0) }
        return lines.joined(separator: "\n")
    }

    /// Warnings yellow, lint magenta, app-level events cyan, callbacks plain.
    private func paint(_ text: String, _ event: TraceEvent) -> String {
        guard colours else { return text }
        let code: String
        switch event.kind {
        case .warning: code = "33"
        case .lint: code = "35"
        case .callback: code = event.subject == "app" ? "36" : ""
        }
        return code.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

/// How many of the events since the mark `:trace` shows.
enum TraceLimit: Equatable {
    /// Every one (`:trace all`).
    case all
    /// The last N (`:trace N`; `:trace` alone is the last 20).
    case last(Int)
}
