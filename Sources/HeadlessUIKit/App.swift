/// One simulated application: a key window on a 375 x 667 pt screen, a run loop, a virtual
/// clock at 0, a trace and counters. Nothing happens in wall-clock time.
public final class App {
    let runtime: Runtime
    /// The key window.
    public let window: Window

    /// The scenario's seeded random numbers.
    public var random: SeededRandom

    /// An app with an empty 375 x 667 pt window at time 0, its random numbers from `seed`
    /// (rule R2).
    public init(seed: UInt64 = 1) {
        random = SeededRandom(seed: seed)
        runtime = Runtime()
        window = Window(runtime: runtime)
        runtime.window = window
        runtime.app = self
        runtime.connectTransactions()
        LiveObjects.born(.app, self)
    }

    deinit {
        runtime.dropPendingWork()
        LiveObjects.died(self)
    }

    /// Objects kept alive as long as the app: what a layer on top of the engine makes for the
    /// app's controllers and views (StagehandUIKit's `UIViewController`s and `UIView`s).
    private var keptAlive: [AnyObject] = []

    /// Keeps `object` alive until the app goes away.
    public func keepAlive(_ object: AnyObject) { keptAlive.append(object) }

    /// The first exception UIKit would have raised and nobody caught: a call through
    /// StagehandUIKit, which throws nothing, met an engine error (rule V3). UIKit would end the
    /// app; a scenario that has one fails with its message.
    public private(set) var uncaughtException: EngineError?

    /// Rule V3: records `error` as an uncaught exception of `subject`: the first is kept in
    /// ``uncaughtException`` and each is traced as the warning UIKit's log begins with.
    public func recordUncaughtException(_ error: EngineError, subject: String) {
        if uncaughtException == nil { uncaughtException = error }
        runtime.warn(subject, "*** Terminating app due to uncaught exception '\(error.name)', reason: '\(error.reason)'", rule: error.rule)
    }

    /// The recorded events.
    public var trace: Trace { runtime.trace }
    /// Work counters.
    public var stats: Stats { runtime.stats }
    /// The virtual clock, in seconds.
    public var time: Double { runtime.time }
    /// The view that is first responder.
    public var firstResponder: View? { runtime.focusState.firstResponder }
    /// Whether the keyboard is up (a text field is first responder).
    public var keyboardVisible: Bool { runtime.focusState.keyboardVisible }
    /// Whether interaction events are being ignored (rule N3).
    public var isIgnoringInteractionEvents: Bool { runtime.focusState.ignoringInteraction > 0 }

    /// Scripts' overrides of controller callbacks. Held weakly: the scripting layer owns it.
    public var overrides: CallbackOverriding? {
        get { runtime.dispatcher.overrides }
        set { runtime.dispatcher.overrides = newValue }
    }

    /// What the engine holds for the script (trace events, views and controllers), counted
    /// against the budget a host sets on it (``MemoryMeter/budget``).
    public var memory: MemoryMeter { runtime.memory }

    /// Asked between units of run-loop work; returning `true` stops the run loop early, so a
    /// script error that is waiting to be raised is not buried under more callbacks.
    public var shouldInterrupt: () -> Bool {
        get { runtime.shouldInterrupt }
        set { runtime.shouldInterrupt = newValue }
    }

    /// Drains the run loop at the current time (rule R1).
    public func run() throws(EngineError) { try runtime.drain() }

    /// Moves the clock forward, firing timers in time order and draining after each.
    public func advance(by seconds: Double) throws(EngineError) { try runtime.advance(by: seconds) }

    /// Advances until no timer is pending (bounded).
    public func settle() throws(EngineError) { try runtime.settle() }

    /// Queues `block` on the main queue (`DispatchQueue.main.async`).
    public func async(_ block: @escaping () -> Void) { runtime.runLoop.mainQueue.append(block) }

    /// Runs `block` after `seconds` of virtual time; returns an id for ``cancelTimer(_:)``.
    @discardableResult
    public func after(_ seconds: Double, _ block: @escaping () -> Void) -> Int {
        runtime.schedule(after: seconds, block)
    }

    /// Forgets a timer made by ``after(_:_:)``.
    public func cancelTimer(_ id: Int) { runtime.cancelTimer(id) }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` (rule N1): the
    /// animations run at once; `completion(true)` runs at `delay + duration` on the clock.
    public func animate(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
                        options: AnimationFlags = AnimationFlags(),
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        runtime.animate(duration: duration, delay: delay, curve: curve, options: options, animations: animations, completion: completion)
    }

    /// Animations not yet completed.
    public var runningAnimationCount: Int { runtime.animator.running.count }

    /// Starts a new trace window.
    public func mark() { runtime.trace.mark() }

    /// Records the script's own call `call` (the scripting layer names the script line here)
    /// as a step of the cause of every event that `body` produces.
    @discardableResult
    public func withCause<T, E: Error>(_ call: String, _ body: () throws(E) -> T) throws(E) -> T {
        try runtime.recorder.withCause(TraceEvent.Cause.Step(call), scope: .scriptCall, body)
    }

    /// Rule N3: interaction ignoring is a nested counter.
    public func beginIgnoringInteractionEvents() { runtime.focusState.ignoringInteraction += 1 }

    /// Rule N3: ends one level; below zero it is a warning and stays at zero.
    public func endIgnoringInteractionEvents() {
        if runtime.focusState.ignoringInteraction == 0 {
            runtime.warn("app", "endIgnoringInteractionEvents called more often than beginIgnoringInteractionEvents", rule: .N3)
        } else {
            runtime.focusState.ignoringInteraction -= 1
        }
    }

    /// Delivers a tap to `view`; returns `false` when it is dropped: interaction ignored, the
    /// view (or an ancestor) hidden or not interactive, the view not in the window, or under a
    /// presentation that takes its taps (a sheet's dimming view, a custom presentation's
    /// container: rules M1, M3). A delivered tap on a text field also makes it first responder.
    @discardableResult
    public func tap(_ view: View) -> Bool {
        guard runtime.focusState.ignoringInteraction == 0, view.window === window, !view.isHiddenInHierarchy else { return false }
        if window.presentationTakesTap(meantFor: view) { return false }    // rules M1, M3
        var current: View? = view
        while let candidate = current, runtime.charge() {    // rule R3: ends once the engine has stopped
            if !candidate.userInteractionEnabled { return false }
            current = candidate.superview
        }
        finishTap(on: view)
        return true
    }

    /// What a delivered tap does beyond touches: a text field takes focus, and the view's
    /// ``View/tapHandler`` runs.
    func finishTap(on view: View) {
        if let field = view as? TextField { field.becomeFirstResponder() }
        runtime.withCause("tap on \(view.name)") { view.tapHandler?(view) }
    }
}
