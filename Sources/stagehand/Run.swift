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

    enum Format: String, CaseIterable {
        case text, json, junit, tap, html
    }

    /// `--format text,junit`: one or more formats.
    struct Formats: ExpressibleByArgument {
        var list: [Format]
        init?(argument: String) {
            let parsed = argument.split(separator: ",").map { Format(rawValue: String($0)) }
            guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { return nil }
            list = parsed.compactMap { $0 }
        }
        init(_ list: [Format]) { self.list = list }
        static var allValueStrings: [String] { Format.allCases.map(\.rawValue) }
    }

    @Argument(help: "Scenario files or directories (searched recursively for .lua files).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Run only scenarios whose title contains this text.")
    var filter: String?

    @Option(help: "Output formats, comma-separated: text, json (one object per scenario per line), junit (XML), tap (version 14), html (one self-contained page with sequence diagrams). Each goes to standard output unless --output names a file for it; at most one may use standard output.")
    var format: Formats = Formats([.text])

    @Option(help: "A file for one format, as FORMAT=PATH (repeatable), e.g. --output junit=report.xml.")
    var output: [String] = []

    @Option(help: "Run the selected scenarios this many times.")
    var `repeat`: Int = 1

    @Flag(help: "With --repeat, stop after the first run in which a scenario fails (hunting flaky scenarios).")
    var untilFailure = false

    @Flag(help: "Under each failing scenario, print every event of its trace with the rule that produced it and its cause.")
    var explain = false

    @Flag(help: "No progress line on the terminal.")
    var quiet = false

    @Flag(help: "Fail scenarios that end with lint events (misuse UIKit allows silently).")
    var strict = false

    @Option(help: "Lua instructions one scenario may run (default 200,000,000).")
    var maxInstructions: Int = ScenarioLimits().instructions

    @Option(help: "Bytes of Lua memory one scenario may hold (default 268,435,456).")
    var maxMemory: Int = ScenarioLimits().memoryBytes

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

    @Flag(help: "Run the scenarios inside this process instead of in worker processes: a little faster to start, but a scenario that crashes the process ends the whole run.")
    var inProcess = false

    @Flag(help: .hidden)
    var worker = false

    /// The file of each format that has one; a usage error when two formats would share
    /// standard output or an --output names an unknown format.
    private func outputSinks() throws -> [Format: String] {
        var sinks: [Format: String] = [:]
        for entry in output {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let format = Format(rawValue: parts[0]), !parts[1].isEmpty else {
                FileHandle.standardError.write(Data("stagehand: --output takes FORMAT=PATH with FORMAT one of text, json, junit, tap, not \(entry)\n".utf8))
                throw ExitCode(2)
            }
            sinks[format] = parts[1]
        }
        if format.list.filter({ sinks[$0] == nil }).count > 1 {
            FileHandle.standardError.write(Data("stagehand: only one format can use standard output; give the others --output FORMAT=PATH\n".utf8))
            throw ExitCode(2)
        }
        return sinks
    }

    func run() throws {
        let files = worker ? [] : try scenarioFiles(under: paths)
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
        guard maxInstructions > 0, maxMemory > 0 else {
            FileHandle.standardError.write(Data("stagehand: --max-instructions and --max-memory must be positive\n".utf8))
            throw ExitCode(2)
        }
        let runner = ScenarioRunner(filter: filter, limits: ScenarioLimits(instructions: maxInstructions, memoryBytes: maxMemory), seed: seed,
                                    record: record ?? .default(environment: ProcessInfo.processInfo.environment),
                                    strict: strict)
        if worker { return serveAsWorker(runner) }
        let sinks = try outputSinks()
        var results: [ScenarioResult] = []
        var streamed: [Format: [String]] = [:]
        let text = TextReporter()
        let json = JSONReporter()
        func report(_ result: ScenarioResult) {
            results.append(result)
            for format in format.list {
                let line: String
                switch format {
                case .text:
                    line = text.line(for: result)
                        + (explain && result.status != .passed && !result.trace.isEmpty ? "\n      explain:\n" + result.explanation.map { "        " + $0 }.joined(separator: "\n") : "")
                case .json: line = json.line(for: result)
                case .junit, .tap, .html: continue
                }
                if sinks[format] == nil { print(line) } else { streamed[format, default: []].append(line) }
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
        let progress = Progress(enabled: !quiet && isatty(2) == 1)
        // Counting the scenarios loads every file once more: only for the progress line.
        let total = progress.enabled ? plan.reduce(0) { $0 + ($1.only?.count ?? runner.list(file: $1.file).count) } : 0
        let work: @Sendable (String, String?) -> [ScenarioResult]
        let isolated = inProcess ? nil : IsolatedRunner(executable: Self.executablePath, options: workerOptions(runner), seed: seed)
        defer { isolated?.shutdown() }
        if let isolated {
            work = { file, next in
                isolated.run(file: file, only: selection[file] ?? nil, then: next.map { ($0, selection[$0] ?? nil) })
            }
        } else {
            work = { file, _ in runner.run(file: file, only: selection[file] ?? nil) }
        }
        for _ in 0..<max(1, self.repeat) {
            let before = results.count
            ParallelRunner(runner: runner, jobs: jobs).run(files: plan.map(\.file), work: work, deliver: { fileResults in
                progress.clear()
                for result in fileResults { report(result) }
                progress.update(done: results.count - before, of: total)
            })
            progress.clear()
            if untilFailure, results[before...].contains(where: { $0.status != .passed }) { break }
        }
        for format in format.list {
            var document: String
            switch format {
            case .text: document = (streamed[.text] ?? []).map { $0 + "\n" }.joined() + text.summary(for: results) + "\n"
            case .json: document = (streamed[.json] ?? []).map { $0 + "\n" }.joined()
            case .junit: document = JUnitReporter(seed: seed).document(for: results)
            case .tap: document = TAPReporter(seed: seed).document(for: results)
            case .html: document = HTMLReporter(seed: seed).document(for: results)
            }
            if let path = sinks[format] {
                do {
                    try document.write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    FileHandle.standardError.write(Data("stagehand: cannot write \(path): \(error.localizedDescription)\n".utf8))
                }
            } else if format == .junit || format == .tap || format == .html {
                print(document, terminator: "")
            } else if format == .text {
                print(text.summary(for: results))
            }
        }
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
    }
}

// MARK: Worker processes

extension Run {
    /// This program, to start workers from.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// The options that make a worker run scenarios exactly as this process would.
    func workerOptions(_ runner: ScenarioRunner) -> [String] {
        var options = ["--seed", String(runner.seed),
                       "--max-instructions", String(runner.limits.instructions),
                       "--max-memory", String(runner.limits.memoryBytes),
                       "--record", runner.record.rawValue]
        if let filter = runner.filter { options += ["--filter", filter] }
        if runner.strict { options.append("--strict") }
        return options
    }

    /// `--worker`: serves ``WorkerRequest`` lines from standard input, one file each, and
    /// streams ``WorkerMessage`` lines on standard output, each written at once, for the
    /// supervising `stagehand run`; exits when its input ends.
    func serveAsWorker(_ runner: ScenarioRunner) {
        func send(_ message: WorkerMessage) {
            FileHandle.standardOutput.write(Data((message.line + "\n").utf8))
        }
        let requests = LineReader(fd: 0)
        while let line = requests.next() {
            guard let request = WorkerRequest(line: line) else { continue }
            _ = runner.run(file: request.file, only: request.only.map(Set.init), observer: ScenarioRunner.Observer(
                didPlan: { send(.plan($0)) },
                didRun: { send(.result($0)) }))
            send(.done)
        }
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

/// The progress line on a terminal's standard error: `[done/total]`, erased before results print.
final class Progress {
    let enabled: Bool
    private var shown = false
    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, of total: Int) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] scenarios".utf8))
        shown = true
    }

    func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
