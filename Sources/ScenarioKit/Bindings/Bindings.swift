import Foundation
import HeadlessUIKit
import LuaBridge

/// Installs the scenario globals of the scripting contract into an environment's state:
/// the classes `View`, `Window`, `TextField`, `TableViewCell`, `TableView`, `ViewController`,
/// `TableViewController`, `NavigationController`, `TabBarController`, `CollectionView`,
/// `CollectionViewCell`, the `App` class of the `app`
/// argument, and the functions `scenario` and `expect_trace` (the rest of the expectation API
/// is the Lua prelude).
enum Bindings {
    static func install(in environment: ScenarioEnvironment) {
        let state = environment.state
        let app = AppBinding.makeClass(environment)
        let view = ViewBinding.makeClass(environment)
        state.register(app)
        state.register(view)
        state.register(ViewBinding.makeWindowClass(environment, superclass: view))
        state.register(ViewBinding.makeTextFieldClass(environment, superclass: view))
        state.register(TableBinding.makeCellClass(environment, superclass: view))
        state.register(CellBinding.makeLabelClass(environment, superclass: view))
        state[global: "automaticDimension"] = .number(TableView.automaticDimension)
        state.register(TableBinding.makeTableViewClass(environment, superclass: view))
        state.register(CollectionBinding.makeCellClass(environment, superclass: view))
        state.register(CollectionBinding.makeClass(environment, superclass: view))
        state.register(RandomBinding.makeClass())
        let controller = ViewControllerBinding.makeClass(environment)
        state.register(controller)
        state.register(TableBinding.makeControllerClass(environment, superclass: controller))
        state.register(ContainerBinding.makeNavigationClass(environment, superclass: controller))
        state.register(ContainerBinding.makeTabBarClass(environment, superclass: controller))
        installScenario(environment)
        installExpectTrace(environment)
        installExpectGolden(environment)
        installRequire(environment)
        if crashHookEnabled { installCrashHook(environment) }
    }

    /// Read once: the whole environment was copied for every scenario otherwise.
    private static let crashHookEnabled = ProcessInfo.processInfo.environment["STAGEHAND_CRASH_HOOK"] == "1"

    /// `__crash(how)`, only when the environment variable `STAGEHAND_CRASH_HOOK` is `1`: kills
    /// the process on purpose (`"abort"`, `"segv"` or `"exit"`), so that tests can check that
    /// `stagehand run` contains crashes. Never installed otherwise.
    private static func installCrashHook(_ environment: ScenarioEnvironment) {
        environment.state.register("__crash") { call throws(LuaError) in
            switch try call.string(1) {
            case "segv": raise(SIGSEGV)
            case "exit": exit(3)
            default: abort()
            }
            return 0
        }
    }

    /// `require(name)`: a Lua helper module of the suite, `name` with dots for folders,
    /// resolved relative to the scenario file's folder (`require("helpers.nav")` loads
    /// `helpers/nav.lua` beside it), run once per scenario state. Nothing outside that folder
    /// can be required.
    private static func installRequire(_ environment: ScenarioEnvironment) {
        environment.state.register("require") { [unowned environment] call throws(LuaError) in
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
            let folder = (environment.file as NSString).deletingLastPathComponent
            let path = (folder.isEmpty ? "" : folder + "/") + parts.joined(separator: "/") + ".lua"
            guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw LuaError(message: "module '\(name)' not found: no file \(path)")
            }
            let state = call.state
            guard case .success(let chunk) = state.compile(source, chunkName: "@" + path) else {
                if case .failure(let error) = state.compile(source, chunkName: "@" + path) { throw LuaError(message: error.message) }
                return 0
            }
            guard let results = state.callFromHost(chunk, [.string(name)]) else { return 0 }
            let value = results.first.map { $0.isNil ? LuaValue.boolean(true) : $0 } ?? .boolean(true)
            environment.modules[name] = value
            call.push(value)
            return 1
        }
    }

    /// `expect_golden(app [, name])`: the events after the latest mark against the golden file
    /// `<file>.golden/<name>.trace` (name: the scenario's title by default).
    private static func installExpectGolden(_ environment: ScenarioEnvironment) {
        environment.state.register("expect_golden") { [unowned environment] call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let name = call.isNil(2) ? nil : try call.string(2)
            let path = environment.goldenPath(named: name)
            if let failure = GoldenTrace.check(app.trace.sinceMark.map(\.text), at: path, mode: environment.record) {
                environment.recordFailure(failure)
                throw LuaError(message: failure)
            }
            return 0
        }
    }

    /// `scenario(title, fn)`: declares a scenario of the file.
    private static func installScenario(_ environment: ScenarioEnvironment) {
        environment.state.register("scenario") { [unowned environment] call throws(LuaError) in
            let title = try call.string(1)
            let function = try call.function(2)
            let location = call.callerLocation
            let line = location.split(separator: ":").last.flatMap { Int($0) } ?? 0
            try environment.declare(title: title, line: line, function: function)
            return 0
        }
    }

    /// `expect_trace(app, expected, opts)`: the events after the latest mark against
    /// `expected`, through projection unless `opts.exact`.
    private static func installExpectTrace(_ environment: ScenarioEnvironment) {
        environment.state.register("expect_trace") { [unowned environment] call throws(LuaError) in
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
            let actual = app.trace.sinceMark.map(\.text)
            if let failure = TraceExpectation(expected: expected, exact: exact, without: without).failure(for: actual) {
                environment.recordFailure(failure)
                throw LuaError(message: failure)
            }
            return 0
        }
    }
}

/// Runs engine code from a binding: UIKit's exceptions become Lua errors with UIKit's text,
/// and every event the call produces records the script line as its cause.
func engine<T>(_ call: LuaCall, _ app: App, _ what: String, _ body: () throws(EngineError) -> T) throws(LuaError) -> T {
    do {
        return try app.withCause("\(call.callerLocation) \(what)", body)
    } catch {
        throw LuaError(message: error.message)
    }
}
