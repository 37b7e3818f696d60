/// Records events with the cause chain and the rule of the work being done now.
final class TraceRecorder {
    /// The recorded events.
    let trace = Trace()
    /// What the events (and the app's objects) hold, against the host's budget.
    let memory = MemoryMeter()

    /// The steps of the work being done now, outermost first.
    private var steps: [TraceEvent.Cause.Step] = []
    /// The chains of the steps so far: `chains[i]` ends with `steps[i]`. A chain is made when
    /// an event first needs it, so work that records nothing makes none, and every event
    /// recorded under one step shares one.
    private var chains: [TraceEvent.Cause] = []
    /// The rules under which the work being done now happens, innermost last.
    private var scopes: [RuleScope] = []
    /// The texts of a script's own calls under way (`file:line call`), innermost last.
    private var scriptCalls: [String] = []

    /// The innermost call of a script under way (`file:line call`), if any: where an error
    /// found deep in the engine's work came from (rule R3).
    var currentScriptCall: String? { scriptCalls.last }

    /// Runs `body` with `step` last in the cause of every event it produces, and under `scope`
    /// when one is given.
    func withCause<T, E: Error>(_ step: TraceEvent.Cause.Step, scope: RuleScope? = nil, _ body: () throws(E) -> T) throws(E) -> T {
        steps.append(step)
        if let scope { scopes.append(scope) }
        let isScriptCall = if case .scriptCall? = scope { true } else { false }
        if isScriptCall { scriptCalls.append(step.text) }
        defer {
            steps.removeLast()
            if chains.count > steps.count { chains.removeLast() }
            if scope != nil { scopes.removeLast() }
            if isScriptCall { scriptCalls.removeLast() }
        }
        return try body()
    }

    /// The rule of the work being done now, else `fallback`.
    func rule(or fallback: Rule) -> Rule {
        guard case .rule(let current)? = scopes.last else { return fallback }
        return current
    }

    /// Records an event about `subject` with the current cause chain.
    func record(_ body: TraceEvent.Body, subject: String, rule: Rule) {
        var linkBytes = 0
        while chains.count < steps.count {
            let step = steps[chains.count]
            chains.append((chains.last ?? TraceEvent.Cause()).appending(step))
            linkBytes += step.estimatedBytes
        }
        let event = TraceEvent(subject: subject, body: body, rule: rule, cause: chains.last ?? TraceEvent.Cause())
        guard memory.takeEvent(event, linkBytes: linkBytes) else { return }
        trace.record(event)
    }

    /// Records a callback sent to `subject`.
    func record(_ callback: Callback, subject: String, rule: Rule) {
        record(.callback(callback.name, arguments: callback.traceArguments), subject: subject, rule: rule)
    }

    /// Records a UIKit console warning.
    func warn(_ subject: String, _ message: String, rule: Rule) {
        record(.warning(message), subject: subject, rule: rule)
    }

    /// Records a Stagehand lint finding.
    func lint(_ subject: String, _ message: String, rule: Rule) {
        record(.lint(message), subject: subject, rule: rule)
    }
}
