import Foundation

/// Runs the scenarios of one file, each in isolation: a fresh Lua state and a fresh app, in
/// which the whole file is run again before the scenario's function is called. So globals,
/// upvalues and classes that one scenario changes are never seen by another.
public struct ScenarioRunner: Sendable {
    /// Only scenarios whose title contains this text run (nil: all).
    public var filter: String?
    /// Limits for every scenario's Lua state.
    public var limits: ScenarioLimits
    /// The seed of every scenario's `app.random`; printed with every failure.
    public var seed: UInt64
    /// When `expect_golden` writes golden files.
    public var record: RecordMode
    /// Whether scenarios that end with `lint:` events fail.
    public var strict: Bool
    /// Only scenarios with at least one of these tags run (nil: all).
    public var tags: Set<String>?
    /// Scenarios with any of these tags do not run.
    public var excludedTags: Set<String> = []
    /// Whether a file with `scenario.only` is an error (when `CI` is set).
    public var refusesFocus = false
    /// Swift classes and a scope added to every scenario (StagehandTesting's registrations).
    public var extensions = ScenarioExtensions()

    /// A runner of every scenario (no filter, tags or extensions), with default limits, seed
    /// 1, goldens never written and lint not failing, unless given.
    public init(filter: String? = nil, limits: ScenarioLimits = ScenarioLimits(), seed: UInt64 = 1,
                record: RecordMode = .never, strict: Bool = false) {
        self.filter = filter
        self.limits = limits
        self.seed = seed
        self.record = record
        self.strict = strict
    }

    /// Whether the filter and the tags select a declared scenario.
    func selects(_ declared: ScenarioEnvironment.Declared) -> Bool {
        if let filter, !declared.title.contains(filter.precomposedStringWithCanonicalMapping) { return false }
        if let tags, !declared.tags.contains(where: tags.contains) { return false }
        return !declared.tags.contains(where: excludedTags.contains)
    }

    /// A fresh environment for a scenario of `file`, set up as this runner says.
    func makeEnvironment(_ file: String) -> ScenarioEnvironment {
        let environment = ScenarioEnvironment(file: file, limits: limits, seed: seed, extensions: extensions)
        environment.refusesFocus = refusesFocus
        return environment
    }

    /// A scenario the file declares.
    public struct Declaration: Equatable, Sendable {
        /// Its title.
        public var title: String
        /// The line of its `scenario(...)` call.
        public var line: Int
    }

    /// A scenario that will run: its position among those the filter selects (what `only`
    /// names) and its declaration.
    public struct Planned: Equatable, Sendable {
        /// Its position among the selected scenarios.
        public var position: Int
        /// Its title and line.
        public var declaration: Declaration

        /// The scenario at `position` among the selected ones.
        public init(position: Int, declaration: Declaration) {
            self.position = position
            self.declaration = declaration
        }
    }

    /// Runs every (selected) scenario of `file`, in the order the file declares them; with
    /// `only`, just those positions among the selected ones (see ``list(file:)``).
    public func run(file: String, only: Set<Int>? = nil, observer: Observer? = nil) -> [ScenarioResult] {
        switch ScenarioFile.read(file) {
        case .success(let source):
            return run(source: source, file: file, only: only, observer: observer)
        case .failure(let refusal):
            let result = fileError(file, refusal.message)
            observer?.didRun(result)
            return [result]
        }
    }

    /// Told the plan and each result as soon as they are known, so a worker process can report
    /// them before it might die (see ``IsolatedRunner``).
    public struct Observer {
        /// Called once the file has loaded, with the scenarios that will run.
        public var didPlan: ([Planned]) -> Void
        /// Called with each result (including a file's load error) as soon as it is known.
        public var didRun: (ScenarioResult) -> Void

        /// An observer told the plan through `didPlan` and each result through `didRun`.
        public init(didPlan: @escaping ([Planned]) -> Void,
                    didRun: @escaping (ScenarioResult) -> Void) {
            self.didPlan = didPlan
            self.didRun = didRun
        }
    }

    /// The scenarios of `file` that the filter selects, in order, without running them; a file
    /// that does not load lists as one `(file)` entry.
    public func list(file: String) -> [Declaration] {
        guard case .success(let source) = ScenarioFile.read(file) else { return [Declaration(title: "(file)", line: 0)] }
        let discovery = makeEnvironment(file)
        if discovery.load(source) != nil { return [Declaration(title: "(file)", line: 0)] }
        return discovery.declared.filter(selects).map { Declaration(title: $0.title, line: $0.line) }
    }

