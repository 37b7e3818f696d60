import Foundation
import HeadlessUIKit
import LuaBridge

/// The exploratory REPL's engine, independent of the terminal: a scenario environment with a
/// global `app`, Lua's conventions (`=expr`, a bare expression prints its value, incomplete
/// input continues, `print` shows its line), and Stagehand's commands (`:tree`, `:trace`,
/// `:mark`, `:run`, `:advance`, `:reset`, `:save`, `:help`). A top-level `local` becomes a
/// session variable (``TopLevelLocals``), so the next line still sees it. A class prints as a
/// summary (``classSummary(of:)``), `:trace` looks after the last mark, and every line that
/// fails is counted (``failures``).
public final class ReplSession {
    /// What the REPL shows after one line.
    public struct Reply: Equatable, Sendable {
        /// Text to print (may be empty): what `print` wrote (without a ``printSink``), a
        /// note, then the values.
        public var output: String
        /// Whether the line left an unfinished statement: show the continuation prompt.
        public var needsMore: Bool
        /// Whether the user asked to leave.
        public var quit: Bool
        /// Whether the line failed: it raised an error, did not compile, or was a command that
        /// does not exist or lacked its argument.
        public var failed = false
    }

    var environment: ScenarioEnvironment
    var pending = ""
    /// The saved scenario's lines for what ran without error since the last reset, for `:save`.
    var steps: [String] = []
    /// The file `stagehand repl FILE` ran first and its source, which a saved scenario
    /// starts with (its definitions are what the session's lines use).
    var loadedFile: (name: String, source: String)?
    /// Whether the note about top-level locals was shown.
    var notedLocals = false
    /// `print`'s lines of the statement running now, when there is no ``printSink``.
    var printed: [String] = []
    /// The session's `literal(value)`: Lua source that rebuilds a plain value, or nil.
    var literal: LuaValue = .nil
    let seed: UInt64
    /// How many lines (and files run first) have failed so far (``Reply/failed``): piped
    /// input makes `stagehand repl` exit 1 when any did.
    public private(set) var failures = 0
    /// Whether `:trace` colours events by kind (a terminal without `NO_COLOR`).
    public var colours: Bool
    /// Where `print` writes at once (a terminal, standard output); without one, its lines
    /// come back in the ``Reply``.
    public var printSink: ((String) -> Void)?

    /// Starts a session with a fresh app; with `file`, runs that file first and keeps its
    /// globals and its top-level locals.
    public init(file: String? = nil, source: String? = nil, seed: UInt64 = 1, colours: Bool = false) {
        self.seed = seed
        self.colours = colours
        environment = ReplSession.makeEnvironment(seed: seed)
        attach()
        if let file, let source { _ = runFile(file, source) }
    }

    static func makeEnvironment(seed: UInt64) -> ScenarioEnvironment {
        // Each statement gets its own budget (see evaluate): large, since Ctrl-C interrupts a
        // statement on a terminal, yet bounded, so a piped session cannot hang for ever.
        let environment = ScenarioEnvironment(file: "repl", limits: ScenarioLimits(instructions: 5_000_000_000), seed: seed)
        _ = environment.loadPrelude()
        // Loaded now, so that completion offers its methods before a statement touches it.
        _ = environment.state.run("local _ = FetchedResultsController.new", chunkName: "=repl")
        environment.state[global: "app"] = .object(environment.app)
        return environment
    }

    /// Connects `print` and the literal helper to the current environment.
    func attach() {
        environment.state.printHandler = { [unowned self] line in
            if let printSink { printSink(line) } else { printed.append(line) }
        }
        if case .success(let results) = environment.state.run(ReplLiteral.source, chunkName: ReplLiteral.chunkName) {
            literal = results.first ?? .nil
        }
    }

