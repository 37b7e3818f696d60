import Foundation
import HeadlessUIKit
import LuaBridge

/// One scenario's world: a sandboxed Lua state, a fresh app, the scenarios the file declares,
/// and the expectation failures recorded so far. It installs the scenario globals and is the
/// app's ``CallbackOverriding``: engine callbacks reach Lua overrides through it.
///
/// ``ScenarioRunner`` makes one per scenario; make one yourself to drive the scripting
/// environment from Swift (a benchmark, an embedding): ``load(_:)`` a file's source, then use
/// ``state`` and ``app``.
public final class ScenarioEnvironment {
    // MARK: The Lua state and the app

    /// The scenario file, as given; `require` and golden files are relative to it.
    public let file: String
    /// The sandboxed Lua state with the scenario globals installed.
    public let state: LuaState
    /// The app the scenario drives.
    public let app: App
    /// The Swift classes and the scope a client added.
    let extensions: ScenarioExtensions
    /// The state's memory cap, for the message that says what held the memory.
    let memoryCap: Int
    /// The prelude's `callMethod(object, name, ...)`: a metatable-aware method call.
    private(set) var callMethod: LuaValue = .nil
    /// The prelude's `hasMethod(object, name)`: whether a lookup finds something.
    private(set) var hasMethod: LuaValue = .nil
    /// The prelude's `functionNames(table)`: a table's functions, for rule V4.
    private(set) var functionNames: LuaValue = .nil
    /// The prelude's `describe(value)`: values printed for people.
    private(set) var describe: LuaValue = .nil
    /// The prelude's `recordSpyCall(spy, ...)`.
    private(set) var recordSpyCall: LuaValue = .nil
    /// `app.random`'s object.
    lazy var randomSource = RandomSource(app: app)
    /// The metatable of `app.trace` arrays: `app.trace:explain(i)`.
    lazy var traceMetatable: LuaValue = {
        let methods = state.newTable()
        state.tableSet(methods, "explain", state.function(AppBinding.explain))
        let metatable = state.newTable()
        state.tableSet(metatable, "__index", methods)
        return metatable
    }()

    // MARK: Declarations and hooks (ScenarioEnvironment+Declarations.swift)

    /// The scenarios the file declared, in order.
    var declared: [Declared] = []
    /// The function of each declared scenario, at its declaration's index + 1 (nil for
    /// `pending`). One Lua table rather than a reference per declaration: a process forked to
    /// run one scenario of a big file then reads its function without writing to memory it
    /// shares with the others (a reference is a Swift object and a registry slot, each
    /// written when used, and scattered through the file's heap; docs/performance.md).
    lazy var declaredFunctions = state.newTable()
    /// The line of each title declared so far: a duplicate is found without searching
    /// ``declared`` (a file of n scenarios searched n²/2 titles every time it ran).
    var declaredLines: [String: (line: Int, raw: String)] = [:]
    /// The `describe` group that declarations join now (``SuiteGroup``).
    var group = SuiteGroup(name: nil, parent: nil, tags: [])
    /// The line of the file's first `scenario.only`, if any: then only focused scenarios run.
    var focusLine: Int?
    /// Whether `scenario.only` is refused (when `CI` is set, so that a focused file cannot pass
    /// CI having run only part of the suite).
    public var refusesFocus = false
    /// Whether a scenario (its hooks included) is running: declarations are refused then.
    var running = false
    /// The title of the scenario running now.
    var runningTitle = ""

    // MARK: Goldens and modules (ScenarioEnvironment+Goldens.swift, +Require.swift)

    /// The golden files compared and written.
    var goldens = GoldenFiles()
    /// The modules loaded with `require`.
    var modules = LoadedModules()
    /// The scenario file's folder, which `require` may not reach out of.
    private(set) lazy var suiteFolder = SuiteFolder(ofScenarioFile: file)

    // MARK: The script's objects the engine calls (ScenarioEnvironment+ScriptTargets.swift, SpyBinding)

    /// Lua data sources and delegates, kept alive while their engine objects use them (which
    /// hold them weakly); see ``setScriptTarget(_:as:of:attach:)``.
    var scriptTargets: [ScriptTargetKey: LuaCallbackTarget] = [:]
    /// The Lua cell classes registered with `collectionView:register(identifier, Class)`.
    var cellClasses: [CellClassKey: LuaValue] = [:]
    /// The rule V4 findings recorded so far (each is recorded once).
    var uncalledMethodsLinted: Set<String> = []
    /// The spies of each controller (``SpyBinding``), by its identity; each keeps its
    /// controller, so the identity is never reused while the spy lives.
    var spies: [ObjectIdentifier: [Spy]] = [:]

    // MARK: Results (ScenarioEnvironment+Result.swift)

    /// The expectation failures recorded so far (some inside a `pcall` that caught them).
    private(set) var failures: [String] = []
    /// Where the failed trace expectations left the trace, all of them so far.
    private(set) var traceDifference: TraceDifference?
    /// What the scenario printed, shown under a failure.
    var printed = PrintedLines()
    /// Whether a scenario that ends with lint events fails.
    var strict = false

