import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand run [PATH ...]`: runs scenarios and reports them.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the scenarios under the given files and directories.",
        discussion: """
        Prints one line per scenario and a summary. Exits 0 when every scenario passed (or was \
        skipped), 1 when any failed or when nothing was selected (unless --allow-empty), 2 for \
        usage errors and reports that could not be written (standard output included); on \
        SIGINT or SIGTERM, writes every report with the scenarios not run marked as skipped and \
        exits 130 or 143; when --deadline passes, does the same and exits 124.
        """
    )

    @Argument(help: "Scenario files or directories (searched recursively for .lua files).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Run only scenarios whose title contains this text.")
    var filter: String?

    @Option(help: "Run only scenarios with at least one of these tags (comma-separated, repeatable), as scenario(title, {tags = {...}}, fn) gives them.")
    var tags: [String] = []

    @Option(help: "Leave out scenarios with any of these tags (comma-separated, repeatable).")
    var excludeTags: [String] = []

    @Flag(help: "Accept a run that selects no scenario (by --filter, --tags, a shard, --last-failed or an empty folder); without it, such a run exits 1.")
    var allowEmpty = false

    @Flag(help: "Run only the scenarios that did not pass in the previous run, as .stagehand/last-failed (in the current directory) lists them; everything when it lists none.")
    var lastFailed = false

    @OptionGroup var reportOptions: ReportOptions

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

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup var seedOption: SeedOption<RunSeedHelp>

    @Option(help: "Run only shard i of n (1-based), splitting by scenario in a stable order. Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS are honoured when this is not given.")
    var shard: String?

    @Flag(help: "List the selected scenarios (file:line title) without running them.")
    var list = false

    /// `--jobs`, `-j`; nil for the default, ``jobCount``. (Optional, so that the help states the
    /// default in words rather than this machine's number of cores.)
    @Option(name: [.customShort("j"), .long],
            help: "How many scenario files run at once (default: the number of cores). Results are the same, in the same order, as with --jobs 1.")
    var jobs: Int?

    /// How many files run at once: `--jobs`, or the number of cores.
    var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(help: "When expect_golden writes golden traces: missing, failed, all or never (default: never when CI is set, missing otherwise).")
    var record: RecordMode?

    @Flag(help: "Run the scenarios inside this process instead of in worker processes: a little faster to start, but a scenario that crashes the process ends the whole run.")
    var inProcess = false

    @Option(help: "Seconds the whole run may take, counted from when its scenarios start; then its workers are stopped, every report is written with the scenarios not finished marked as skipped (not run), and the run exits 124. Holds with --in-process too.")
    var deadline: Double?

    /// The exit status of a run stopped by `--deadline`: GNU `timeout`'s.
    static let deadlineExitStatus: Int32 = 124

    /// Usage errors, in the order they are reported: a bad shard, a limit that is not positive,
    /// fewer than one job or repeat, a bad --output or two formats on standard output. A
    /// missing path is found when the run is planned.
    func validate() throws {
        if let shard, Shard(shard) == nil { throw UsageError("--shard takes i/n with 1 <= i <= n, not \(shard)") }
        if shard == nil, let problem = Shard.environmentProblem(ProcessInfo.processInfo.environment) {
            throw UsageError("Bazel's sharding variables: \(problem)")
        }
        if let bad = (Self.tagList(tags) + Self.tagList(excludeTags)).first(where: { $0.contains(where: \.isWhitespace) }) {
            throw UsageError("a tag has no spaces, not '\(bad)'")
        }
        for (name, option) in [("--tags", tags), ("--exclude-tags", excludeTags)] where !option.isEmpty && Self.tagList(option).isEmpty {
            throw UsageError("\(name) takes tags, comma-separated, not an empty list")
        }
        try limitOptions.check()
        if jobCount < 1 { throw UsageError("--jobs must be at least 1, not \(jobCount)") }
        if self.repeat < 1 { throw UsageError("--repeat must be at least 1, not \(self.repeat)") }
        if inProcess, let timeout = limitOptions.timeout, timeout > 0 {
            throw UsageError("--timeout needs worker processes: --in-process cannot stop a scenario stuck in a library call (--deadline bounds a whole run in process)")
        }
        if let deadline, !(deadline > 0 && deadline <= 1e9) {
            throw UsageError("--deadline takes a number of seconds, more than 0")
        }
        _ = try reportOptions.destinations(environment: ProcessInfo.processInfo.environment)
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let suite = SuiteRunner(configuration(environment: environment))
        Self.acknowledgeSharding(environment)
        let plan = try makePlan(suite)
        // A closed standard output is a write error to report, not a reason to die unheard.
        signal(SIGPIPE, SIG_IGN)
        if list {
            let standardOutput = StandardOutput()
            standardOutput.write(plan.listing().map { $0 + "\n" }.joined())
            if let reason = standardOutput.failureDescription {
                FileHandle.standardError.write(Data("stagehand: cannot write the list to standard output: \(reason)\n".utf8))
                throw ExitCode(2)
            }
            return
        }
        let outputs = try reportOptions.outputs(seed: suite.configuration.runner.seed, explain: explain, environment: environment)
        let interruption = Interruption()
        interruption.listenForSignals()
        let standardOutput = StandardOutput()
        let results = execute(suite, plan, reportingTo: outputs, on: standardOutput, interruption: interruption)
        let unwritten = ReportOutput.finish(outputs, with: results, on: standardOutput)
        let reason = interruption.reason
        let ran = results.filter { !($0.status == .skipped && $0.message == reason) }
        LastFailed.remember(ran)
        if !unwritten.isEmpty { FileHandle.standardError.write(Data(unwritten.map { $0 + "\n" }.joined().utf8)) }
        if let reason, let signal = interruption.signal {
            let name = Interruption.name(of: signal)
            FileHandle.standardError.write(Data("stagehand: interrupted by \(name): \(Self.count(ran.count)) ran; the reports list the \(Self.count(results.count - ran.count)) not run as skipped (\(reason))\n".utf8))
            throw ExitCode(128 + signal)
        }
        if let reason {
            FileHandle.standardError.write(Data("stagehand: the run's deadline passed (--deadline): \(Self.count(ran.count)) ran; the reports list the \(Self.count(results.count - ran.count)) not run as skipped (\(reason))\n".utf8))
            throw ExitCode(Self.deadlineExitStatus)
        }
        if !unwritten.isEmpty { throw ExitCode(2) }
        if results.isEmpty && !allowEmpty {
            FileHandle.standardError.write(Data("stagehand: no scenario was selected\(selectionDescription(plan)); a run that runs nothing has not passed (--allow-empty accepts it)\n".utf8))
            throw ExitCode(1)
        }
        if results.contains(where: \.status.fails) { throw ExitCode(1) }
    }

    /// `1 scenario`, `3 scenarios`.
    static func count(_ number: Int) -> String { number == 1 ? "1 scenario" : "\(number) scenarios" }

    /// The run the options describe, with what `environment` adds: `CI` (set and not empty)
    /// refuses `scenario.only`, so that a focused file cannot pass CI having run part of the
    /// suite, and makes `never` the record mode unless `--record` says; Bazel's
    /// `TEST_SHARD_INDEX` and `TEST_TOTAL_SHARDS` name the shard unless `--shard` does.
    func configuration(environment: [String: String]) -> RunConfiguration {
        var runner = ScenarioRunner(filter: filter, limits: limitOptions.limits, seed: seedOption.seed,
                                    record: record ?? .default(environment: environment), strict: strict)
        let tags = Self.tagList(tags)
        runner.tags = tags.isEmpty ? nil : Set(tags)
        runner.excludedTags = Set(Self.tagList(excludeTags))
        runner.refusesFocus = !(environment["CI"] ?? "").isEmpty
        return RunConfiguration(paths: paths, runner: runner, shard: shard.flatMap(Shard.init) ?? Shard(environment: environment),
                                lastFailed: lastFailed, repetitions: self.repeat, untilFailure: untilFailure, jobs: jobCount,
                                inProcess: inProcess, timeout: limitOptions.wallClock, deadline: deadline.map { .seconds(roundingUp: $0) })
    }

    /// The tags of repeatable, comma-separated options, each once, in order.
    static func tagList(_ options: [String]) -> [String] {
        var tags: [String] = []
        for option in options {
            for tag in option.split(separator: ",").map(String.init) where !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The suite's plan (``SuiteRunner/plan()``); a path that does not exist is a usage error.
    /// Says so when `--last-failed` finds no failure listed.
    private func makePlan(_ suite: SuiteRunner) throws -> RunPlan {
        let plan: RunPlan
        do {
            plan = try suite.plan()
        } catch {
            throw UsageError("\(error)")
        }
        if lastFailed, plan.titles == nil {
            FileHandle.standardError.write(Data("stagehand: --last-failed: \(LastFailed.path) lists no failure; running every selected scenario\n".utf8))
        }
        return plan
    }

    /// What narrowed the selection, for the message of a run that selected nothing.
    private func selectionDescription(_ plan: RunPlan) -> String {
        var parts: [String] = []
        if let filter { parts.append("--filter \(ReportText.shellQuoted(filter))") }
        if !tags.isEmpty { parts.append("--tags \(Self.tagList(tags).joined(separator: ","))") }
        if !excludeTags.isEmpty { parts.append("--exclude-tags \(Self.tagList(excludeTags).joined(separator: ","))") }
        if let shard = plan.shard { parts.append("shard \(shard.index)/\(shard.count)") }
        if plan.titles != nil { parts.append("--last-failed") }
        if plan.files.isEmpty { parts.append("no .lua file under \(paths.joined(separator: " "))") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// Under Bazel, touches `TEST_SHARD_STATUS_FILE`: the test runner's way of saying that it
    /// honours `TEST_SHARD_INDEX` and `TEST_TOTAL_SHARDS`.
    static func acknowledgeSharding(_ environment: [String: String]) {
        guard let path = environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty else { return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: Data())
        }
    }
}

extension RecordMode: ExpressibleByArgument {}
