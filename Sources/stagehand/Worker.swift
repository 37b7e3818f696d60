import ArgumentParser
import ScenarioKit

/// `stagehand worker`: a worker process of `stagehand run` (``IsolatedRunner``), left out of
/// the help. It takes no options: its configuration and its files come as ``WorkerRequest``
/// lines on standard input.
struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Serve a supervising `stagehand run` (one JSON request per line in, one message per line out).",
        shouldDisplay: false
    )

    func run() { IsolatedRunner.serveAsWorker() }
}