    /// Runs the scenarios of `source`, reporting them under the name `file`.
    public func run(source: String, file: String, only: Set<Int>? = nil, observer: Observer? = nil) -> [ScenarioResult] {
        let loaded: Loaded
        switch load(source: source, file: file, only: only) {
        case .loaded(let file): loaded = file
        case .failed(let result):
            guard let result else { return [] }
            observer?.didRun(result)
            return [result]
        }
        observer?.didPlan(loaded.plan.map(\.planned))
        var results: [ScenarioResult] = []
        // The discovery state has only loaded the file, as a fresh one would before its
        // scenario: the first scenario runs in it, which saves building one state per file.
        var discovery: ScenarioEnvironment? = loaded.discovery
        for entry in loaded.plan {
            let result = run(entry, of: loaded, in: discovery)
            discovery = nil
            observer?.didRun(result)
            results.append(result)
        }
        return results
    }

    /// A file whose top level has run once, in ``discovery``, and the scenarios that will run.
    struct Loaded {
        var file: String
        var source: String
        /// The state that ran the file's top level, and nothing else yet.
        var discovery: ScenarioEnvironment
        /// Each selected scenario's index among all the file declares, with its plan entry.
        var plan: [(index: Int, planned: Planned)]
    }

    /// What loading a file gave: the file, or the result that reports its load error (nil
    /// when `only` leaves that result out).
    enum LoadOutcome {
        case loaded(Loaded)
        case failed(ScenarioResult?)
    }

    /// Runs the file's top level once to learn its scenarios, and plans those the filter and
    /// `only` select.
    func load(source: String, file: String, only: Set<Int>?) -> LoadOutcome {
        let discovery = makeEnvironment(file)
        if let failure = discovery.load(source) {
            return .failed(only.map { $0.contains(0) } ?? true ? fileError(file, failure) : nil)
        }
        var plan: [(index: Int, planned: Planned)] = []
        var selected = -1
        for (index, declared) in discovery.declared.enumerated() {
            if !selects(declared) { continue }
            selected += 1
            if let only, !only.contains(selected) { continue }
            plan.append((index, Planned(position: selected, declaration: Declaration(title: declared.title, line: declared.line))))
        }
        return .loaded(Loaded(file: file, source: source, discovery: discovery, plan: plan))
    }

    /// Runs one planned scenario: in `environment`, which has loaded the file and run nothing
    /// else, or else in a fresh state that loads it again. Its ``ScenarioResult/duration`` is
    /// the wall time of this, on a monotonic clock.
    func run(_ entry: (index: Int, planned: Planned), of loaded: Loaded, in environment: ScenarioEnvironment?) -> ScenarioResult {
        let start = ContinuousClock.now
        var result = runUntimed(entry, of: loaded, in: environment)
        result.duration = ScenarioResult.seconds(ContinuousClock.now - start)
        return result
    }

    private func runUntimed(_ entry: (index: Int, planned: Planned), of loaded: Loaded, in environment: ScenarioEnvironment?) -> ScenarioResult {
        let declared = entry.planned.declaration
        let file = loaded.file
        let fresh = environment == nil
        let environment = environment ?? makeEnvironment(file)
        environment.goldens.mode = record
        environment.strict = strict
        var result: ScenarioResult
        if fresh, let failure = environment.load(loaded.source) {
            result = ScenarioResult(file: file, title: declared.title, line: declared.line,
                                    status: .error, message: failure, events: [])
        } else {
            result = environment.runScenario(at: entry.index, title: declared.title)
            result.marks = environment.app.trace.marks
        }
        result.title = declared.title
        result.seed = seed
        if result.status.fails { result.rerun = .stagehandRun }
        return result
    }

    /// The result for a file that did not load, at the line its message names (a syntax
    /// error's, or the top level's error's), else line 0.
    private func fileError(_ file: String, _ message: String) -> ScenarioResult {
        var result = ScenarioResult(file: file, title: "(file)", line: Self.line(in: message, of: file), status: .error,
                                    message: message, events: [])
        result.seed = seed
        return result
    }

    /// N of a message that starts `<file>:N:`, else 0.
    static func line(in message: String, of file: String) -> Int {
        guard message.hasPrefix(file + ":") else { return 0 }
        return Int(message.dropFirst(file.count + 1).prefix { $0.isNumber }) ?? 0
    }
}

/// Per-scenario limits of the Lua state.
public struct ScenarioLimits: Sendable {
    /// Lua VM instructions one scenario may execute (including the file's top level).
    public var instructions: Int
    /// Bytes of Lua memory one scenario may hold.
    public var memoryBytes: Int

    /// Defaults large enough for every bundled scenario many times over.
    public init(instructions: Int = 200_000_000, memoryBytes: Int = 256 << 20) {
        self.instructions = instructions
        self.memoryBytes = memoryBytes
    }
}
