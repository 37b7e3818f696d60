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
        completion of globals, fields and methods, Ctrl-C clears the line or interrupts a \
        running statement, Ctrl-D leaves. `print` shows its line; a top-level `local` stays \
        visible to later lines (it becomes a session variable). Without a terminal (input \
        piped in) it prints no prompts, so it can be scripted, and exits 1 if any line (or the \
        file) raised an error, did not compile or was an unknown or incomplete :command. \
        Fed by a pipe, each statement (and the file) has a wall clock, --timeout (default 60 \
        s): a statement that runs longer is interrupted (`interrupted!`, it fails); one stuck \
        in a library call that cannot be interrupted ends the REPL with exit 124.
        """
    )

    @Argument(help: "A scenario file to run first; its globals and top-level locals (its classes) stay available.")
    var file: String?

    @OptionGroup var seedOption: SeedOption<ReplSeedHelp>

    @Option(help: "Seconds one statement may run before it is interrupted (default: 60 when input is not a terminal, none on a terminal, where Ctrl-C interrupts; 0: no limit). A statement stuck in a library call that cannot be interrupted ends the REPL with exit 124.")
    var timeout: Double?

    /// The exit status when a statement is stuck past its interruption: `run --deadline`'s.
    static let stuckExitStatus: Int32 = 124

    func validate() throws {
        if let timeout, !(timeout >= 0 && timeout <= 1e9) {
            throw UsageError("--timeout takes a number of seconds, at least 0 (0: no limit)")
        }
    }

    /// The clock of each statement: `--timeout`, or 60 s when input is not a terminal.
    func makeClock(terminal: Bool) -> StatementClock? {
        let seconds = timeout ?? (terminal ? 0 : LimitOptions.defaultTimeout)
        guard seconds > 0 else { return nil }
        let limit = Duration.seconds(roundingUp: seconds)
        let shown = IsolatedRunner.seconds(limit)
        return StatementClock(limit: limit) {
            fflush(nil)
            FileHandle.standardError.write(Data("stagehand: a statement ran longer than --timeout \(shown) s and did not stop when interrupted: it is stuck in a library call that never returns (a string pattern that backtracks); the REPL ends\n".utf8))
            _exit(Self.stuckExitStatus)
        }
    }

    func run() throws {
        let terminal = isatty(0) == 1 && isatty(1) == 1
        let colours = terminal && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let session = ReplSession(seed: seedOption.seed, colours: terminal && colours)
        let clock = makeClock(terminal: terminal)
        func timed<T>(_ body: () -> T) -> T { clock.map { $0.run(body) } ?? body() }
        session.printSink = { line in
            print(line)
            fflush(nil)
        }
        if let file {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw UsageError("cannot read \(file)")
            }
            let output = timed { session.runFile(file, source) }
            if !output.isEmpty { print(output) }
        }
        if terminal {
            Terminal(session: session, clock: clock).loop()
        } else {
            while let line = readLine() {
                let reply = timed { session.evaluate(line) }
                if !reply.output.isEmpty { print(reply.output) }
                if reply.quit { break }
            }
            // A script fed to the REPL fails as a shell script would.
            if session.failures > 0 { throw ExitCode(1) }
        }
    }
}

/// The REPL on a terminal: libedit for input, completion from the session, Ctrl-C that
/// clears the line at the prompt and stops a running statement, never the session.
struct Terminal {
    let session: ReplSession
    /// `--timeout` on a terminal, if given.
    let clock: StatementClock?

    /// The session the C completion callback asks (one REPL per process).
    nonisolated(unsafe) static var current: ReplSession?

    static let complete: le_completer = { _, text, index in
        guard let text, let session = Terminal.current else { return nil }
        let candidates = session.completions(of: String(cString: text))
        if index == 0 {
            le_set_append_space(candidates.count == 1 && ReplSession.wantsSpace(after: candidates[0]) ? 1 : 0)
        }
        guard index >= 0, Int(index) < candidates.count else { return nil }
        return strdup(candidates[Int(index)])
    }

    func loop() {
        Terminal.current = session
        le_set_completer(Terminal.complete)
        le_install_interrupts()
        let history = (ProcessInfo.processInfo.environment["HOME"] ?? ".") + "/.stagehand_history"
        le_read_history(history)
        print("Stagehand REPL. :help for commands, Tab completes, Ctrl-D to leave.")
        while true {
            // Only a Ctrl-C while this prompt waits drops its line: one that came earlier
            // (interrupting a statement) is spent.
            _ = le_take_interrupt()
            guard let raw = le_readline(session.prompt) else { break }     // Ctrl-D
            let line = String(cString: raw)
            le_free(raw)
            // Ctrl-C at the prompt: the line (and an unfinished statement) is dropped.
            if le_take_interrupt() != 0 {
                session.cancelInput()
                continue
            }
            le_add_history(line)
            let reply = clock.map { $0.run { session.evaluate(line) } } ?? session.evaluate(line)
            if !reply.output.isEmpty { print(reply.output) }
            fflush(nil)
            if reply.quit { break }
        }
        le_write_history(history)
        print("")
    }
}
