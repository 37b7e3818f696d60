import HeadlessUIKit

/// What a client adds to every scenario a runner runs: Swift classes that scripts use like
/// the built-in ones, and a scope that each scenario's script runs inside (StagehandTesting
/// makes the scenario's app the current app of StagehandUIKit there).
public struct ScenarioExtensions: Sendable {
    /// The Swift classes scripts see, registered after the built-in classes.
    public var classes: [ScriptedClass]
    /// Runs its second argument (a scenario's top level, or its function) with the scenario's
    /// app; nil runs it directly.
    public var scope: (@Sendable (App, () -> Void) -> Void)?

    /// The `classes` scripts see and the `scope` each scenario runs in; none by default.
    public init(classes: [ScriptedClass] = [], scope: (@Sendable (App, () -> Void) -> Void)? = nil) {
        self.classes = classes
        self.scope = scope
    }
}
