import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand repl [FILE]`: the exploratory REPL.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore the engine interactively: a fresh app, Lua statements, and :commands (:help).",
        discussion: "Reads standard input; without a terminal it prints no prompts, so it can be scripted."
    )

    @Argument(help: "A scenario file to run first; its globals stay available.")
    var file: String?

    @Option(help: "The seed of app.random.")
    var seed: UInt64 = 1

    func run() throws {
        let session = ReplSession(seed: seed)
        if let file {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                FileHandle.standardError.write(Data("stagehand: cannot read \(file)\n".utf8))
                throw ExitCode(2)
            }
            let output = session.runFile(file, source)
            if !output.isEmpty { print(output) }
        }
        let interactive = isatty(0) == 1
        if interactive { print("Stagehand REPL. :help for commands, Ctrl-D to leave.") }
        while true {
            if interactive {
                print(session.prompt, terminator: "")
                fflush(nil)
            }
            guard let line = readLine() else { break }
            let reply = session.evaluate(line)
            if !reply.output.isEmpty { print(reply.output) }
            if reply.quit { break }
        }
        if interactive { print("") }
    }
}
