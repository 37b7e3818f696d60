import HeadlessUIKit
import LuaBridge

/// `SplitViewController` (rule S10).
enum SplitBinding {
    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "SplitViewController", superclass: superclass, swiftType: SplitViewController.self)
        cls.constructorKeys = ["name", "primary", "supplementary", "secondary", "compact", "delegate"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            var controllers: [SplitViewController.Column: ViewController] = [:]
            for column in SplitViewController.Column.allCases {
                let value = state.tableGet(arguments, column.rawValue)
                if value.isNil { continue }
                guard let controller = value.asObject(ViewController.self) else {
                    throw LuaError(message: "\(column.rawValue) must be a ViewController, got \(value.typeName)")
                }
                controllers[column] = controller
            }
            let split: SplitViewController
            do throws(EngineError) {
                split = try SplitViewController(app: environment.app, name: ViewBinding.name(arguments, state, default: className),
                                                primary: controllers[.primary], supplementary: controllers[.supplementary],
                                                secondary: controllers[.secondary], compact: controllers[.compact])
            } catch {
                throw LuaError(message: error.message)
            }
            try setDelegate(split, state.tableGet(arguments, "delegate"), environment)
            return split
        }
        func splits(_ object: AnyObject) -> SplitViewController? { object as? SplitViewController }
        cls.property("isCollapsed") { object, _ in .boolean(splits(object)?.isCollapsed ?? false) }
        cls.property("displayMode") { object, _ in .string(splits(object)?.displayMode.rawValue ?? "oneBesideSecondary") }
        cls.property("visibleViewControllers") { object, state in
            state.array(splits(object)?.visibleViewControllers.map { .object($0) } ?? [])
        }
        cls.scriptTargetProperty(.delegate, of: SplitViewController.self, set: setDelegate)
        // Rule S17: the preferences, set from the script as a cause of what follows.
        cls.property("preferredDisplayMode", get: { object, _ in .string(splits(object)?.preferredDisplayMode.rawValue ?? "automatic") },
                     set: { object, value, state throws(LuaError) in
                         guard let split = splits(object) else { return }
                         let mode = try value.choice(of: SplitViewController.DisplayMode.self, "preferredDisplayMode")
                         try byScript(state, "\(split.name).preferredDisplayMode = \"\(mode.rawValue)\"") { split.preferredDisplayMode = mode }
                     })
        cls.property("preferredSplitBehavior", get: { object, _ in .string(splits(object)?.preferredSplitBehavior.rawValue ?? "automatic") },
                     set: { object, value, state throws(LuaError) in
                         guard let split = splits(object) else { return }
                         let behavior = try value.choice(of: SplitViewController.SplitBehavior.self, "preferredSplitBehavior")
                         try byScript(state, "\(split.name).preferredSplitBehavior = \"\(behavior.rawValue)\"") {
                             split.preferredSplitBehavior = behavior
                         }
                     })
        cls.property("splitBehavior") { object, _ in .string(splits(object)?.splitBehavior.rawValue ?? "tile") }
        SharedMembers.addFlag("presentsWithGesture", to: cls, \SplitViewController.presentsWithGesture)
        cls.property("displayModeButtonVisibility",
                     get: { object, _ in .string(splits(object)?.displayModeButtonVisibility.rawValue ?? "automatic") },
                     set: { object, value, _ throws(LuaError) in
                         splits(object)?.displayModeButtonVisibility = try value.choice(of: SplitViewController.DisplayModeButtonVisibility.self,
                                                                                  "displayModeButtonVisibility")
                     })
        cls.method("swipeFromLeadingEdge") { call throws(LuaError) in
            let split = try call.object(1, SplitViewController.self, expected: "SplitViewController")
            let shown = try engine(call, "\(split.name):swipeFromLeadingEdge()") { split.swipeFromLeadingEdge() }
            call.push(.boolean(shown))
            return 1
        }
        cls.method("viewController") { call throws(LuaError) in
            let split = try call.object(1, SplitViewController.self, expected: "SplitViewController")
            let column = try self.column(call, 2)
            call.push(split.viewController(for: column).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("setViewController") { call throws(LuaError) in
            let split = try call.object(1, SplitViewController.self, expected: "SplitViewController")
            let controller = try call.optionalObject(2, ViewController.self, expected: "ViewController")
            let column = try self.column(call, 3)
            try engine(call, "\(split.name):setViewController(\(controller?.name ?? "nil"), \"\(column.rawValue)\")") { () throws(EngineError) in
                try split.setViewController(controller, for: column)
            }
            return 0
        }
        for (name, action) in [("show", { (s: SplitViewController, c: SplitViewController.Column) in s.show(c) }),
                               ("hide", { (s: SplitViewController, c: SplitViewController.Column) in s.hide(c) })] {
            cls.method(name) { call throws(LuaError) in
                let split = try call.object(1, SplitViewController.self, expected: "SplitViewController")
                let column = try self.column(call, 2)
                try engine(call, "\(split.name):\(name)(\"\(column.rawValue)\")") { action(split, column) }
                return 0
            }
        }
        return cls
    }

    static func column(_ call: LuaCall, _ index: Int) throws(LuaError) -> SplitViewController.Column {
        let text = try call.string(index)
        guard let column = SplitViewController.Column(rawValue: text) else {
            let names = SplitViewController.Column.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw call.argumentError(index, "column must be one of \(names), got \"\(text)\"")
        }
        return column
    }

    /// Runs `body`, a script's assignment that makes the engine work, as the cause of what it does.
    private static func byScript(_ state: LuaState, _ what: String, _ body: () -> Void) throws(LuaError) {
        let app = try state.scenarioEnvironment().app
        app.withCause("the script set \(what)", body)
    }

    private static func setDelegate(_ split: SplitViewController, _ value: LuaValue, _ environment: ScenarioEnvironment) throws(LuaError) {
        try environment.setScriptTarget(value, as: .delegate, of: split, hearing: [.splitDelegate]) { split.delegate = $0 }
    }
}
