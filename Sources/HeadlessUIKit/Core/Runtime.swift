/// The state that one app's objects share, one part per concern: the trace and its causes,
/// the clock and its timers, the run loop's queues, focus and the keyboard, animations,
/// callback dispatch, layout marks, naming and the screen. Views and controllers hold it strongly; it
/// holds none of them strongly except work queued on the run loop or the clock, so no cycle
/// outlives a scenario.
///
/// The work that needs several parts at once (draining the run loop, firing timers, sending
/// appearance hooks, focus) is in extensions beside the part it starts from.
final class Runtime {
    /// The trace, the cause chain and the rule of the work being done now.
    let recorder = TraceRecorder()
    /// Work counters.
    var stats = Stats()
    /// Virtual time and timers.
    let clock = VirtualClock()
    /// The run loop's queues.
    let runLoop = RunLoop()
    /// Running animations.
    let animator = Animator()
    /// Core Animation's transactions (rule H8).
    let transactions = Transactions()
    /// Display links in the run loop (rule H10), which the run loop keeps alive.
    var displayLinks: [DisplayLink] = []
    /// First responder, keyboard, interaction ignoring.
    let focusState = FocusState()
    /// Overrides and the callbacks being sent.
    let dispatcher = CallbackDispatcher()
    /// Layout marks made during layout.
    let layoutMarks = LayoutMarks()
    /// Trace names and the controllers made.
    let naming = Naming()
    /// The screen: its size, the user's traits.
    let display = DisplayEnvironment()
    /// The app's lifecycle state and its delegates (rules B1, B2).
    let lifecycle = LifecycleState()
    /// The notification center (rule B3).
    let notifications = AppNotificationCenter()
    /// The screen's bounds: what a plain controller's view is made with.
    var screen: Rect { display.bounds }

    /// The app; weak because the app owns the runtime.
    weak var app: App?

    /// Controller transitions not yet completed (rules X3, X5).
    var activeTransitions: [TransitionContext] = []
    /// The size transition under way, while it runs (rule X5).
    var sizeCoordinator: TransitionCoordinator?
    /// The cells whose content views were given a controller's view, in that order (rule U3).
    var hostingCells: [WeakCell] = []
    /// The views marked with `setNeedsUpdateConstraints`, in that order (rule Y2).
    var constraintMarks: [WeakView] = []
    /// The layout engine, made by the first constraint activated (rule Y3).
    var layoutEngine: LayoutEngine?
    /// The end-of-scenario lints recorded, so that none is recorded twice.
    var endLints = Set<String>()

    /// The app's key window; weak because the app owns it.
    weak var window: Window?
    /// Asked between units of work; `true` stops the run loop early (a script error is pending).
    var shouldInterrupt: () -> Bool = { false }

    /// Rule R3: the units of work done so far (callbacks sent, controllers and views visited
    /// by the engine's walks, views laid out), and how many the app may do (nil: no limit).
    var work = 0
    var workLimit: Int?
    /// Rule R3: the first of the engine's own limits that was hit where no error could be
    /// thrown. Once set, the engine's loops and walks stop at their next step.
    var fault: EngineError?

    /// The recorded events.
    var trace: Trace { recorder.trace }
    /// What the engine holds for the script, against the host's budget.
    var memory: MemoryMeter { recorder.memory }
    /// Now, on the virtual clock.
    var time: Double { clock.time }

    /// Forgets the work still queued when the app goes away: queued blocks, deferred ends,
    /// timers and animations hold controllers and views, which hold the runtime, so without
    /// this a scenario that ends with work pending would leak its whole hierarchy.
    func dropPendingWork() {
        runLoop.removeAll()
        clock.removeAll()
        animator.removeAll()
        transactions.removeAll()
        for link in displayLinks { link.invalidate() }
        displayLinks.removeAll()
        activeTransitions.removeAll()
        sizeCoordinator = nil
        notifications.removeAll()
    }

    /// Runs `body` with `step` last in the cause of every event it produces; with `rule`,
    /// appearance callbacks it sends record that rule rather than the bare A2/A3 of the begin
    /// and end.
    func withCause<T, E: Error>(_ step: TraceEvent.Cause.Step, rule: Rule? = nil, _ body: () throws(E) -> T) throws(E) -> T {
        try recorder.withCause(step, scope: rule.map(RuleScope.rule), body)
    }

    /// Records a UIKit console warning.
    func warn(_ subject: String, _ message: String, rule: Rule) {
        recorder.warn(subject, message, rule: rule)
    }

    /// Records a Stagehand lint finding.
    func lint(_ subject: String, _ message: String, rule: Rule) {
        recorder.lint(subject, message, rule: rule)
    }
}

/// A cell held weakly (rule U3's list of hosting cells).
struct WeakCell {
    weak var cell: ReusableCell?
}

/// A view held weakly (rule Y2's marks).
struct WeakView {
    weak var view: View?
}
