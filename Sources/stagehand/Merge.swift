import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand merge FILE...`: one report from the JSON results of several shards, written with
/// the same `--format` and `--output` as `stagehand run` (``ReportOptions``).
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine JSON results (from `run --format json`, one file per shard) into reports of any format.",
        discussion: "Results keep the order of the files given. --format and --output work as they do for `stagehand run`. Exits 1 if any scenario failed, 2 for usage errors or a report that could not be written."
    )

    @Argument(help: "JSON result files.")
    var files: [String]

    @OptionGroup var reportOptions: ReportOptions

    @OptionGroup var seedOption: SeedOption<MergeSeedHelp>

    /// A usage error for a bad `--output` or two formats on standard output, as `run` gives.
    func validate() throws {
        _ = try reportOptions.destinations(environment: ProcessInfo.processInfo.environment)
    }

    func run() throws {
        var results: [ScenarioResult] = []
        for file in files { results += try Self.results(in: file) }
        let outputs = try reportOptions.outputs(seed: seedOption.seed, explain: false,
                                                environment: ProcessInfo.processInfo.environment)
        // A closed standard output is a write error to report, as for `run`.
        signal(SIGPIPE, SIG_IGN)
        let standardOutput = StandardOutput()
        let unwritten = ReportOutput.finish(outputs, with: results, on: standardOutput, whole: true)
        if !unwritten.isEmpty {
            FileHandle.standardError.write(Data(unwritten.map { $0 + "\n" }.joined().utf8))
            throw ExitCode(2)
        }
        if results.contains(where: \.status.fails) { throw ExitCode(1) }
    }

    /// The results of one JSON file; a usage error when it cannot be read or holds lines that
    /// are not results.
    private static func results(in file: String) throws -> [ScenarioResult] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw UsageError("cannot read \(file)")
        }
        let (results, bad) = JSONReporter().results(fromLines: text)
        guard bad.isEmpty else {
            throw UsageError("\(file): lines \(bad.map(String.init).joined(separator: ", ")) are not results")
        }
        return results
    }
}
