import ScenarioKit
import Synchronization

/// The classes that `Stagehand.register` registers while a `registering` closure runs: they
/// go here rather than to the process-wide registry, so the scenarios listed with that
/// closure see exactly them, whatever other tests register under the same names at the same
/// time.
final class RegistrationScope: Sendable {
    /// The scope of the `registering` closure running on this task or thread, if any.
    @TaskLocal static var current: RegistrationScope?

    private let registered = Mutex<[ScriptedClass]>([])

    /// Adds a class, replacing one of the same name where it was.
    func add(_ scripted: ScriptedClass) {
        registered.withLock { classes in
            if let index = classes.firstIndex(where: { $0.name == scripted.name }) {
                classes[index] = scripted
            } else {
                classes.append(scripted)
            }
        }
    }

    /// The classes registered in the scope, in the order of their first registration.
    var classes: [ScriptedClass] { registered.withLock { $0 } }

    /// The extensions of scenarios listed with `register`: the process-wide classes, less those
    /// that `register` registers again under their name, then the ones `register` registers,
    /// in order; and the scope that makes each scenario's app the current one.
    static func extensions(registering register: () -> Void) -> ScenarioExtensions {
        let scope = RegistrationScope()
        $current.withValue(scope) { register() }
        let local = scope.classes
        let names = Set(local.map(\.name))
        var extensions = Stagehand.extensions
        extensions.classes = extensions.classes.filter { !names.contains($0.name) } + local
        return extensions
    }
}
