import ArgumentParser
import Foundation

/// The `stagehand` command line.
struct Stagehand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagehand",
        abstract: "A headless, deterministic model of UIKit's view-controller world, driven by Lua scenarios.",
        version: StagehandVersion.current,
        subcommands: [Run.self, Repl.self, Docs.self, Check.self, Goldens.self, Merge.self, Bench.self, Worker.self],
        defaultSubcommand: Run.self
    )
}

/// Runs the command line. Usage errors exit with 2, as the scripting contract says
/// (ArgumentParser's own code for them is 64).
@main
enum Main {
    static func main() {
        var command: ParsableCommand
        do {
            command = try Stagehand.parseAsRoot()
        } catch {
            // ArgumentParser hands back a command's `validate()` error wrapped: any error it
            // does not know (exit code 1) is a ``UsageError``.
            if Stagehand.exitCode(for: error) == .failure { exitForUsage(Stagehand.message(for: error)) }
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as UsageError {
            exitForUsage(error.description)
        } catch {
            exit(withError: error)
        }
    }

    /// Prints `message` on standard error and exits 2.
    static func exitForUsage(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Stagehand.exit(withError: ExitCode(2))
    }

    /// Exits as ArgumentParser would, but with 2 for its usage errors.
    static func exit(withError error: Error) -> Never {
        if Stagehand.exitCode(for: error) == .validationFailure {
            exitForUsage(Stagehand.fullMessage(for: error))
        }
        Stagehand.exit(withError: error)
    }
}
