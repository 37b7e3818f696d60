import ArgumentParser

/// `--seed N`, shared by the commands that run scenarios or report on them; `Help` gives the
/// option's help in the command's own words.
struct SeedOption<Help: SeedHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.text))
    var seed: UInt64 = 1
}

/// What `--seed` means to one command, for its help.
protocol SeedHelp {
    /// The help text, without the default (ArgumentParser adds `(default: 1)`).
    static var text: String { get }
}

/// `stagehand run --seed`.
enum RunSeedHelp: SeedHelp {
    static let text = "The seed of app.random in every scenario; each failure prints it, and the junit, tap and html reports record it."
}

/// `stagehand repl --seed`.
enum ReplSeedHelp: SeedHelp {
    static let text = "The seed of app.random in the session's app (and in the fresh one :reset makes)."
}

/// `stagehand merge --seed`.
enum MergeSeedHelp: SeedHelp {
    static let text = "The seed the junit, tap and html reports record: give the one the shards ran with."
}
