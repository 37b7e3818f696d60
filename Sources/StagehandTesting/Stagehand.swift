import Foundation
import HeadlessUIKit
import ScenarioKit
import StagehandUIKit

/// Lua scenarios that drive an app's own Swift classes, from `swift test`: each scenario a
/// test case of its own, shown under its title, failing at its file and line.
///
/// ```swift
/// @Suite struct MenuScenarios {
///     static func registerClasses() {
///         Stagehand.register(SlideMenuController.self, as: "SlideMenu", methods: [
///             "toggle": { menu, _ in menu.toggle(animated: true) },
///         ]) { SlideMenuController() }
///     }
///
///     @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
///     @MainActor
///     func scenario(_ scenario: Stagehand.Scenario) throws {
///         try scenario.run()
///     }
/// }
/// ```
///
/// A registered class is a Lua class like the built-in ones: `SlideMenu{}` makes an instance
/// (with `make`, in the scenario's app), a script subclasses it and overrides its callbacks
/// (a Lua override's super call reaches the Swift override), and calls the methods listed in
/// `methods`: Swift has no runtime to find methods by name, so those a script may call are
/// listed where the class is registered.
///
/// ``Options`` select the scenarios (filter, tags, shard), set the seed and write report files;
/// `swift test` passes tests no arguments, so `STAGEHAND_*` environment variables give the
/// options the code leaves unset (``Options/resolved(environment:)``).
/// ``runScenarios(at:options:environment:registering:filePath:fileID:line:)`` runs a folder's
/// scenarios inside one test instead.
public enum Stagehand {
    /// The registered classes, by name; shared by every test of the process.
    private static let registry = Registry()

    /// Makes `type` available to scenarios as the Lua class `name`, a subclass of the built-in
    /// class it derives from (`ViewController`, `TableViewController`, `NavigationController`,
    /// `TabBarController`). `methods` are the Swift methods a script may call, each given the
    /// instance and the arguments after it and returning a Bool, a number, a String, a
    /// controller, a view or nil. Instances are made with `make`, or else with
    /// `init?(coder:)` as a storyboard would (a class whose `init?(coder:)` traps needs `make`).
    /// Registering a name again replaces the class.
    ///
    /// Called inside the `registering` closure of
    /// ``scenarios(at:options:environment:registering:filePath:fileID:line:)``, it registers
    /// the class for the scenarios that call lists, and for no other test. Called anywhere else,
    /// the registration is process-wide, and every test target of a package runs in one
    /// process: tests that register different classes under one name that way race, so give
    /// each class its own name, or register in `registering`.
    public static func register<C: UIViewController>(_ type: C.Type, as name: String,
                                                     methods: [String: @MainActor @Sendable (C, ScriptArguments) -> Any?] = [:],
                                                     make: (@MainActor @Sendable () -> C?)? = nil) {
        // Scripts run the classes on the main actor (`Scenario.run()` is `@MainActor`); a
        // scenario run off it fails with a clear message (`MainActorGate`).
        let made: @Sendable (App) -> ViewController? = { app in
            nonisolated(unsafe) let app = app    // it stays on this thread, the main one, where the gate runs
            return MainActorGate.run(app, "making \(name)") {
                app.withCurrent { (make?() ?? C(coder: StoryboardScene()))?.engineController }
            } ?? nil
        }
        var scripted: [String: @Sendable (ViewController, [ScriptValue]) -> ScriptValue] = [:]
        for (method, body) in methods {
            scripted[method] = { controller, values in
                nonisolated(unsafe) let (controller, values) = (controller, values)    // they stay on this, the main, thread
                return MainActorGate.run(controller.owningApp, "\(name):\(method)") {
                    guard let instance = UIViewController.surface(of: controller) as? C else { return ScriptValue.nil }
                    return scriptValue(body(instance, ScriptArguments(values: values)))
                } ?? .nil
            }
        }
        let scriptedClass = ScriptedClass(name: name, superclassName: superclassName(of: type), surfaceType: type,
                                          make: made, methods: scripted)
        if let scope = RegistrationScope.current { scope.add(scriptedClass) } else { registry.add(scriptedClass) }
    }

    /// The classes registered process-wide (not those of a `registering` closure), and the
    /// scope that makes each scenario's app the current one: what a ScenarioKit runner needs to
    /// run scenarios that use them (`runner.extensions = Stagehand.extensions`).
    public static var extensions: ScenarioExtensions {
        ScenarioExtensions(classes: registry.classes, scope: { app, body in app.withCurrent(body) })
    }

    private static func superclassName(of type: UIViewController.Type) -> String {
        if type is UITableViewController.Type { return "TableViewController" }
        if type is UINavigationController.Type { return "NavigationController" }
        if type is UITabBarController.Type { return "TabBarController" }
        return "ViewController"
    }

    /// A Swift method's result as a script value.
    @MainActor private static func scriptValue(_ value: Any?) -> ScriptValue {
        switch value {
        case let flag as Bool: .bool(flag)
        case let number as Int: .number(Double(number))
        case let number as Double: .number(number)
        case let number as CGFloat: .number(Double(number))
        case let text as String: .string(text)
        case let controller as UIViewController: .object(controller.engineController)
        case let view as UIView: .object(view.engineView)
        default: .nil
        }
    }

    /// The registered classes, behind a lock: tests may register from several threads.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var byName: [String: ScriptedClass] = [:]
        private var order: [String] = []

        func add(_ scripted: ScriptedClass) {
            lock.lock()
            defer { lock.unlock() }
            if byName[scripted.name] == nil { order.append(scripted.name) }
            byName[scripted.name] = scripted
        }

        var classes: [ScriptedClass] {
            lock.lock()
            defer { lock.unlock() }
            return order.compactMap { byName[$0] }
        }
    }
}
