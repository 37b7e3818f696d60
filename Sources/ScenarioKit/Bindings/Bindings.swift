import Foundation
import HeadlessUIKit
import LuaBridge

/// Installs the scenario globals of the scripting contract into an environment's state:
/// the classes `View`, `Window`, `TextField`, `TableViewCell`, `TableView`, `ViewController`,
/// `TableViewController`, `NavigationController`, `TabBarController`, `CollectionView`,
/// `CollectionViewCell`, the `App` class of the `app`
/// argument, the functions `expect_trace`, `expect_golden`, `require` and `spy`, and the
/// suite's `scenario`, `describe`, hooks and `pending` (``SuiteBinding``); the rest of the
/// expectation API is the Lua prelude.
enum Bindings {
    /// Every class, superclasses first, described once per process: registering them with a
    /// scenario's state then makes one Lua closure per method and nothing in Swift.
    static let classes: [LuaClass] = {
        let view = ViewBinding.makeClass()
        let controller = ViewControllerBinding.makeClass()
        let scroll = ScrollBinding.makeClass(superclass: view)
        ConstraintBinding.addViewMembers(to: view)
        return [
            AppBinding.makeClass(),
            view,
            ViewBinding.makeWindowClass(superclass: view),
            ViewBinding.makeTextFieldClass(superclass: view),
            TableBinding.makeCellClass(superclass: view),
            CellBinding.makeLabelClass(superclass: view),
            scroll,
            ConstraintBinding.makeStackClass(superclass: view),
            ConstraintBinding.makeConstraintClass(),
            TableBinding.makeTableViewClass(superclass: scroll),
            CollectionBinding.makeCellClass(superclass: view),
            CollectionBinding.makeClass(superclass: scroll),
            RandomBinding.makeClass(),
            TraitsBinding.makeCoordinatorClass(),
            TransitionBinding.makeContextClass(),
            TransitionBinding.makePercentDrivenClass(),
            controller,
            TableBinding.makeControllerClass(superclass: controller),
            ContainerBinding.makeNavigationClass(superclass: controller),
            ContainerBinding.makeTabBarClass(superclass: controller),
            PageBinding.makeClass(superclass: controller),
            SplitBinding.makeClass(superclass: controller),
        ]
    }()

    /// The global functions, made once per process like the classes.
    private static let functions = [expectTrace, expectGolden, require, SpyBinding.spy]

    static func install(in environment: ScenarioEnvironment) {
        let state = environment.state
        for luaClass in classes { state.register(luaClass) }
        for scripted in environment.extensions.classes {
            guard let superclass = classes.first(where: { $0.name == scripted.superclassName }) else { continue }
            state.register(ScriptedClassBinding.makeClass(scripted, superclass: superclass))
        }
        state[global: "automaticDimension"] = .number(TableView.automaticDimension)
        for function in functions { state.register(function) }
        SuiteBinding.install(in: state)
        if crashHookEnabled { state.register(crash) }
    }

    /// Read once: the whole environment was copied for every scenario otherwise.
    private static let crashHookEnabled = ProcessInfo.processInfo.environment["STAGEHAND_CRASH_HOOK"] == "1"

    /// `__crash(how)`, only when the environment variable `STAGEHAND_CRASH_HOOK` is `1`: kills
    /// the process on purpose (`"abort"`, `"segv"` or `"exit"`), so that tests can check that
    /// `stagehand run` contains crashes. Never installed otherwise.
    private static let crash = HostFunction(name: "__crash") { call throws(LuaError) in
        switch try call.string(1) {
        case "segv": raise(SIGSEGV)
        case "exit": exit(3)
        default: abort()
        }
        return 0
    }

