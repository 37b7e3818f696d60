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

    @Option(help: "The seed recorded in junit and tap reports.")
    var seed: UInt64 = 1

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    func run() throws {
        var results: [ScenarioResult] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                FileHandle.standardError.write(Data("stagehand: cannot read \(file)\n".utf8))
                throw ExitCode(2)
            }
            let (read, bad) = JSONReporter().results(fromLines: text)
            if !bad.isEmpty {
                FileHandle.standardError.write(Data("stagehand: \(file): lines \(bad.map(String.init).joined(separator: ", ")) are not results\n".utf8))
                throw ExitCode(2)
            }
            results += read
        }
        let document: String
        switch format {
        case "text": document = results.map { TextReporter().line(for: $0) + "\n" }.joined() + TextReporter().summary(for: results) + "\n"
        case "json": document = results.map { JSONReporter().line(for: $0) + "\n" }.joined()
        case "junit": document = JUnitReporter(seed: seed).document(for: results)
        case "tap": document = TAPReporter(seed: seed).document(for: results)
        case "html": document = HTMLReporter(seed: seed).document(for: results)
        default:
            FileHandle.standardError.write(Data("stagehand: --format is text, json, junit, tap or html, not \(format)\n".utf8))
            throw ExitCode(2)
        }
        if let output {
            try document.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(document, terminator: "")
        }
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
    }
}
