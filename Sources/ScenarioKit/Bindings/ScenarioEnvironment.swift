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
    /// A `scenario(title, fn)` declaration.
    struct Declared {
        var title: String
        var line: Int
        var function: LuaValue
    }

    /// The scenario file, as given; `require` and golden files are relative to it.
    public let file: String
    /// The sandboxed Lua state with the scenario globals installed.
    public let state: LuaState
    /// The app the scenario drives.
    public let app: App
    /// The prelude's `callMethod(object, name, ...)`: a metatable-aware method call.
    private(set) var callMethod: LuaValue = .nil
    /// The prelude's `hasMethod(object, name)`: whether a lookup finds something.
    private(set) var hasMethod: LuaValue = .nil
    /// Lua data sources and delegates, kept alive while their engine objects use them (which
    /// hold them weakly); see ``setScriptTarget(_:as:of:make:attach:)``.
    var scriptTargets: [ScriptTargetKey: LuaMethodTarget] = [:]
    /// The Lua cell classes registered with `collectionView:register(identifier, Class)`.
    var cellClasses: [CellClassKey: LuaValue] = [:]
    /// The prelude's `describe(value)`: values printed for people.
    private(set) var describe: LuaValue = .nil
    /// When `expect_golden` writes goldens.
    var record = RecordMode.never
    /// Whether a scenario that ends with lint events fails.
    var strict = false
    /// Modules loaded with `require`, by name.
    var modules: [String: LuaValue] = [:]
    /// The modules being loaded now, outermost first (a `require` cycle is named from it).
    var requiring: [String] = []
    /// The scenario file's folder, which `require` may not reach out of.
    private(set) lazy var suiteFolder = SuiteFolder(ofScenarioFile: file)
    /// The golden files compared so far, and the names used (for `Name#2`).
    private(set) var goldens: [String] = []
    private var goldenNames: [String: Int] = [:]
    /// The title of the scenario running now.
    private(set) var runningTitle = ""

    /// The golden file for `name` (default: the running scenario's title), numbered when a
    /// scenario compares with several goldens of one name.
    func goldenPath(named name: String?) -> String {
        let base = name ?? runningTitle
        let count = (goldenNames[base] ?? 0) + 1
        goldenNames[base] = count
        let path = GoldenTrace.path(forScenarioFile: file, name: count == 1 ? base : "\(base)#\(count)")
        goldens.append(path)
        return path
    }

    /// The metatable of `app.trace` arrays: `app.trace:explain(i)`.
    lazy var traceMetatable: LuaValue = {
        let methods = state.newTable()
        state.tableSet(methods, "explain", state.function(Self.explain))
        let metatable = state.newTable()
        state.tableSet(metatable, "__index", methods)
        return metatable
    }()

    private static let explain = HostFunction(name: "explain") { call throws(LuaError) in
        let index = try call.int(2)
        let events = try call.app.trace.events
        guard events.indices.contains(index - 1) else {
            throw call.argumentError(2, "no event \(index) in a trace of \(events.count)")
        }
        let event = events[index - 1]
        call.push(.string("\(event.text)  [\(event.rule.rawValue)] caused by: \(event.cause)"))
        return 1
    }

    /// `app.random`'s object.
    lazy var randomSource = RandomSource(app: app)
    private(set) var declared: [Declared] = []
    /// The line of each title declared so far: a duplicate is found without searching
    /// ``declared`` (a file of n scenarios searched n²/2 titles every time it ran).
    private var declaredLines: [String: Int] = [:]
    private(set) var failures: [String] = []
    private var running = false
    private(set) var printed: [String] = []

    /// Makes the state (with ``limits``) and the app (its `random` seeded with `seed`) and
    /// installs the scenario globals.
    public init(file: String, limits: ScenarioLimits, seed: UInt64 = 1) {
        self.file = file
        app = App(seed: seed)
        state = LuaState(limits: .init(memoryBytes: limits.memoryBytes, instructions: limits.instructions))
        state.owner = self
        state.seedRandom(seed)          // --seed seeds math.random as it seeds app.random
        app.overrides = self
        app.shouldInterrupt = { [unowned self] in state.pendingError != nil }
        state.printHandler = { [unowned self] line in printed.append(line) }
        state.withCollectorStopped { Bindings.install(in: self) }
    }

    deinit { state.owner = nil }

    /// Runs the prelude and the file's top level; returns a message when either fails.
    public func load(_ source: String) -> String? {
        if let failure = state.withCollectorStopped({ loadPrelude() }) { return failure }
        switch state.run(source, chunkName: "@" + file) {
        case .success: return nil
        case .failure(let error): return Self.render(error)
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
            describe = results.first ?? .nil
        case .failure(let error): return "internal error in the prelude: \(error.message)"
        }
        return nil
    }

    /// Runs the `index`th declared scenario with the app.
    func runScenario(at index: Int, title: String) -> ScenarioResult {
        guard declared.indices.contains(index), declared[index].title == title else {
            return ScenarioResult(file: file, title: title, line: 0, status: .error,
                                  message: "the file declared other scenarios when it was run again: scenario declarations must not depend on anything that changes between runs",
                                  events: [])
        }
        let declaration = declared[index]
        runningTitle = declaration.title
        running = true
        let outcome = state.call(declaration.function, [.object(app)])
        running = false
        var status = ScenarioResult.Status.passed
        var message = ""
        app.withCause("the end of the scenario") { app.lintAtEnd() }
        switch outcome {
        case .success:
            if let first = failures.first {
                status = .failed
                message = "an expectation failed inside a pcall: \(first)"
            }
        case .failure(let error):
            status = failures.isEmpty ? .error : .failed
            message = Self.render(error)
        }
        if status == .passed, strict, !app.lintEvents.isEmpty {
            status = .failed
            message = "the scenario ended with lint (--strict):\n" + app.lintEvents.map { "  " + $0.text }.joined(separator: "\n")
        }
        if status != .passed, !printed.isEmpty {
            message += "\nprinted:\n" + printed.map { "  " + $0 }.joined(separator: "\n")
        }
        var result = ScenarioResult(file: file, title: declaration.title, line: declaration.line,
                                    status: status, message: message, events: app.trace.events)
        result.goldens = goldens
        return result
    }

    /// Traceback lines that only say how an error was raised, not where (and the prelude's
    /// frames, which read `?:` since it is loaded without debug information).
    private static let noise = ["stagehand prelude", "stagehand FetchedResultsController", "[C]: in ?", "[C]: in function 'error'",
                                "[C]: in function 'expect_trace'", "[C]: in function 'expect_golden'"]

    /// A failure message: the error's message, then its traceback without the frames of
    /// Stagehand's own machinery; no traceback when all it would show is the scenario
    /// function that the message already names.
    static func render(_ error: LuaError) -> String {
        guard let traceback = error.traceback else { return error.message }
        let frames = traceback.split(separator: "\n").dropFirst()
            .filter { line in !noise.contains { line.contains($0) } && !line.drop { $0 == "\t" || $0 == " " }.hasPrefix("?:") }
        guard frames.count > 1 else { return error.message }
        return error.message + "\nstack traceback:\n" + frames.joined(separator: "\n")
    }

    /// The table handed to the prelude: how it reports failures.
    private func hostTable() -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "recordFailure", state.function(Self.recordFailure))
        state.tableSet(table, "loadFetchedResults", state.function(Self.loadFetchedResults))
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

    // MARK: Declarations

    func declare(title: String, line: Int, function: LuaValue) throws(LuaError) {
        if running {
            throw LuaError(message: "scenario() must be called at the top level of the file, not inside a scenario")
        }
        if let first = declaredLines[title] {
            throw LuaError(message: "duplicate scenario title \"\(title)\" (first declared at line \(first))")
        }
        declaredLines[title] = line
        declared.append(Declared(title: title, line: line, function: function))
    }

    func recordFailure(_ message: String) { failures.append(message) }
}

