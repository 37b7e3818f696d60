import HeadlessUIKit

extension ReplSession {
    static let help = """
    Lua: type a statement, or an expression to see its value (=expr works too). `app` is the app.
    A top-level `local x = ...` is kept as a session variable (a global), so later lines see it.
    :tree               the window's view hierarchy, with controllers, states and the first responder
    :trace [N]          the last N trace events (default 20)
    :mark               start a new trace window (app:mark())
    :run                drain the run loop (app:run())
    :advance S          move the clock S seconds (app:advance(S))
    :reset              a fresh app and Lua state
    :save FILE [TITLE]  write the session as a scenario (values you looked at become expect lines,
                        the trace since the last mark an exact expect_trace); never over a file
    :save! FILE [TITLE] the same, replacing FILE
    :help               this text
    :quit               leave (Ctrl-D too; Ctrl-C clears the line or stops a running statement)
    """

    func command(_ line: String) -> Reply {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let app = environment.app
        func reply(_ text: String) -> Reply { Reply(output: text, needsMore: false, quit: false) }
        switch words.first ?? "" {
        case ":help": return reply(Self.help)
        case ":quit", ":q": return Reply(output: "", needsMore: false, quit: true)
        case ":tree": return reply(app.hierarchyDescription())
        case ":trace":
            let count = words.count > 1 ? Int(words[1]) ?? 20 : 20
            let events = app.trace.events.suffix(max(0, count))
            return reply(events.map { paint("\($0.text)    [\($0.rule)]", $0) }.joined(separator: "\n"))
        case ":mark": return evaluate("app:mark()")
        case ":run": return evaluate("app:run()")
        case ":advance":
            guard words.count > 1, let seconds = Double(words[1]) else { return reply(":advance needs a number of seconds") }
            return evaluate("app:advance(\(seconds))")
        case ":reset":
            environment = ReplSession.makeEnvironment(seed: seed)
            attach()
            steps.removeAll()
            loadedFile = nil
            pending = ""
            return reply("a fresh app")
        case ":save", ":save!":
            guard words.count > 1 else { return reply("\(words[0]) needs a file name: \(words[0]) FILE [TITLE]") }
            let title = Self.title(words.dropFirst(2).joined(separator: " "))
            return reply(save(to: words[1], title: title, replacing: words[0] == ":save!"))
        default:
            return reply("unknown command \(words.first ?? line); :help lists them")
        }
    }

    /// A title as typed, with its quotes taken off; "repl session" when none is given.
    static func title(_ text: String) -> String {
        var title = text
        if title.count >= 2, let first = title.first, first == "\"" || first == "'", title.last == first {
            title = String(title.dropFirst().dropLast())
        }
        return title.isEmpty ? "repl session" : title
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
