/// UIKit's `UIViewPropertyAnimator` in the engine (rules H1-H3): animations whose course a
/// script or an app starts, pauses, scrubs, reverses, stops and finishes on the virtual clock.
///
/// The animator keeps a timeline fraction `f` from 0 (the start values) to 1 (the end
/// values). Running forward `f` grows by `1 / (duration × durationFactor)` a second, reversed
/// it shrinks; each block of animations maps `f` to its own course (a block added with a
/// delay factor, or while the animator runs, starts later and ends with the rest) and then
/// through the timing curve. Views keep their final model values from the moment the block
/// runs, as with `UIView.animate` (rule N1); their presentation values follow the timeline.
public final class PropertyAnimator {
    /// The trace name.
    public let name: String
    let runtime: Runtime
    /// The duration given at creation.
    public let duration: Double
    /// The timing curve (rules H2, H3); `continueAnimation` may replace it.
    public private(set) var timing: TimingCurve
    /// UIKit's `state` (rule H1).
    public private(set) var state: AnimatingState = .inactive
    /// Whether the timeline moves (active and not paused).
    public private(set) var isRunning = false
    /// The delay of the latest `startAnimation(afterDelay:)`.
    public private(set) var delay: Double = 0
    /// Whether a paused animator's `fractionComplete` moves the views linearly (UIKit's
    /// default, `true`) or along the timing curve.
    public var scrubsLinearly = true
    /// Whether the animator stays active, paused, at the end instead of finishing (rule H1).
    public var pausesOnCompletion = false
    /// What runs when the animator finishes, in the order added.
    private var completions: [(AnimatingPosition) -> Void] = []

    /// One animated property of one view: its course `[start, end]` on the timeline.
    struct Track {
        let change: Animation.Change
        let start: Double
        let end: Double
        /// Rule H12: the progress it showed when a `continueAnimation` changed its course, the
        /// rest blending from there into the curve; nil when it follows the curve.
        var blendFrom: Double?
    }
    private var tracks: [Track] = []

    private var anchorFraction = 0.0
    private var anchorTime = 0.0
    private var durationFactor = 1.0
    private var reversed = false
    /// Rule H1: the fraction was set by a scrub (linear when `scrubsLinearly`).
    private var scrubbed = false
    private var timer: Int?
    private var generation = 0
    /// Rule H12: the timeline fraction a `continueAnimation` blended from.
    private var blendFraction = 0.0

    /// An inactive animator of `app` lasting `duration` seconds with `timing`, traced as `name`.
    public init(app: App, name: String = "PropertyAnimator", duration: Double, timing: TimingCurve) {
        runtime = app.runtime
        self.name = runtime.naming.uniqueName(name)
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
    }

    /// The app it belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    // MARK: Reading

    /// The animation's length with its curve (a spring that does not fit the duration lasts
    /// its settling duration, rule H3) and the duration factor of `continueAnimation`.
    public var secondsPerTimeline: Double { timing.effectiveDuration(duration) * durationFactor }

    /// The timeline fraction now.
    var timelineFraction: Double {
        guard isRunning, runtime.time >= anchorTime else { return anchorFraction }
        let elapsed = runtime.time - anchorTime
        let moved = secondsPerTimeline > 0 ? elapsed / secondsPerTimeline : 1
        return min(1, max(0, anchorFraction + (reversed ? -moved : moved)))
    }

    /// UIKit's `fractionComplete`: the share of the animation done in its current direction
    /// (a reversed animator counts from the end, as UIKit does since iOS 11).
    public var fractionComplete: Double { reversed ? 1 - timelineFraction : timelineFraction }

    /// UIKit's `isReversed`.
    public var isReversed: Bool { reversed }

    /// UIKit's `isInterruptible`, `true` by default.
    public private(set) var isInterruptible = true

    /// How many animated properties the animator holds.
    public var trackCount: Int { tracks.count }

