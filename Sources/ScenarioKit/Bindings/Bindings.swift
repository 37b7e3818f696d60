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
        let control = ControlBinding.makeClass(superclass: view)    // rules G10-G12
        let presentation = PresentationBinding.makeClass()
        ConstraintBinding.addViewMembers(to: view)
        ViewAnimationBinding.addViewMembers(to: view)
        LayoutAnchorBinding.addViewMembers(to: view)
        LayoutAnchorBinding.addIntrinsicSizeMembers(to: view)
        LayoutGuideBinding.addViewMembers(to: view)
        GestureBinding.addViewMembers(to: view)
        let navigation = ContainerBinding.makeNavigationClass(superclass: controller)
        let tabs = ContainerBinding.makeTabBarClass(superclass: controller)
        TabBarBinding.addControllerMembers(tabs: tabs, controller: controller)    // rule I1
        let app = AppBinding.makeClass()
        TabBarBinding.addAppMembers(to: app)    // rule W11
        GestureBinding.addNavigationMembers(to: navigation)
        return [
            app,
            view,
            ViewBinding.makeWindowClass(superclass: view),
            ViewBinding.makeTextFieldClass(superclass: view),
            TableBinding.makeCellClass(superclass: view),
            CellBinding.makeLabelClass(superclass: view),
            scroll,
            control,
            ControlBinding.makeButtonClass(superclass: control),
            ControlBinding.makeSwitchClass(superclass: control),
            ControlBinding.makeSegmentedClass(superclass: control),
            TabBarBinding.makeTabBarClass(superclass: view),
            TabBarBinding.makeItemClass(),
            SliderBinding.makeClass(superclass: control),
            ConstraintBinding.makeStackClass(superclass: view),
            ConstraintBinding.makeConstraintClass(),
        ] + LayoutAnchorBinding.makeClasses() + [
            LayoutGuideBinding.makeClass(),
            TableBinding.makeTableViewClass(superclass: scroll),
            CollectionBinding.makeCellClass(superclass: view),
            CollectionBinding.makeClass(superclass: scroll),
            RandomBinding.makeClass(),
            AnimatorBinding.makeClass(),
            LayerBinding.makeClass(),
            LayerBinding.makeAnimationClass(),
            DisplayLinkBinding.makeClass(),
            LifecycleBinding.makeCenterClass(),
            TraitsBinding.makeCoordinatorClass(),
            TransitionBinding.makeContextClass(),
            TransitionBinding.makePercentDrivenClass(),
        ] + GestureBinding.makeClasses() + [
            presentation,
            PresentationBinding.makeSheetClass(superclass: presentation),
            controller,
            TableBinding.makeControllerClass(superclass: controller),
            navigation,
            tabs,
            PageBinding.makeClass(superclass: controller),
            SplitBinding.makeClass(superclass: controller),
        ]
    }()

    /// The global functions, made once per process like the classes.
    private static let functions = [expectTrace, ScenarioEnvironment.expectGolden, ScenarioEnvironment.require, SpyBinding.spy]

    static func install(in environment: ScenarioEnvironment) {
        let state = environment.state
        for luaClass in classes { state.register(luaClass) }
        for scripted in environment.extensions.classes {
            guard let superclass = classes.first(where: { $0.name == scripted.superclassName }) else { continue }
            state.register(ScriptedClassBinding.makeClass(scripted, superclass: superclass))
        }
        state[global: "automaticDimension"] = .number(TableView.automaticDimension)
        for function in functions { state.register(function) }
        Transform3DBinding.install(in: state)    // rule H7
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
        if let failure = TraceExpectation(expected: expected, exact: exact, without: without).check(app.trace.sinceMark) {
            environment.recordFailure(failure.message, difference: failure.difference)
            throw LuaError(message: failure.message)
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
