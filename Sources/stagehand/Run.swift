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

    @Option(help: "Run only shard i of n (1-based), splitting by scenario in a stable order. Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS are honoured when this is not given.")
    var shard: String?

    @Flag(help: "List the selected scenarios (file:line title) without running them.")
    var list = false

    @Option(help: "How many scenario files run at once (default: the number of cores). Results are the same, in the same order, as with --jobs 1.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "When expect_golden writes golden traces: missing, failed, all or never (default: never when CI is set, missing otherwise).")
    var record: RecordMode?

    func run() throws {
        let files = try scenarioFiles(under: paths)
        var selectedShard: Shard?
        if let shard {
            guard let parsed = Shard(shard) else {
                FileHandle.standardError.write(Data("stagehand: --shard takes i/n with 1 <= i <= n, not \(shard)\n".utf8))
                throw ExitCode(2)
            }
            selectedShard = parsed
        } else {
            selectedShard = Shard(environment: ProcessInfo.processInfo.environment)
        }
        let runner = ScenarioRunner(filter: filter, seed: seed,
                                    record: record ?? .default(environment: ProcessInfo.processInfo.environment))
        var results: [ScenarioResult] = []
        let text = TextReporter()
        let json = JSONReporter()
        func report(_ result: ScenarioResult) {
            results.append(result)
            switch format {
            case .text: print(text.line(for: result))
            case .json: print(json.line(for: result))
            }
        }
        // The suite's order is files in byte order, scenarios in file order; a shard takes
        // every n-th scenario of it, so sharding needs each file's scenario count up front.
        var plan: [(file: String, only: Set<Int>?)] = []
        var position = 0
        for file in files {
            guard selectedShard != nil || list else {
                plan.append((file, nil))
                continue
            }
            let declared = runner.list(file: file)
            var wanted: [Int] = []
            for (index, _) in declared.enumerated() {
                if selectedShard?.contains(position: position) ?? true { wanted.append(index) }
                position += 1
            }
            if list {
                for index in wanted { print("\(file):\(declared[index].line) \(declared[index].title)") }
            } else if !wanted.isEmpty {
                plan.append((file, Set(wanted)))
            }
        }
        if list { return }
        let selection = Dictionary(plan.map { ($0.file, $0.only) }, uniquingKeysWith: { first, _ in first })
        ParallelRunner(runner: runner, jobs: jobs).run(files: plan.map(\.file), work: { file in
            runner.run(file: file, only: selection[file] ?? nil)
        }, deliver: { fileResults in
            for result in fileResults { report(result) }
        })
        if list { return }
        if format == .text { print(text.summary(for: results)) }
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
    }
}

extension RecordMode: ExpressibleByArgument {}

/// The scenario files under `paths`; a missing path is a usage error (exit 2).
func scenarioFiles(under paths: [String]) throws -> [String] {
    do {
        return try ScenarioDiscovery.files(under: paths)
    } catch {
        FileHandle.standardError.write(Data("stagehand: \(error)\n".utf8))
        throw ExitCode(2)
    }
}