    /// The value of `key` the animator shows for `view` now, or nil when it animates no such
    /// property (or is not active: a stopped animator left its views where they were).
    func presentationValue(of view: View, _ key: AnimatedKey) -> AnimatedValue? {
        guard state == .active, let track = tracks.last(where: { $0.change.view === view && $0.change.key == key }) else { return nil }
        return value(of: track, at: timelineFraction)
    }

    private func value(of track: Track, at f: Double) -> AnimatedValue {
        track.change.from.mixed(with: track.change.to, progress(of: track, at: f))
    }

    /// Where timeline fraction `f` lies in `track`'s course, from 0 to 1.
    private func course(of track: Track, at f: Double) -> Double {
        let u = track.end > track.start ? (f - track.start) / (track.end - track.start) : (f >= track.end ? 1 : 0)
        return min(1, max(0, u))
    }

    /// The share of its change `track` shows at `f`: linear while scrubbed (rule H1), along the
    /// curve, or blended into it after a `continueAnimation` (rule H12).
    private func progress(of track: Track, at f: Double) -> Double {
        let u = course(of: track, at: f)
        if scrubbed && scrubsLinearly && !isRunning { return u }
        guard let from = track.blendFrom else { return timing.progress(u) }
        // Rule H12: from what it showed where it continued to the end it runs to, along the curve.
        let u0 = course(of: track, at: blendFraction)
        let (span, moved, target) = reversed ? (u0, u0 - u, 0.0) : (1 - u0, u - u0, 1.0)
        let t = span > 0 ? min(1, max(0, moved / span)) : 1
        return from + (target - from) * timing.progress(t)
    }

    /// Rule H12: each track carries on from the progress it shows now, at the timeline's
    /// fraction now; one that already shows what `timing` gives there simply follows it.
    private func blendFromHere(into newTiming: TimingCurve) {
        let f = timelineFraction
        let shown = tracks.map { progress(of: $0, at: f) }
        timing = newTiming
        blendFraction = f
        for index in tracks.indices {
            let u = course(of: tracks[index], at: f)
            tracks[index].blendFrom = abs(shown[index] - newTiming.progress(u)) < 1e-12 ? nil : shown[index]
        }
    }

    // MARK: Configuring

    /// UIKit's `addAnimations(_:delayFactor:)`: runs `animations` now (their model values are
    /// final at once) and animates what they change over the rest of the timeline, starting
    /// `delayFactor` of the way into it (rule H1). A stopped animator raises.
    public func addAnimations(delayFactor: Double = 0, _ animations: () -> Void) throws(EngineError) {
        if state == .stopped { throw misuse("addAnimations:", "called on a stopped animator") }
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        let outer = runtime.animator.capturedChanges
        runtime.animator.capturedChanges = []
        animations()
        let changes = runtime.animator.capturedChanges ?? []
        runtime.animator.capturedChanges = outer
        let f = timelineFraction
        let start = reversed ? f * (1 - factor) : f + factor * (1 - f)
        let (low, high) = reversed ? (0.0, start) : (start, 1.0)
        tracks += changes.map { Track(change: $0, start: low, end: high) }
    }

    /// UIKit's `addCompletion(_:)`: `completion` runs with the final position when the
    /// animator finishes (rule H1).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// UIKit's `isInterruptible` setter: raises on an active animator (UIKit's header:
    /// "Raises if set on an active animator").
    public func setInterruptible(_ value: Bool) throws(EngineError) {
        if state == .active { throw misuse("setInterruptible:", "cannot be changed on an active animator") }
        isInterruptible = value
    }

    // MARK: The state machine (rule H1)

    /// UIKit's `startAnimation(afterDelay:)`: an inactive animator becomes active and runs
    /// after `delay`; a paused one runs on; a running one is left alone; a stopped one raises.
    public func startAnimation(afterDelay delay: Double = 0) throws(EngineError) {
        if state == .stopped { throw misuse("startAnimation", "called on a stopped animator") }
        if isRunning { return }
        if state == .inactive { move(to: .active) }
        self.delay = delay.isFinite ? max(0, delay) : 0
        run(after: self.delay)
    }

