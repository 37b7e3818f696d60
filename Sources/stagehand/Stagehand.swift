import ArgumentParser

/// The `stagehand` command line.
@main
struct Stagehand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stagehand",
        abstract: "A headless, deterministic model of UIKit's view-controller world, driven by Lua scenarios.",
        subcommands: [Run.self],
        defaultSubcommand: Run.self
    )
}