    /// Runs a scenario file's top level in the session; its top-level locals (its classes
    /// and helpers) become session variables. Returns what to show: a note naming them, or
    /// the error.
    public func runFile(_ file: String, _ source: String) -> String {
        loadedFile = (file, source)
        let rewritten = TopLevelLocals.rewrite(source)
        environment.state.resetInstructionBudget()
        defer { printed.removeAll() }
        switch environment.state.run(rewritten.source, chunkName: "@" + file) {
        case .success:
            guard !rewritten.names.isEmpty else { return printed.joined(separator: "\n") }
            let note = "note: \(file)'s top-level locals are session variables here: " + rewritten.names.joined(separator: ", ")
            return (printed + [note]).joined(separator: "\n")
        case .failure(let error):
            _ = environment.state.takePendingError()
            failures += 1
            return (printed + [ScenarioEnvironment.render(error)]).joined(separator: "\n")
        }
    }

    /// The prompt for the next line.
    public var prompt: String { pending.isEmpty ? "> " : ">> " }

    /// Forgets an unfinished statement (Ctrl-C at the prompt).
    public func cancelInput() { pending = "" }

    /// Evaluates one line of input.
    public func evaluate(_ line: String) -> Reply {
        let reply = pending.isEmpty && line.hasPrefix(":") ? command(line) : evaluateLua(line)
        if reply.failed { failures += 1 }
        return reply
    }

    /// Runs one line of Lua (or adds it to an unfinished statement), without counting a failure.
    func evaluateLua(_ line: String) -> Reply {
        let chunk = pending.isEmpty ? line : pending + "\n" + line
        let state = environment.state
        // `=expr` is `return expr`; a bare expression prints its value: try `return <line>`
        // first, as lua.c does.
        let isEquals = chunk.hasPrefix("=")
        let expression = isEquals ? String(chunk.dropFirst()) : chunk
        let function: LuaValue
        var isExpression = false
        var locals: [String] = []
        if case .success(let compiled) = state.compile("return " + expression, chunkName: "=stdin") {
            function = compiled
            isExpression = true
        } else {
            let rewritten: (source: String, names: [String]) = isEquals ? ("return " + expression, []) : TopLevelLocals.rewrite(chunk)
            switch state.compile(rewritten.source, chunkName: "=stdin") {
            case .success(let compiled):
                function = compiled
                locals = rewritten.names
            case .failure(let error):
                if error.kind == .syntax, error.message.hasSuffix("<eof>") {
                    pending = chunk
                    return Reply(output: "", needsMore: true, quit: false)
                }
                pending = ""
                return Reply(output: error.message, needsMore: false, quit: false, failed: true)
            }
        }
        pending = ""
        printed.removeAll()
        state.resetInstructionBudget()
        let outcome = state.call(function, [])
        // A Ctrl-C that arrived as the statement ended must not reach the next call.
        state.resetInstructionBudget()
        var output = printed
        printed.removeAll()
        var failed = false
        switch outcome {
        case .success(let results):
            if isExpression {
                if let step = step(forExpression: expression, results: results) { steps.append(step) }
            } else {
                steps.append(chunk)      // as typed: in the saved scenario's function a local is a local
            }
            if !locals.isEmpty, !notedLocals {
                notedLocals = true
                output.append("note: a top-level local is a session variable here (a global), so later lines see it: "
                              + locals.joined(separator: ", "))
            }
            if !results.isEmpty { output.append(results.map { describe($0) }.joined(separator: "\t")) }
        case .failure(let error):
            _ = state.takePendingError()
            output.append(ScenarioEnvironment.render(error))
            failed = true
        }
        return Reply(output: output.joined(separator: "\n"), needsMore: false, quit: false, failed: failed)
    }

    /// A value printed for people: a class by its name and a summary (``classSummary(of:)``),
    /// anything else by the prelude's `describe` (tables to a depth, objects by their
    /// descriptions).
    func describe(_ value: LuaValue) -> String {
        if let summary = classSummary(of: value) { return summary }
        guard case .function = environment.describe,
              case .success(let results) = environment.state.call(environment.describe, [value]),
              let text = results.first?.asString else { return "\(value)" }
        return text
    }
}
