import ArgumentParser
import Foundation

/// The `stagehand` command line.
struct Stagehand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagehand",
        abstract: "A headless, deterministic model of UIKit's view-controller world, driven by Lua scenarios.",
        subcommands: [Run.self, Repl.self, Docs.self, Goldens.self, Merge.self, Bench.self],
        defaultSubcommand: Run.self
    )
}

/// Runs the command line. Usage errors exit with 2, as the scripting contract says
/// (ArgumentParser's own code for them is 64).
@main
enum Main {
    static func main() {
        do {
            var command = try Stagehand.parseAsRoot()
            try command.run()
        } catch {
            if Stagehand.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Stagehand.fullMessage(for: error) + "\n").utf8))
                Stagehand.exit(withError: ExitCode(2))
            }
            Stagehand.exit(withError: error)
        }
    }
}
