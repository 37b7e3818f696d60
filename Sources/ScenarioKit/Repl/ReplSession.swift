import Foundation
import HeadlessUIKit
import LuaBridge

/// The exploratory REPL's engine, independent of the terminal: a scenario environment with a
/// global `app`, Lua's conventions (`=expr`, a bare expression prints its value, incomplete
/// input continues), and Stagehand's commands (`:tree`, `:trace`, `:mark`, `:run`,
/// `:advance`, `:reset`, `:save`, `:help`).
public final class ReplSession {
    /// What the REPL shows after one line.
    public struct Reply: Equatable, Sendable {
        /// Text to print (may be empty).
        public var output: String
        /// Whether the line left an unfinished statement: show the continuation prompt.
        public var needsMore: Bool
        /// Whether the user asked to leave.
        public var quit: Bool
    }

    private var environment: ScenarioEnvironment
    private var pending = ""
    /// The statements that ran without error since the last reset, for `:save`.
    private var statements: [String] = []
    private let seed: UInt64
    /// Whether `:trace` colours events by kind (a terminal without `NO_COLOR`).
    public var colours: Bool

    /// Starts a session with a fresh app; with `file`, runs that file first and keeps its
    /// globals.
    public init(file: String? = nil, source: String? = nil, seed: UInt64 = 1, colours: Bool = false) {
        self.seed = seed
        self.colours = colours
        environment = ReplSession.makeEnvironment(seed: seed)
        if let file, let source { _ = runFile(file, source) }
    }

    private static func makeEnvironment(seed: UInt64) -> ScenarioEnvironment {
        // Each statement gets its own budget (see evaluate): large, since Ctrl-C interrupts a
        // statement on a terminal, yet bounded, so a piped session cannot hang for ever.
        let environment = ScenarioEnvironment(file: "repl", limits: ScenarioLimits(instructions: 5_000_000_000), seed: seed)
        _ = environment.loadPrelude()
        // Loaded now, so that completion offers its methods before a statement touches it.
        _ = environment.state.run("local _ = FetchedResultsController.new", chunkName: "=repl")
        environment.state[global: "app"] = .object(environment.app)
        return environment
    }

    /// Runs a scenario file's top level in the session.
    public func runFile(_ file: String, _ source: String) -> String {
        switch environment.state.run(source, chunkName: "@" + file) {
        case .success: return ""
        case .failure(let error): return ScenarioEnvironment.render(error)
        }
    }

    /// The prompt for the next line.
    public var prompt: String { pending.isEmpty ? "> " : ">> " }

    /// Evaluates one line of input.
    public func evaluate(_ line: String) -> Reply {
        if pending.isEmpty, line.hasPrefix(":") { return command(line) }
        let chunk = pending.isEmpty ? line : pending + "\n" + line
        let state = environment.state
        // `=expr` is `return expr`; a bare expression prints its value: try `return <line>`
        // first, as lua.c does.
        let isEquals = chunk.hasPrefix("=")
        let expression = isEquals ? String(chunk.dropFirst()) : chunk
        let function: LuaValue
        var isExpression = false
        if case .success(let compiled) = state.compile("return " + expression, chunkName: "=stdin") {
            function = compiled
            isExpression = true
        } else {
            switch state.compile(isEquals ? "return " + expression : chunk, chunkName: "=stdin") {
            case .success(let compiled):
                function = compiled
            case .failure(let error):
                if error.kind == .syntax, error.message.hasSuffix("<eof>") {
                    pending = chunk
                    return Reply(output: "", needsMore: true, quit: false)
                }
                pending = ""
                return Reply(output: error.message, needsMore: false, quit: false)
            }
        }
        pending = ""
        state.resetInstructionBudget()
        switch state.call(function, []) {
        case .success(let results):
            // An expression is kept for its side effects (a call), as a statement.
            statements.append(isExpression ? "local _ = " + expression : chunk)
            let shown = results.map { describe($0) }
            return Reply(output: shown.joined(separator: "\t"), needsMore: false, quit: false)
        case .failure(let error):
            _ = state.takePendingError()
            return Reply(output: ScenarioEnvironment.render(error), needsMore: false, quit: false)
        }
    }

