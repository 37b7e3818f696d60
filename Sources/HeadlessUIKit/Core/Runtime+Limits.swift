/// Rule R3: the engine's own limits. The work the engine does for a script (callbacks sent,
/// controllers and views visited by its walks, views laid out) is counted against the app's
/// budget; the controller hierarchy cannot grow deeper than ``maxHierarchyDepth``; callbacks
/// cannot nest deeper than ``maxCallbackNesting``. A limit hit where nothing can throw becomes
/// the app's uncaught exception (rule V3), and the engine's loops and walks stop at their next
/// step, so no loop in Swift outlives the scenario.
extension Runtime {
    /// Rule R3: the most links (parents and presenters) between any controller and the top of
    /// its hierarchy. Adding a child, presenting or pushing past it is refused.
    public static let maxHierarchyDepth = 500
    /// Rule R3: the most callbacks sent one inside another (a size or trait transition
    /// forwarded down the hierarchy, an override that makes the engine send another).
    public static let maxCallbackNesting = 1_000
    /// Rule R3: the units of work a callback sent counts: recording it and finding who
    /// implements it costs about as much as that many steps of a walk.
    static let callbackUnits = 25
    /// Rule R3: the units of work a view's layout counts (besides its callbacks).
    static let layoutUnits = 5

    /// Whether the engine's loops should stop now: one of its limits was hit, or the layer on
    /// top has an error waiting (a script's).
    var isStopped: Bool { fault != nil || shouldInterrupt() }

    /// Rule R3: counts `units` of work. Past the app's ``workLimit``, the engine stops with
    /// R3's error. Returns whether the engine may go on (no limit has stopped it), so that a
    /// walk ends at its next step once it has stopped.
    @inline(__always) @discardableResult
    func charge(_ units: Int = 1) -> Bool {
        work &+= units
        if let workLimit, work > workLimit, fault == nil { workLimitExceeded(workLimit) }
        return fault == nil
    }

    private func workLimitExceeded(_ limit: Int) {
        raise(EngineError(name: "Stagehand", reason: "the engine's work limit was exceeded (\(limit) units: callbacks sent, controllers and views visited, views laid out): the same work was asked for again and again, or a hierarchy is very large (the limit is the scenario's instruction budget, --max-instructions)", rule: .R3))
    }

    /// Rule R3: a limit was hit where no error can be thrown. The first such error becomes the
    /// app's uncaught exception (rule V3: a scenario with one fails with its message), and
    /// the engine's loops and walks stop at their next step.
    func raise(_ error: EngineError, subject: String = "app") {
        guard fault == nil else { return }
        var error = error
        // Where it came from: the script's call under way (its file and line).
        if let call = recorder.currentScriptCall { error.reason += " (during \(call))" }
        app?.recordUncaughtException(error, subject: subject)
        fault = error
    }

    /// Rule R3: whether `callback` may run on `controller` now: not once the engine has
    /// stopped, nor inside ``maxCallbackNesting`` other callbacks (then the engine stops with
    /// R3's error rather than overflow the stack).
    func mayNestCallback(_ callback: Callback, on controller: ViewController) -> Bool {
        guard fault == nil else { return false }
        guard dispatcher.depth >= Runtime.maxCallbackNesting else { return true }
        raise(EngineError(name: "Stagehand", reason: "<\(controller.name)> \(callback.spec.traceName) was sent inside \(Runtime.maxCallbackNesting) other callbacks, the engine's limit: a hierarchy too deep, or an override that makes the engine send callbacks that run it again", rule: .R3), subject: controller.name)
        return false
    }

    /// Rule R3: a walk of the controller hierarchy met a controller twice or went deeper than
    /// the hierarchy can be; it stops there, with this error.
    func hierarchyWalkFailed(at controller: ViewController, revisited: Bool, what: String) {
        let reason = revisited
            ? "\(what) reached <\(controller.name)> twice: the controller hierarchy loops back on itself, which the engine should have refused (rule S13)"
            : "\(what) went more than \(Runtime.maxHierarchyDepth) controllers deep, at <\(controller.name)>: the engine's limit on the controller hierarchy"
        raise(EngineError(name: "Stagehand", reason: reason, rule: .R3), subject: controller.name)
    }
}

extension App {
    /// Rule R3: the units of work the engine may do for this app (callbacks sent, controllers
    /// and views visited by its walks, views laid out), or nil for no limit (the default from
    /// Swift). Past it, the app gets R3's uncaught exception and the engine stops working.
    /// ScenarioKit sets it to the scenario's instruction budget.
    public var workLimit: Int? {
        get { runtime.workLimit }
        set { runtime.workLimit = newValue }
    }

    /// Rule R3: the units of work the engine has done for this app so far.
    public var workDone: Int { runtime.work }
}
