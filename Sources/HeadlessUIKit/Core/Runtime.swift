/// The state that one app's objects share: trace, counters, run-loop queues, clock, focus and
/// the hooks scripts install. Views and controllers hold it strongly; it holds none of them
/// strongly except work queued on the run loop or the clock, so no cycle outlives a scenario.
final class Runtime {
    let trace = Trace()
    var stats = Stats()
    let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    /// The app's key window; weak because the app owns it.
    weak var window: Window?
    /// Scripts' overrides of controller callbacks; weak because the scripting layer owns it.
    weak var overrides: CallbackOverriding?
    /// Asked between units of work; `true` stops the run loop early (a script error is pending).
    var shouldInterrupt: () -> Bool = { false }

    // Run loop (rule R1).
    var mainQueue: [() -> Void] = []
    var afterCommit: [(controller: ViewController, token: Int, rule: String)] = []
    var nextToken = 0

    // Virtual clock.
    var time: Double = 0
    var timers: [ScheduledTimer] = []
    var nextTimerID = 0

    // Animations (rule N1).
    var runningAnimations: [Animation] = []
    var capturedChanges: [Animation.Change]?
    var nextAnimationID = 0

    // Focus and keyboard (rules F1, F2).
    weak var firstResponder: View?
    var keyboardVisible = false
    var keyboardTimer: Int?

    // Interaction ignoring (rule N3).
    var ignoringInteraction = 0

    /// Callbacks being sent, innermost last: a base implementation called while its own
    /// callback is on top is a super call; otherwise a script called it directly (rule A6).
    var dispatching: [(controller: ObjectIdentifier, callback: String)] = []

    /// What caused the work being done now, outermost first.
    var causes: [String] = []
    /// The rules under which the work being done now happens, innermost last; an empty
    /// string resets it (a script's own call).
    var rules: [String] = []

    /// Every controller made, in order, held weakly: for the end-of-scenario lint.
    var controllers: [WeakController] = []

    /// How many objects have used each base name, for `Name#2` naming.
    private var nameCounts: [String: Int] = [:]

    /// The views marked for layout while each layout in progress ran (rule L1), innermost last.
    private var layoutMarkCollectors: [[View]] = []

    /// Runs `body` (a view's layout) and returns the views it marked for layout.
    func collectingLayoutMarks(_ body: () throws(EngineError) -> Void) throws(EngineError) -> [View] {
        layoutMarkCollectors.append([])
        defer { layoutMarkCollectors.removeLast() }
        try body()
        return layoutMarkCollectors.last ?? []
    }

    /// Called when `view` becomes marked for layout: every layout in progress hears of it (a
    /// nested `layoutIfNeeded` may mark a view an outer walk has passed).
    func noteLayoutMark(_ view: View) {
        for index in layoutMarkCollectors.indices { layoutMarkCollectors[index].append(view) }
    }

    /// Forgets the work still queued when the app goes away: queued blocks, deferred ends,
    /// timers and animations hold controllers and views, which hold the runtime, so without
    /// this a scenario that ends with work pending would leak its whole hierarchy.
    func dropPendingWork() {
        mainQueue.removeAll()
        afterCommit.removeAll()
        timers.removeAll()
        runningAnimations.removeAll()
        capturedChanges = nil
    }

    /// `base` for the first object with that name, then `base#2`, `base#3`, ...
    func uniqueName(_ base: String) -> String {
        let count = (nameCounts[base] ?? 0) + 1
        nameCounts[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// Runs `body` with `cause` recorded on every event it produces; with `rule`, appearance
    /// callbacks it sends record that rule (A5 for a window hook, A4 for forwarding...) rather
    /// than the bare A2/A3 of the begin and end.
    func withCause<T, E: Error>(_ cause: String, rule: String? = nil, _ body: () throws(E) -> T) throws(E) -> T {
        causes.append(cause)
        if let rule { rules.append(rule) }
        defer {
            causes.removeLast()
            if rule != nil { rules.removeLast() }
        }
        return try body()
    }

    /// The rule of the work being done now, else `fallback`.
    func rule(or fallback: String) -> String {
        guard let current = rules.last, !current.isEmpty else { return fallback }
        return current
    }

    /// Records an event with the current cause chain.
    func record(_ kind: TraceEvent.Kind = .callback, subject: String, callback: String,
                arguments: String? = nil, rule: String) {
        let cause = causes.isEmpty ? "script" : causes.joined(separator: " → ")
        trace.record(TraceEvent(kind: kind, subject: subject, callback: callback,
                                arguments: arguments, rule: rule, cause: cause))
    }

    /// Records a UIKit console warning.
    func warn(_ subject: String, _ message: String, rule: String) {
        record(.warning, subject: subject, callback: "warning", arguments: message, rule: rule)
    }

    /// Records a Stagehand lint finding.
    func lint(_ subject: String, _ message: String, rule: String) {
        record(.lint, subject: subject, callback: "lint", arguments: message, rule: rule)
    }

    /// Counts the data-source questions in ``stats`` (rule T1).
    func count(_ callback: Callback) {
        switch callback {
        case .heightForRow: stats.heightForRowCalls += 1
        case .cellForRow: stats.cellForRowCalls += 1
        default: break
        }
    }

    /// A fresh token for a deferred appearance end (rule A5).
    func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }
}

/// A controller held weakly.
struct WeakController {
    weak var controller: ViewController?
}

/// Work due at a virtual time; ties fire in the order they were scheduled.
struct ScheduledTimer {
    let id: Int
    let time: Double
    let action: () -> Void
}