extension ScenarioEnvironment: CallbackOverriding {
    /// Runs the Lua override of `callback` for `controller`, if the script has one.
    public func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
        guard let function = state.method(of: controller, named: callback.spec.luaName) else { return nil }
        let arguments = [.object(controller)] + CallbackArguments.lua(for: callback, in: state)
        guard let results = state.callFromHost(function, arguments) else { return CallbackValue.none }
        do {
            return try CallbackArguments.value(returnedBy: callback, of: controller, results.first ?? .nil)
        } catch {
            state.setPendingError(error)
            return CallbackValue.none
        }
    }

    /// Whether the script gives `controller` a method named `action` (rule S12).
    public func respondsToAction(_ action: String, on controller: ViewController) -> Bool {
        state.method(of: controller, named: action) != nil
    }

    /// Calls the script's method `action` on `controller` with the segue (rule S12).
    public func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool {
        guard let function = state.method(of: controller, named: action) else { return false }
        _ = state.callFromHost(function, [.object(controller), CallbackArguments.luaSegue(segue, in: state)])
        return true
    }

    /// Rule Q4: the controller itself, as a Lua target, when a table has no delegate: its
    /// script methods hear the scroll callbacks. Kept alive under the controller.
    public func scrollViewDelegate(standingFor controller: ViewController) -> ScrollViewDelegate? {
        let key = ScriptTargetKey(owner: ObjectIdentifier(controller), role: "tableDelegate")
        if let existing = scriptTargets[key] as? LuaScrollDelegate { return existing }
        let target = LuaScrollDelegate(value: .object(controller), environment: self)
        scriptTargets[key] = target
        return target
    }

    /// Runs a cell's Lua `prepareForReuse` (rule U1).
    public func runOverride(of callback: Callback, onView view: View) -> Bool {
        guard let function = state.method(of: view, named: callback.spec.luaName) else { return false }
        _ = state.callFromHost(function, [.object(view)] + CallbackArguments.lua(for: callback, in: state))
        return true
    }

    /// Whether a cell's script gives it the callback's method (rule U1).
    public func viewResponds(to callback: Callback.Name, _ view: View) -> Bool {
        state.method(of: view, named: callback.spec.luaName) != nil
    }

    /// The script's answer to `shouldAutomaticallyForwardAppearanceMethods`, if it gives one.
    public func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? {
        let name = "shouldAutomaticallyForwardAppearanceMethods"
        switch state.field(of: controller, named: name) {
        case .boolean(let value):
            return value
        case .function(let ref):
            guard let results = state.callFromHost(.function(ref), [.object(controller)]) else { return nil }
            return results.first?.asBool ?? false
        default:
            return nil
        }
    }
}