    /// UIKit's `pauseAnimation()`: an inactive animator becomes active and paused; a running
    /// one stops moving where it is; a stopped or uninterruptible one raises.
    public func pauseAnimation() throws(EngineError) {
        if state == .stopped { throw misuse("pauseAnimation", "called on a stopped animator") }
        if !isInterruptible { throw misuse("pauseAnimation", "called on an animator that is not interruptible") }
        if state == .inactive { move(to: .active) }
        hold()
    }

    /// UIKit's `fractionComplete` setter: moves a paused animator's views to `fraction` of the
    /// way (linearly when `scrubsLinearly`); an inactive animator becomes active and paused
    /// there. A running or stopped animator ignores it (Stagehand's choice: UIKit documents
    /// scrubbing a paused animator).
    public func setFractionComplete(_ fraction: Double) {
        guard fraction.isFinite, state != .stopped, !isRunning else { return }
        if state == .inactive { move(to: .active) }
        clearBlend()
        let value = min(1, max(0, fraction))
        anchorFraction = reversed ? 1 - value : value
        scrubbed = true
    }

    /// UIKit's `isReversed` setter: a running animator turns back where it is; a paused one
    /// will run the other way. An inactive animator not yet moved starts from its end, so that
    /// starting it runs its views back to their start (Stagehand's choice).
    public func setReversed(_ value: Bool) {
        guard value != reversed, state != .stopped else { return }
        let f = timelineFraction
        if state == .inactive { anchorFraction = value ? 1 : 0 }    // an inactive animator has not moved
        if tracks.contains(where: { $0.blendFrom != nil }) { blendFromHere(into: timing) }    // rule H12: turns where it is
        reversed = value
        if isRunning {
            anchorFraction = f
            anchorTime = runtime.time
            scheduleEnd(after: 0)
        }
    }

    /// UIKit's `continueAnimation(withTimingParameters:durationFactor:)`: runs a paused
    /// animator on with `timing` (when given) over `durationFactor` times its duration for
    /// the whole timeline (Stagehand's reading of Apple's "multiplied by the original duration
    /// to obtain the new duration"). Rule H12: the views carry on from where they are, the rest
    /// of each course blending into the curve, with no jump. A stopped animator raises; an
    /// inactive one starts.
    public func continueAnimation(timing newTiming: TimingCurve?, durationFactor factor: Double) throws(EngineError) {
        if state == .stopped { throw misuse("continueAnimationWithTimingParameters:durationFactor:", "called on a stopped animator") }
        blendFromHere(into: newTiming ?? timing)
        let hold = timelineFraction
        durationFactor = factor.isFinite ? max(0, factor) : 1
        if state == .inactive { move(to: .active) }
        anchorFraction = hold
        isRunning = false
        run(after: 0)
    }

    /// UIKit's `stopAnimation(_:)`: the views keep the values they show now as their model
    /// values; `withoutFinishing` makes the animator inactive at once, dropping its completions,
    /// otherwise it is stopped until `finishAnimation(at:)`. An inactive animator raises (UIKit
    /// requires an active one), as does an uninterruptible one.
    public func stopAnimation(withoutFinishing: Bool) throws(EngineError) {
        switch state {
        case .inactive: throw misuse("stopAnimation:", "called on an inactive animator")
        case .stopped:
            if withoutFinishing { reset() }
            return
        case .active: break
        }
        if !isInterruptible { throw misuse("stopAnimation:", "called on an animator that is not interruptible") }
        let f = timelineFraction
        for track in tracks {
            if let view = track.change.view { view.setModelValue(track.change.key, value(of: track, at: f)) }
        }
        hold()
        if withoutFinishing {
            completions.removeAll()
            reset()
        } else {
            move(to: .stopped)
        }
    }

