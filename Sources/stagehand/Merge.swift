import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand merge FILE...`: one report from the JSON results of several shards.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine JSON results (from `run --format json`, one file per shard) into one report of any format.",
        discussion: "Results keep the order of the files given. Exits 1 if any scenario failed."
    )

    @Argument(help: "JSON result files.")
    var files: [String]

    @Option(help: "The report's format: text, json, junit, tap or html.")
    var format: String = "text"

    @OptionGroup var seedOption: SeedOption

    @Option(help: "Write the report to this file instead of standard output (- is standard output).")
    var output: String?

    /// A usage error for an unknown format. (`--format` stays a string so that the message is
    /// this command's own.)
    func validate() throws {
        guard ReportFormat(rawValue: format) != nil else {
            throw UsageError("--format is text, json, junit, tap or html, not \(format)")
        }
    }

    func run() throws {
        var results: [ScenarioResult] = []
        for file in files { results += try Self.results(in: file) }
        // validate() has checked the format.
        let reporter = (ReportFormat(rawValue: format) ?? .text).reporter(seed: seedOption.seed)
        let document = reporter.document(for: results)
        if let output, output != ReportFile.standardOutput {
            try ReportFile.write(document, to: output, what: "report")
        } else {
            print(document, terminator: "")
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