    /// Makes the state (with ``limits``) and the app (its `random` seeded with `seed`) and
    /// installs the scenario globals, with the classes of `extensions`.
    public init(file: String, limits: ScenarioLimits, seed: UInt64 = 1, extensions: ScenarioExtensions = ScenarioExtensions()) {
        self.file = file
        self.extensions = extensions
        memoryCap = limits.memoryBytes
        app = App(seed: seed)
        state = LuaState(limits: .init(memoryBytes: limits.memoryBytes, instructions: limits.instructions))
        state.owner = self
        state.seedRandom(seed)          // --seed seeds math.random as it seeds app.random
        app.overrides = self
        app.workLimit = limits.instructions     // rule R3: the engine's work counts against the scenario's budget
        // An uncaught exception (rule V3) ends the app in UIKit: the run loop stops too.
        app.shouldInterrupt = { [unowned self] in state.pendingError != nil || app.uncaughtException != nil }
        // A controller implemented by a registered Swift class is of that class in Lua; the
        // engine's own drag pans are pans (rule G15).
        state.classKey = { object in
            (object as? ViewController)?.surface.map { type(of: $0) } ?? (object as? GestureRecognizer)?.publicKind
        }
        state.printHandler = { [unowned self] line in printed.keep(line) { state.charge($0) } }
        // What the engine holds for the script counts against its memory cap, as Lua's own
        // blocks do (weakly: the state may close before the last view goes).
        app.memory.budget = { [weak state] bytes in state?.charge(bytes) ?? true }
        state.overrideNames = Self.overrideNames
        state.withCollectorStopped { Bindings.install(in: self) }
    }

    deinit { state.owner = nil }

    /// The names the engine calls on a script's objects without a class declaring them: every
    /// callback of the registry (delegate and data-source methods included), and the answers
    /// read by name. A subclass member that is a near miss of one is refused.
    static let overrideNames: [String] = Callback.Name.allCases.map(\.spec.luaName)
        + ["shouldAutomaticallyForwardAppearanceMethods", "onTap"]

    /// Runs the prelude and the file's top level; returns a message when either fails.
    public func load(_ source: String) -> String? {
        if let failure = state.withCollectorStopped({ loadPrelude() }) { return failure }
        var outcome: Result<[LuaValue], LuaError> = .success([])
        inScope { outcome = state.run(source, chunkName: "@" + file) }
        switch outcome {
        case .success: return nil
        case .failure(let error): return Self.restoringPaths(in: Self.render(error), sourcePaths)
        }
    }

    /// Runs Stagehand's own Lua: the expectation API, and the global that loads
    /// FetchedResultsController when first touched.
    func loadPrelude() -> String? {
        let host = hostTable()
        // Stripped: its errors blame the script's line, and undumping its debug information
        // was 6% of a small scenario's cost.
        switch state.run(Prelude.source, chunkName: Prelude.chunkName, arguments: [host], stripped: true) {
        case .success(let results):
            callMethod = state.tableGet(host, "callMethod")
            hasMethod = state.tableGet(host, "hasMethod")
            functionNames = state.tableGet(host, "functionNames")
            recordSpyCall = state.tableGet(host, "recordSpyCall")
            describe = results.first ?? .nil
        case .failure(let error): return "internal error in the prelude: \(error.message)"
        }
        return nil
    }

    /// Runs `body` inside the extensions' scope, with the app.
    func inScope(_ body: () -> Void) {
        if let scope = extensions.scope { scope(app, body) } else { body() }
    }

    /// The table handed to the prelude: how it reports failures.
    private func hostTable() -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "recordFailure", state.function(Self.recordFailure))
        state.tableSet(table, "loadFetchedResults", state.function(Self.loadFetchedResults))
        state.tableSet(table, "member", state.makeMemberFunction())
        return table
    }

    /// Runs the FetchedResultsController chunk to fill the global's table.
    private static let loadFetchedResults = HostFunction(name: "loadFetchedResults") { call throws(LuaError) in
        let state = call.state
        switch state.compile(FetchedResults.source, chunkName: FetchedResults.chunkName) {
        case .success(let chunk): _ = state.callFromHost(chunk, [call.value(1)])
        case .failure(let error): throw LuaError(message: "internal error in FetchedResultsController: \(error.message)")
        }
        return 0
    }

    private static let recordFailure = HostFunction(name: "recordFailure") { call throws(LuaError) in
        try call.environment.recordFailure((try? call.string(1)) ?? "expectation failed")
        return 0
    }

    /// Records an expectation's failure, and where the trace differs from what it expected.
    func recordFailure(_ message: String, difference: TraceDifference? = nil) {
        failures.append(message)
        if let difference { traceDifference = traceDifference.map { $0.followed(by: difference) } ?? difference }
    }
}