    /// UIKit's `finishAnimation(at:)`: a stopped animator puts its views at `position` (their
    /// end or start values, or where they are) and finishes; any other state raises UIKit's
    /// exception.
    public func finishAnimation(at position: AnimatingPosition) throws(EngineError) {
        guard state == .stopped else {
            throw EngineError(name: "NSInternalInconsistencyException",
                              reason: "finishAnimationAtPosition: should only be called on a stopped animator!", rule: .H1)
        }
        finish(at: position)
    }

    // MARK: Running

    private func run(after delay: Double) {
        anchorFraction = timelineFraction
        scrubbed = false
        isRunning = true
        anchorTime = runtime.time + delay
        scheduleEnd(after: delay)
    }

    private func hold() {
        anchorFraction = timelineFraction
        isRunning = false
        cancelTimer()
    }

    private func scheduleEnd(after delay: Double) {
        cancelTimer()
        let remaining = reversed ? anchorFraction : 1 - anchorFraction
        let seconds = max(0, anchorTime - runtime.time) + remaining * secondsPerTimeline
        let generation = self.generation
        let end = { [weak self] in
            guard let self, self.generation == generation else { return }
            self.timer = nil
            self.reachedEnd()
        }
        if seconds <= 0 {
            runtime.runLoop.mainQueue.append(end)
        } else {
            timer = runtime.schedule(after: seconds, end)
        }
    }

    private func cancelTimer() {
        generation += 1
        if let timer { runtime.cancelTimer(timer) }
        timer = nil
    }

    /// The timeline reached its end (or its start, reversed): the animator finishes there, or
    /// with `pausesOnCompletion` stays active and paused without running its completions.
    private func reachedEnd() {
        guard state == .active, isRunning else { return }
        anchorFraction = reversed ? 0 : 1
        isRunning = false
        if pausesOnCompletion { return }
        finish(at: reversed ? .start : .end)
    }

    private func finish(at position: AnimatingPosition) {
        let f = timelineFraction
        runtime.withCause("\(object: name) finished at \(position.rawValue) (H1)") {
            for track in tracks {
                guard let view = track.change.view else { continue }
                switch position {
                case .end: view.setModelValue(track.change.key, track.change.to)
                case .start: view.setModelValue(track.change.key, track.change.from)
                case .current: if state == .active { view.setModelValue(track.change.key, value(of: track, at: f)) }
                }
            }
            let finished = completions
            completions.removeAll()
            reset()
            runtime.recorder.record(Callback(.animatorCompletion, .string(position.rawValue)), subject: name, rule: .H1)
            for completion in finished { completion(position) }
        }
    }

    /// Rule H12: every track follows the curve again.
    private func clearBlend() {
        for index in tracks.indices { tracks[index].blendFrom = nil }
    }

    /// Back to inactive: no tracks, the timeline at 0, forwards.
    private func reset() {
        cancelTimer()
        tracks.removeAll()
        anchorFraction = 0
        isRunning = false
        reversed = false
        scrubbed = false
        durationFactor = 1
        if state != .inactive { move(to: .inactive) }
    }

    /// Rule H1: moves along an arrow of ``AnimatingState``'s diagram and traces it; the
    /// animator is kept alive by the app while it is not inactive, as UIKit keeps a running one.
    private func move(to next: AnimatingState) {
        guard state.canMove(to: next) else { return }
        state = next
        runtime.recorder.record(Callback(.animatorState, .string(next.rawValue)), subject: name, rule: .H1)
        runtime.animator.propertyAnimators.removeAll { $0 === self }
        if next != .inactive { runtime.animator.propertyAnimators.append(self) }
    }

    /// UIKit's misuse exception for `method` (Stagehand's wording where UIKit's is unpublished:
    /// Apple's documentation calls these calls programmer errors).
    private func misuse(_ method: String, _ what: String) -> EngineError {
        EngineError(name: "NSInternalInconsistencyException", reason: "-[UIViewPropertyAnimator \(method)] \(what)", rule: .H1)
    }
}
