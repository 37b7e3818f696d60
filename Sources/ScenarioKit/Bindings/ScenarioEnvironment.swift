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
    /// A `scenario(title, fn)` declaration (or `scenario.skip`, `scenario.only`, `pending`).
    struct Declared {
        /// The whole title: the titles of its `describe` groups, then its own, joined by ` / `.
        var title: String
        var line: Int
        /// The innermost `describe` group (the file's root group outside any).
        var group: SuiteGroup
        /// Its tags and its groups', sorted, each once.
        var tags: [String]
        var mode: DeclarationMode
    }

    /// The scenario file, as given; `require` and golden files are relative to it.
    public let file: String
    /// The sandboxed Lua state with the scenario globals installed.
    public let state: LuaState
    /// The app the scenario drives.
    public let app: App
    /// The Swift classes and the scope a client added.
    let extensions: ScenarioExtensions
    /// The prelude's `callMethod(object, name, ...)`: a metatable-aware method call.
    private(set) var callMethod: LuaValue = .nil
    /// The prelude's `hasMethod(object, name)`: whether a lookup finds something.
    private(set) var hasMethod: LuaValue = .nil
    /// Lua data sources and delegates, kept alive while their engine objects use them (which
    /// hold them weakly); see ``setScriptTarget(_:as:of:make:attach:)``.
    var scriptTargets: [ScriptTargetKey: LuaCallbackTarget] = [:]
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
    /// The files of the modules loaded so far, in order.
    var modulePaths: [String] = []
    /// The modules being loaded now, outermost first (a `require` cycle is named from it).
    var requiring: [String] = []
    /// The scenario file's folder, which `require` may not reach out of.
    private(set) lazy var suiteFolder = SuiteFolder(ofScenarioFile: file)
    /// The golden files compared so far, and the names used (for `Name#2`).
    private(set) var goldens: [String] = []
    private var goldenNames: [String: Int] = [:]
    /// The golden files `expect_golden` wrote, in order.
    var writtenGoldens: [WrittenGolden] = []
    /// The title of the scenario running now.
    private(set) var runningTitle = ""

    /// The golden file for `name` (default: the running scenario's title), numbered when a
    /// scenario compares with several goldens of one name.
    func goldenPath(named name: String?) -> String {
        let base = name ?? runningTitle
        let count = (goldenNames[base] ?? 0) + 1
        goldenNames[base] = count
        let path = GoldenTrace.path(forScenarioFile: file, name: base, number: count)
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
    /// The function of each declared scenario, at its declaration's index + 1 (nil for
    /// `pending`). One Lua table rather than a reference per declaration: a process forked to
    /// run one scenario of a big file then reads its function without writing to memory it
    /// shares with the others (a reference is a Swift object and a registry slot, each
    /// written when used, and scattered through the file's heap; docs/performance.md).
    private lazy var declaredFunctions = state.newTable()
    /// The line of each title declared so far: a duplicate is found without searching
    /// ``declared`` (a file of n scenarios searched n²/2 titles every time it ran).
    private var declaredLines: [String: (line: Int, raw: String)] = [:]
    private(set) var failures: [String] = []
    /// Whether a scenario (its hooks included) is running: declarations are refused then.
    private(set) var running = false
    /// The `describe` group that declarations join now (``SuiteGroup``).
    var group = SuiteGroup(name: nil, parent: nil, tags: [])
    /// The line of the file's first `scenario.only`, if any: then only focused scenarios run.
    private(set) var focusLine: Int?
    /// Whether `scenario.only` is refused (when `CI` is set, so that a focused file cannot pass
    /// CI having run only part of the suite).
    public var refusesFocus = false
    /// The spies of each controller (``SpyBinding``), by its identity; each keeps its
    /// controller, so the identity is never reused while the spy lives.
    var spies: [ObjectIdentifier: [Spy]] = [:]
    /// The prelude's `recordSpyCall(spy, ...)`.
    private(set) var recordSpyCall: LuaValue = .nil
    private(set) var printed: [String] = []
    /// Bytes of ``printed``, counted against the memory cap; lines past the cap are left out.
    private var printedBytes = 0
    private var printedLeftOut = 0
    /// The state's memory cap, for the message that says what held the memory.
    private let memoryCap: Int

    /// Bytes kept of the printed lines, however much a script prints: a quarter of what a
    /// report shows of a message (``ReportText/messageByteLimit``), so the rest of the message
    /// still shows beside them.
    static let printedLimit = ReportText.messageByteLimit / 4

    /// Keeps a line the script printed (shown under a failure) while the lines kept are under
    /// ``printedLimit``, charging them to the memory cap; counts the rest.
    private func keepPrinted(_ line: String) {
        let room = Self.printedLimit - printedBytes
        guard room > 0 else {
            printedLeftOut += 1
            return
        }
        let kept = line.utf8.count <= room ? line : String(decoding: line.utf8.prefix(room), as: UTF8.self) + " ... (cut)"
        let bytes = kept.utf8.count + 32
        state.charge(bytes)
        printedBytes += bytes
        printed.append(kept)
    }

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
        // A controller implemented by a registered Swift class is of that class in Lua.
        state.classKey = { object in (object as? ViewController)?.implementation.map { type(of: $0) } }
        state.printHandler = { [unowned self] line in keepPrinted(line) }
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
            recordSpyCall = state.tableGet(host, "recordSpyCall")
            describe = results.first ?? .nil
        case .failure(let error): return "internal error in the prelude: \(error.message)"
        }
        return nil
    }

    /// Runs the `index`th declared scenario with the app: its groups' `before_each` hooks
    /// (outermost group first), its function, then their `after_each` hooks (innermost group
    /// first), which run even when something before them failed; the first failure is the
    /// scenario's. A skipped scenario, or one left out by the file's `scenario.only`, does not
    /// run.
    func runScenario(at index: Int, title: String) -> ScenarioResult {
        guard declared.indices.contains(index), declared[index].title == title else {
            return ScenarioResult(file: file, title: title, line: 0, status: .error,
                                  message: "the file declared other scenarios when it was run again: scenario declarations must not depend on anything that changes between runs",
                                  events: [])
        }
        let declaration = declared[index]
        if let reason = skipReason(declaration) {
            return ScenarioResult(file: file, title: declaration.title, line: declaration.line,
                                  status: .skipped, message: reason, events: [])
        }
        runningTitle = declaration.title
        running = true
        let groups = declaration.group.chain
        var outcome: Result<[LuaValue], LuaError> = .success([])
        inScope {
            for hook in groups.flatMap(\.beforeEach) {
                outcome = state.call(hook, [.object(app)])
                if case .failure = outcome { break }
            }
            if case .success = outcome { outcome = state.call(state.tableGet(declaredFunctions, index + 1), [.object(app)]) }
            for hook in groups.reversed().flatMap(\.afterEach) {
                let after = state.call(hook, [.object(app)])
                if case .success = outcome, case .failure = after { outcome = after }
            }
        }
        running = false
        var status = ScenarioResult.Status.passed
        var message = ""
        app.withCause("the end of the scenario") { app.lintAtEnd() }
        switch outcome {
        case .success:
            if let first = failures.first {
                status = .failed
                message = "an expectation failed inside a pcall: \(first)"
            } else if let exception = app.uncaughtException {
                status = .failed      // rule V3: UIKit would have ended the app
                message = "uncaught exception: \(exception.message)"
            }
        case .failure(let error):
            status = failures.isEmpty ? .error : .failed
            message = Self.render(error)
        }
        if status == .passed, state.isOverMemoryCap {
            // The engine's last work (after the script's last call) went over the cap.
            status = .error
            message = "not enough memory"
        }
        var ranOutOfMemory = state.isOverMemoryCap
        if case .failure(let error) = outcome, error.kind == .memory { ranOutOfMemory = true }
        if ranOutOfMemory {
            message += "\n" + memoryReport()
            if app.trace.events.count > Self.eventsKeptAfterMemoryFailure {
                message += "; the result keeps its first \(Self.eventsKeptAfterMemoryFailure) events"
            }
        }
        if status == .passed, strict, !app.lintEvents.isEmpty {
            status = .failed
            message = "the scenario ended with lint (--strict)"      // the lint follows, as under every failure
        }
        message = Self.restoringPaths(in: message, sourcePaths)
        if status.fails { message += Self.causes(lint: app.lintEvents, pending: app.pendingWork) }
        if status != .passed, !printed.isEmpty {
            message += "\nprinted:\n" + printed.map { "  " + $0 }.joined(separator: "\n")
            if printedLeftOut > 0 { message += "\n  ... \(printedLeftOut) more lines left out (at most \(Self.printedLimit) bytes are kept)" }
        }
        var result = ScenarioResult(file: file, title: declaration.title, line: declaration.line,
                                    status: status, message: Self.bounded(message),
                                    events: ranOutOfMemory ? Array(app.trace.events.prefix(Self.eventsKeptAfterMemoryFailure)) : app.trace.events)
        result.goldens = goldens
        result.writtenGoldens = writtenGoldens
        return result
    }

    /// The events a result keeps of a scenario that ran out of memory: its trace filled the cap
    /// once already, and a copy of it on its way to the reports would take as much again.
    static let eventsKeptAfterMemoryFailure = 1_000

    /// The most bytes of a failure's message a result keeps: its events are charged to the
    /// scenario's memory cap, and this bounds the rest of it (a script can raise an error of
    /// any size). Reports show 64 KiB of it; the JSON report has all that is kept.
    static let messageLimit = 1 << 20

    /// `message`, cut to ``messageLimit`` bytes with a note of how much was left out.
    static func bounded(_ message: String) -> String {
        let size = message.utf8.count
        guard size > messageLimit else { return message }
        return String(decoding: message.utf8.prefix(messageLimit), as: UTF8.self)
            + "\n... \(size - messageLimit) more bytes of the message left out where it was made (a result keeps at most \(messageLimit) bytes of it)"
    }

    /// What held the memory of a scenario that ran out: the cap, then Lua's share, the trace,
    /// the engine's objects and the printed lines, in MiB.
    func memoryReport() -> String {
        func mib(_ bytes: Int) -> String { NumberText.text((Double(bytes) / 1_048_576 * 10).rounded() / 10) }
        let meter = app.memory
        let host = meter.traceBytes + meter.objectBytes + meter.refusedBytes + printedBytes
        let lua = max(0, state.memoryInUse - host)
        var text = "  the scenario's memory cap is \(mib(memoryCap)) MiB (--max-memory); it held Lua's values \(mib(lua)) MiB, "
            + "the trace \(mib(meter.traceBytes)) MiB in \(app.trace.events.count) events, views and controllers \(mib(meter.objectBytes)) MiB, "
            + "printed lines \(mib(printedBytes)) MiB"
        if meter.droppedEvents > 0 {
            text += meter.droppedEvents == 1 ? "; 1 more event was not kept" : "; \(meter.droppedEvents) more events were not kept"
        }
        return text
    }

    /// What a failure's message ends with, so that the likely cause is there without
    /// `--explain`: the end-of-scenario lint (a missing `didMoveToParent`, an appearance
    /// transition never ended) and the work still under way, each with the call that would
    /// finish it (time never advanced is the commonest reason a trace stops short).
    static func causes(lint: [TraceEvent], pending: [String]) -> String {
        var text = ""
        if !lint.isEmpty {
            text += "\nlint at the end of the scenario:\n" + lint.map { "  " + $0.text }.joined(separator: "\n")
        }
        if !pending.isEmpty {
            text += "\nstill under way when the scenario ended:\n" + pending.map { "  " + $0 }.joined(separator: "\n")
        }
        return text
    }

    /// Why `declaration` does not run, or nil when it runs.
    private func skipReason(_ declaration: Declared) -> String? {
        switch declaration.mode {
        case .skipped(let reason): return reason
        case .focused: return nil
        case .normal:
            guard let focusLine else { return nil }
            return "not focused: scenario.only at line \(focusLine) of this file runs only its focused scenarios"
        }
    }

    /// Runs `body` inside the extensions' scope, with the app.
    private func inScope(_ body: () -> Void) {
        if let scope = extensions.scope { scope(app, body) } else { body() }
    }

    /// Traceback lines that only say how an error was raised, not where (and the prelude's
    /// frames, which read `?:` since it is loaded without debug information).
    private static let noise = ["stagehand prelude", "stagehand FetchedResultsController", "[C]: in ?", "[C]: in function 'error'",
                                "[C]: in function 'expect_trace'", "[C]: in function 'expect_golden'",
                                "[C]: in metamethod 'index'", "[C]: in metamethod 'newindex'"]

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

    // MARK: Declarations

    /// Declares a scenario in the current group: its title is the groups' titles and `title`.
    func declare(title: String, line: Int, function: LuaValue, tags: [String] = [],
                 mode: DeclarationMode = .normal) throws(LuaError) {
        try refuseWhileRunning("scenario()")
        // One form of each title everywhere (filters, goldens, reports): two titles that look
        // the same are the same, however their accents were typed.
        let raw = group.title(of: title)
        let title = raw.precomposedStringWithCanonicalMapping
        if let first = declaredLines[title] {
            let how = Array(first.raw.utf8) == Array(raw.utf8) ? ""
                : "; the two differ only in how their characters are composed (Unicode normalisation), and titles are compared after it"
            throw LuaError(message: "duplicate scenario title \"\(title)\" (first declared at line \(first.line)\(how))")
        }
        if mode == .focused {
            if refusesFocus {
                throw LuaError(message: "scenario.only is refused when CI is set: a focused file would pass CI having run only part of the suite; remove the .only (or run without CI set)")
            }
            if focusLine == nil { focusLine = line }
        }
        declaredLines[title] = (line, raw)
        state.tableSet(declaredFunctions, declared.count + 1, function)
        declared.append(Declared(title: title, line: line, group: group, tags: group.tags(with: tags), mode: mode))
    }

    /// An error when a scenario is running: `what` belongs at the top level of the file (or in
    /// a `describe`).
    func refuseWhileRunning(_ what: String) throws(LuaError) {
        if running {
            throw LuaError(message: "\(what) must be called at the top level of the file (or inside describe), not inside a scenario")
        }
    }

    func recordFailure(_ message: String) { failures.append(message) }
}