    /// `require(name)`: a Lua helper module of the suite, `name` with dots for folders,
    /// resolved relative to the scenario file's folder (`require("helpers.nav")` loads
    /// `helpers/nav.lua` beside it), run once per scenario state. Nothing outside that folder
    /// can be required, through a symbolic link either; a module that requires itself,
    /// directly or through others, is an error naming the cycle (it recursed until the C
    /// stack overflowed).
    private static let require = HostFunction(name: "require") { call throws(LuaError) in
        let environment = try call.environment
        let name = try call.string(1)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }) else {
            throw LuaError(message: "require denied: '\(name)' is not a module name (letters, digits, _ and -, with dots between folders); modules come from the scenario's folder")
        }
        if let loaded = environment.modules[name] {
            call.push(loaded)
            return 1
        }
        if let start = environment.requiring.firstIndex(of: name) {
            let cycle = (environment.requiring[start...] + [name]).joined(separator: " -> ")
            throw LuaError(message: "require cycle: \(cycle) (a module cannot require itself, directly or through other modules)")
        }
        let folder = environment.suiteFolder
        let path = folder.prefix + parts.joined(separator: "/") + ".lua"
        let source = try moduleSource(name, at: path, in: folder)
        let state = call.state
        let chunk: LuaValue
        environment.modulePaths.append(path)
        switch state.compile(source, chunkName: "@" + path) {
        case .success(let compiled): chunk = compiled
        case .failure(let error): throw LuaError(message: error.message)
        }
        environment.requiring.append(name)
        defer { environment.requiring.removeLast() }
        guard let results = state.callFromHost(chunk, [.string(name)]) else { return 0 }
        let value = results.first.map { $0.isNil ? LuaValue.boolean(true) : $0 } ?? .boolean(true)
        environment.modules[name] = value
        call.push(value)
        return 1
    }

    /// The text of module `name` at `path`, read at its real path once that is known to be
    /// inside `folder`.
    private static func moduleSource(_ name: String, at path: String, in folder: SuiteFolder) throws(LuaError) -> String {
        let real: String
        switch folder.resolve(path) {
        case .missing: throw LuaError(message: "module '\(name)' not found: no file \(path)")
        case .outside(let resolved):
            throw LuaError(message: "require denied: " + folder.outsideMessage("module '\(name)' (\(path))", resolvedTo: resolved))
        case .inside(let resolved): real = resolved
        }
        switch TextFile.read(real) {
        case .success(let source): return source
        case .failure(.missing): throw LuaError(message: "module '\(name)' not found: no file \(path)")
        case .failure(let failure) where failure.isContent:
            throw LuaError(message: "module '\(name)' is not Lua text: \(path) \(failure.phrase)")
        case .failure(let failure):
            throw LuaError(message: "module '\(name)' cannot be loaded: \(path) \(failure.phrase)")
        }
    }

    /// `expect_golden(app [, name])`: the events after the latest mark against the golden file
    /// `<file>.golden/<name>.trace` (name: the scenario's title by default).
    private static let expectGolden = HostFunction(name: "expect_golden") { call throws(LuaError) in
        let environment = try call.environment
        let app = try call.object(1, App.self, expected: "app")
        let name = call.isNil(2) ? nil : try call.string(2)
        let path = environment.goldenPath(named: name)
        switch GoldenTrace.check(app.trace.sinceMark.map(\.text), at: path, mode: environment.record) {
        case .matched:
            break
        case .written(let how):
            environment.writtenGoldens.append(WrittenGolden(path: path, how: how))
        case .failed(let failure):
            environment.recordFailure(failure)
            throw LuaError(message: failure)
        }
        return 0
    }

    /// `expect_trace(app, expected, opts)`: the events after the latest mark against
    /// `expected`, through projection unless `opts.exact`.
    private static let expectTrace = HostFunction(name: "expect_trace") { call throws(LuaError) in
        let environment = try call.environment
        let state = call.state
        let app = try call.object(1, App.self, expected: "app")
        let expectedTable = try call.table(2)
        var expected: [String] = []
        for (offset, element) in state.arrayValues(expectedTable).enumerated() {
            guard let text = element.asString else {
                throw call.argumentError(2, "expected trace line \(offset + 1) is a \(element.typeName), not a string")
            }
            expected.append(text)
        }
        var exact = false
        var without: [String] = []
        switch call.value(3) {
        case .nil: break
        case .table(let ref):
            exact = state.tableGet(.table(ref), "exact").asBool
            without = state.arrayValues(state.tableGet(.table(ref), "without")).compactMap(\.asString)
        default: throw call.typeError(3, expected: "table of options")
        }
        if let failure = TraceExpectation(expected: expected, exact: exact, without: without).failure(for: app.trace.sinceMark) {
            environment.recordFailure(failure)
            throw LuaError(message: failure)
        }
        return 0
    }
}

/// Runs engine code from a binding: UIKit's exceptions become Lua errors with UIKit's text,
/// and every event the call produces records the script line and the call as its cause
/// (`scenario.lua:9 Child:didMoveToParent(Parent)`: a `what` that ends in `()` gets the call's
/// arguments, ``CallArguments``).
func engine<T>(_ call: LuaCall, _ app: App, _ what: String, _ body: () throws(EngineError) -> T) throws(LuaError) -> T {
    let value: T
    do {
        value = try app.withCause("\(call.callerLocation) \(CallArguments.filled(what, call))", body)
    } catch {
        throw LuaError(message: error.message)
    }
    // Rule V3: Swift code the call ran raised what UIKit would not have caught.
    if let exception = app.uncaughtException { throw LuaError(message: "uncaught exception: \(exception.message)") }
    return value
}

/// ``engine(_:_:_:_:)`` with the app of the scenario making the call.
func engine<T>(_ call: LuaCall, _ what: String, _ body: () throws(EngineError) -> T) throws(LuaError) -> T {
    try engine(call, call.app, what, body)
}

/// `view:performBatchUpdates(updates, completion)` for a table or a collection view (rules D2,
/// T7): `updates` runs as one batch, checked at its end; `completion(finished)` runs later.
/// `perform` is the view's own `performBatchUpdates`.
func performBatchUpdates(_ call: LuaCall, _ name: String,
                         _ perform: (() throws(EngineError) -> Void, ((Bool) -> Void)?) throws(EngineError) -> Void) throws(LuaError) -> Int {
    let updates = try call.function(2)
    let completion = call.isNil(3) ? nil : try call.function(3)
    let state = call.state
    let runCompletion = completion.map(state.callback)
    try engine(call, "\(name):performBatchUpdates()") { () throws(EngineError) in
        try perform({ () throws(EngineError) in
            _ = state.callFromHost(updates, [])
        }, { finished in
            runCompletion?([.boolean(finished)])
        })
    }
    return 0
}

/// A length set from a script: a finite number of points, not below 0; `what` names it in
/// the error (`spacing must be a number of points, not below 0`).
func points(_ value: LuaValue, _ what: String) throws(LuaError) -> Double {
    guard let number = value.asDouble, number.isFinite, number >= 0 else {
        throw LuaError(message: "\(what) must be a number of points, not below 0, got \(value.shownInMessage)")
    }
    return number
}
