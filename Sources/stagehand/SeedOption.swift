import ArgumentParser

/// `--seed N`, shared by the commands that run scenarios or report on them.
struct SeedOption: ParsableArguments {
    @Option(help: "The seed of app.random in every scenario (printed with every failure, recorded in junit, tap and html reports).")
    var seed: UInt64 = 1
}
