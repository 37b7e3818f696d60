import HeadlessUIKit
import LuaBridge

extension ReplSession {
    static let help = """
    Lua: type a statement, or an expression to see its value (=expr works too). `app` is the app.
    A top-level `local x = ...` is kept as a session variable (a global), so later lines see it.
    :tree               the window's view hierarchy, with controllers, states and the first responder
    :trace [N]          the last N events since the last mark (default 20), with a count of the others
    :trace all          every event since the last mark
    :mark               start a new trace window (app:mark()): :trace and :save look after it
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
        func reply(_ text: String, failed: Bool = false) -> Reply { Reply(output: text, needsMore: false, quit: false, failed: failed) }
        switch words.first ?? "" {
        case ":help": return reply(Self.help)
        case ":quit", ":q": return Reply(output: "", needsMore: false, quit: true)
        case ":tree": return reply(app.hierarchyDescription())
        case ":trace":
            guard let limit = Self.traceLimit(words.dropFirst().first) else {
                return reply(":trace takes a number of events or all: :trace, :trace 50, :trace all", failed: true)
            }
            return reply(traceText(limit: limit))
        case ":mark": return evaluateLua("app:mark()")
        case ":run": return evaluateLua("app:run()")
        case ":advance":
            guard words.count > 1, let seconds = Double(words[1]) else { return reply(":advance needs a number of seconds", failed: true) }
            return evaluateLua("app:advance(\(seconds))")
        case ":reset":
            environment = ReplSession.makeEnvironment(seed: seed)
            attach()
            steps.removeAll()
            loadedFile = nil
            pending = ""
            return reply("a fresh app")
        case ":save", ":save!":
            guard words.count > 1 else { return reply("\(words[0]) needs a file name: \(words[0]) FILE [TITLE]", failed: true) }
            let title = Self.title(words.dropFirst(2).joined(separator: " "))
            let saved = save(to: words[1], title: title, replacing: words[0] == ":save!")
            return reply(saved.message, failed: !saved.saved)
        default:
            let name = words.first ?? line
            let close = NameSuggestions.suggestions(for: name, among: Self.commands, limit: 3)
            return reply("unknown command \(name)\(NameSuggestions.didYouMean(close)) (:help lists the commands)", failed: true)
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
}
