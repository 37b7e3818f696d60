import ArgumentParser
import Foundation
import LineEditing
import ScenarioKit

/// `stagehand repl [FILE]`: the exploratory REPL.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore the engine interactively: a fresh app, Lua statements, and :commands (:help).",
        discussion: """
        On a terminal: line editing and history (libedit, kept in ~/.stagehand_history), tab \
        completion of globals, fields and methods, Ctrl-C interrupts a running statement, Ctrl-D \
        leaves. Without a terminal (input piped in) it prints no prompts, so it can be scripted.
        """
    )

    @Argument(help: "A scenario file to run first; its globals stay available.")
    var file: String?

    @OptionGroup var seedOption: SeedOption

    func run() throws {
        let terminal = isatty(0) == 1 && isatty(1) == 1
        let colours = terminal && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let session = ReplSession(seed: seedOption.seed, colours: terminal && colours)
        if let file {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw UsageError("cannot read \(file)")
            }
            let output = session.runFile(file, source)
            if !output.isEmpty { print(output) }
        }
        if terminal {
            Terminal(session: session).loop()
        } else {
            while let line = readLine() {
                let reply = session.evaluate(line)
                if !reply.output.isEmpty { print(reply.output) }
                if reply.quit { break }
            }
        }
    }
}

/// The REPL on a terminal: libedit for input, completion from the session, Ctrl-C while a
/// statement runs.
struct Terminal {
    let session: ReplSession

    /// The session the C completion callback asks (one REPL per process).
    nonisolated(unsafe) static var current: ReplSession?

    static let complete: le_completer = { _, text, index in
        guard let text, let session = Terminal.current else { return nil }
        let candidates = session.completions(of: String(cString: text))
        guard index >= 0, Int(index) < candidates.count else { return nil }
        return strdup(candidates[Int(index)])
    }

    func loop() {
        Terminal.current = session
        le_set_completer(Terminal.complete)
        let history = (ProcessInfo.processInfo.environment["HOME"] ?? ".") + "/.stagehand_history"
        le_read_history(history)
        print("Stagehand REPL. :help for commands, Tab completes, Ctrl-D to leave.")
        while let raw = le_readline(session.prompt) {
            let line = String(cString: raw)
            le_free(raw)
            le_add_history(line)
            if let thread = session.luaThread { le_catch_interrupts(thread) }
            let reply = session.evaluate(line)
            le_release_interrupts()
            if !reply.output.isEmpty { print(reply.output) }
            if reply.quit { break }
        }
        le_write_history(history)
        print("")
    }
}