    /// A value printed for people: the prelude's `describe` (tables to a depth, objects by
    /// their descriptions).
    private func describe(_ value: LuaValue) -> String {
        guard case .function = environment.describe,
              case .success(let results) = environment.state.call(environment.describe, [value]),
              let text = results.first?.asString else { return "\(value)" }
        return text
    }

    // MARK: Completion

    /// The Lua state's main thread now (it changes with `:reset`), for a terminal that wants
    /// to interrupt a running statement.
    public var luaThread: OpaquePointer? { environment.state.L }

    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function",
                           "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then",
                           "true", "until", "while"]

    /// Completions of `word` (the text before the cursor back to a space or bracket): globals
    /// and keywords for a bare name, else the fields, methods and properties of what the
    /// chain before the last `.` or `:` names (`parent:add` gives `parent:addChild`).
    /// Commands complete after `:` at the start of a line.
    public func completions(of word: String) -> [String] {
        if word.hasPrefix(":"), !word.dropFirst().contains(":") {
            let commands = [":advance", ":help", ":mark", ":quit", ":reset", ":run", ":save", ":trace", ":tree"]
            return commands.filter { $0.hasPrefix(word) }
        }
        let state = environment.state
        guard let separator = word.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            let globals = state.memberNames(of: state.globalsTable)
            return Array(Set(globals + Self.keywords)).filter { $0.hasPrefix(word) }.sorted()
        }
        let chain = String(word[..<separator])
        let partial = String(word[word.index(after: separator)...])
        guard Self.isNameChain(chain), case .success(let function) = state.compile("return " + chain, chunkName: "=complete"),
              case .success(let results) = state.call(function, []), let value = results.first else { return [] }
        let prefix = String(word[...separator])
        return state.memberNames(of: value).filter { $0.hasPrefix(partial) }.map { prefix + $0 }
    }

    /// `a`, `a.b`, `a.b.c`: names only, so completing never runs a call.
    static func isNameChain(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    // MARK: Commands

    static let help = """
    Lua: type a statement, or an expression to see its value (=expr works too). `app` is the app.
    :tree           the window's view hierarchy, with controllers, states and the first responder
    :trace [N]      the last N trace events (default 20)
    :mark           start a new trace window (app:mark())
    :run            drain the run loop (app:run())
    :advance S      move the clock S seconds (app:advance(S))
    :reset          a fresh app and Lua state
    :save FILE      write the session as a scenario, expecting the trace since the last mark
    :help           this text
    :quit           leave (Ctrl-D too)
    """

    private func command(_ line: String) -> Reply {
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
            statements.removeAll()
            pending = ""
            return reply("a fresh app")
        case ":save":
            guard words.count > 1 else { return reply(":save needs a file name") }
            return reply(save(to: words[1]))
        default:
            return reply("unknown command \(words.first ?? line); :help lists them")
        }
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

    /// The session as a scenario file: every statement that ran, then an exact expectation
    /// of the trace since the last mark.
    public func savedScenario() -> String {
        let expected = environment.app.trace.sinceMark.map { "    " + luaString($0.text) + "," }
        var lines = ["-- Saved by `stagehand repl`.", "scenario(\"repl session\", function(app)"]
        for statement in statements {
            lines += statement.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        lines.append("  expect_trace(app, {")
        lines += expected
        lines.append("  }, { exact = true })")
        lines.append("end)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func save(to path: String) -> String {
        let text = savedScenario()
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return "saved \(statements.count) statements and \(environment.app.trace.sinceMark.count) expected events to \(path)"
        } catch {
            return "cannot write \(path): \(error.localizedDescription)"
        }
    }

    private func luaString(_ text: String) -> String {
        var out = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(character)
            }
        }
        return out + "\""
    }
}
