/// What a run covers: the scenario files in the suite's order, the shard to run and the runner
/// whose filter selects scenarios; from them, which scenarios of which files run (``steps()``)
/// or the list of them (``listing()``).
///
/// The suite's order is files in byte order of their paths (as given for files named
/// directly), scenarios in file order. A shard takes every n-th scenario of that order, so
/// with a shard, ``titles``, or to list, each file is loaded once to learn its scenarios.
public struct RunPlan: Sendable {
    /// The scenario files, in the suite's order.
    public var files: [String]
    /// The shard to run; nil runs the whole suite.
    public var shard: Shard?
    /// The runner that loads the files to list their scenarios; its filter selects them.
    public var runner: ScenarioRunner
    /// With `--last-failed`: the titles that may run, by file (see ``LastFailed``); the other
    /// scenarios, and files not named, are left out before the shard is taken. Nil: no limit.
    public var titles: [String: Set<String>]?

    /// A plan of the given files (``SuiteRunner/plan()`` finds them under a run's paths).
    public init(files: [String], shard: Shard?, runner: ScenarioRunner) {
        self.files = files
        self.shard = shard
        self.runner = runner
    }

    /// The files to run, in order, each with the positions of its selected scenarios that
    /// run; files of which none run are left out. Without a shard no file is loaded and every
    /// step runs all of its file's selected scenarios.
    public func steps() -> [Step] {
        guard shard != nil || titles != nil else { return files.map { Step(file: $0, only: nil) } }
        return selection().compactMap { $0.positions.isEmpty ? nil : Step(file: $0.file, only: Set($0.positions)) }
    }

    /// The scenarios that would run, one `file:line title` line each, in order.
    public func listing() -> [String] {
        selection().flatMap { entry in
            entry.positions.map { "\(ReportText.field(entry.file)):\(entry.declared[$0].line) \(ReportText.field(entry.declared[$0].title))" }
        }
    }

    /// How many scenarios `steps` run; loads the files whose steps run all their scenarios.
    public func scenarioCount(of steps: [Step]) -> Int {
        steps.reduce(0) { $0 + ($1.only?.count ?? runner.list(file: $1.file).count) }
    }

    /// Every file with its selected scenarios and the positions among them that ``titles``
    /// and the shard take. A file ``titles`` does not name is not loaded.
    private func selection() -> [(file: String, declared: [ScenarioRunner.Declaration], positions: [Int])] {
        var first = 0
        return files.map { file in
            if let titles, titles[file] == nil { return (file, [], []) }
            let declared = runner.list(file: file)
            let kept = declared.indices.filter { titles?[file]?.contains(declared[$0].title) ?? true }
            let positions = kept.indices.filter { shard?.contains(position: first + $0) ?? true }.map { kept[$0] }
            first += kept.count
            return (file, declared, positions)
        }
    }
}