extension ScenarioEnvironment: CallbackOverriding {
    /// Runs the Lua override of `callback` for `controller`, if the script has one.
    public func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
        if !spies.isEmpty { recordSpies(of: callback, on: controller) }
        guard let function = state.method(of: controller, named: callback.spec.luaName) else { return nil }
        let arguments = [.object(controller)] + CallbackArguments.lua(for: callback, in: state)
        guard let results = state.callFromHost(function, arguments) else { return CallbackValue.nothing }
        do {
            let what = "\(controller.name) \(callback.spec.traceName)(\(callback.traceArguments.joined(separator: ", ")))"
            return try CallbackAnswer.read(results.first ?? .nil, answering: callback, what: what, in: self)
        } catch {
            state.setPendingError(error)
            return CallbackValue.nothing
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

    /// Rules Q4, U1: the controller or view itself, as a Lua target: a table's controller
    /// hears its scroll callbacks when the table has no delegate; a cell hears its own
    /// `prepareForReuse`. Kept alive under the object.
    public func receiver(standingFor object: AnyObject) -> CallbackReceiver? {
        let key = ScriptTargetKey(owner: ObjectIdentifier(object), role: .itself)
        if let existing = scriptTargets[key] { return existing }
        let target = LuaCallbackTarget(value: .object(object), role: .itself, environment: self)
        scriptTargets[key] = target
        return target
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
