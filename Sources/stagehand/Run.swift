import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand run [PATH ...]`: runs scenarios and reports them.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the scenarios under the given files and directories.",
        discussion: """
        Prints one line per scenario and a summary. Exits 0 when every scenario passed, \
        1 when any failed, 2 for usage errors.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Scenario files or directories (searched recursively for .lua files).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Run only scenarios whose title contains this text.")
    var filter: String?

    @Option(help: "Output format: text, or json (one object per scenario per line, nothing else on standard output).")
    var format: Format = .text

    @Option(help: "The seed of app.random in every scenario (printed with every failure).")
    var seed: UInt64 = 1

    func run() throws {
        let files: [String]
        do {
            files = try ScenarioDiscovery.files(under: paths)
        } catch {
            FileHandle.standardError.write(Data("stagehand: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let runner = ScenarioRunner(filter: filter, seed: seed)
        var results: [ScenarioResult] = []
        let text = TextReporter()
        let json = JSONReporter()
        for file in files {
            for result in runner.run(file: file) {
                results.append(result)
                switch format {
                case .text: print(text.line(for: result))
                case .json: print(json.line(for: result))
                }
            }
        }
        if format == .text { print(text.summary(for: results)) }
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
    }
}
