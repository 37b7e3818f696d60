/// Animations on the virtual clock: rule N1.
extension Runtime {
    /// Rule N1: runs `animations` at once, so model values are final immediately, and records
    /// the changes it makes; `completion(true)` runs when the clock reaches `delay + duration`
    /// (with both 0, on the next run-loop turn). Rule H5: `options` may ask for a spring
    /// (`timing`), repeats (`repeatCount`, `.infinity` for ever: the completion never runs) and
    /// autoreversing (each run there and back; after the last the views show their model
    /// values), and to begin from the current presentation values.
    @discardableResult
    func animate(duration: Double, delay: Double, curve: AnimationCurve, options: AnimationFlags = AnimationFlags(),
                 animations: () -> Void, completion: ((Bool) -> Void)?) -> Animation {
        let outer = animator.capturedChanges
        let outerFlags = animator.flags
        animator.capturedChanges = []
        animator.flags = options
        animations()
        let changes = animator.capturedChanges ?? []
        animator.capturedChanges = outer
        animator.flags = outerFlags
        let animation = Animation(id: animator.makeID(), begin: time + max(0, delay), duration: max(0, duration),
                                  curve: curve, changes: changes, completion: completion)
        animation.timing = options.timing
        animation.repeatCount = options.repeatCount
        animation.autoreverses = options.autoreverses
        animator.running.append(animation)
        transactions.note(animation)    // rule H8: a transaction's completion waits for it
        let runs = max(1, options.repeatCount) * (options.autoreverses ? 2 : 1)
        if runs.isFinite {
            scheduleEnd(of: animation, after: max(0, delay) + max(0, duration) * runs)
        }
        return animation
    }

    /// Rule H6: runs `body` with changes not animated, even inside an animations block.
    func performWithoutAnimation(_ body: () -> Void) {
        animator.withoutAnimation += 1
        defer { animator.withoutAnimation -= 1 }
        body()
    }

    /// Schedules `animation`'s end after `seconds` (on the next run-loop turn for 0).
    private func scheduleEnd(of animation: Animation, after seconds: Double) {
        let generation = animation.generation
        let finish = { [unowned self] in
            guard animation.generation == generation else { return }
            self.finish(animation, finished: true)
        }
        if seconds <= 0 {
            runLoop.mainQueue.append(finish)
        } else {
            animation.timer = schedule(after: seconds, finish)
        }
    }

    /// Rule X4: holds `animations` at `fraction` of their course (an interaction drives them).
    func pause(_ animations: [Animation], at fraction: Double) {
        for animation in animations {
            if let timer = animation.timer { cancelTimer(timer) }
            animation.timer = nil
            animation.generation += 1
            animation.pausedFraction = fraction
        }
    }

    /// Rule X4: lets held animations run on from `fraction` to their end, or back to their
    /// start (`reversed`), over the rest of their duration; they then end with `true`
    /// (Stagehand's choice: UIKit reports a reversed animation as finished too).
    /// At `speed` (a completion speed above 0) the rest takes `1 / speed` as long.
    func resume(_ animations: [Animation], reversed: Bool, from fraction: Double, speed: Double = 1) {
        let rate = speed.isFinite && speed > 0 ? speed : 1
        for animation in animations where animator.running.contains(where: { $0 === animation }) {
            animation.generation += 1
            animation.pausedFraction = nil
            animation.rate = rate
            let done = reversed ? 1 - fraction : fraction
            if reversed {
                animation.changes = animation.changes.map { Animation.Change(view: $0.view, key: $0.key, from: $0.to, to: $0.from) }
            }
            animation.begin = time - done * animation.duration / rate
            scheduleEnd(of: animation, after: (1 - done) * animation.duration / rate)
        }
    }

    /// Forgets held animations whose transition completed without resuming them.
    func dropPaused(_ animations: [Animation]) {
        for animation in animations where animation.pausedFraction != nil {
            animation.generation += 1
            animator.running.removeAll { $0 === animation }
        }
    }

    /// Called by a view's frame setter: inside an animations block the change is animated.
    func noteFrameChange(_ view: View, from: Rect, to: Rect) {
        noteChange(view, .frame, from: AnimatedValue(from), to: AnimatedValue(to))
    }

    /// Called by the setters of a view's animatable properties (rules N1, H4): inside an
    /// animations block, and not inside `performWithoutAnimation` (rule H6), the change is
    /// animated.
    func noteChange(_ view: View, _ key: AnimatedKey, from: AnimatedValue, to: AnimatedValue) {
        // Rule W11: nor while animations are turned off for the app.
        guard animator.capturedChanges != nil, animator.withoutAnimation == 0, animator.animationsEnabled, from != to else { return }
        // Rule H5: beginFromCurrentState starts from where a running animation shows the view.
        let start = animator.flags.beginFromCurrentState ? (animatedValue(of: view, key) ?? from) : from
        animator.capturedChanges?.append(Animation.Change(view: view, key: key, from: start, to: to))
    }

    /// The frame a view shows now: its model frame, or where a running animation has it.
    func presentationFrame(of view: View) -> Rect {
        presentationValue(of: view, .frame).rect
    }

    /// The value of `key` a view shows now (rules N1, H4): where the latest property animator
    /// (rule H1) or running animation that changes it has it, else the model value.
    func presentationValue(of view: View, _ key: AnimatedKey) -> AnimatedValue {
        animatedValue(of: view, key) ?? view.modelValue(key)
    }

    /// Where an animation shows `key` of `view` now, or nil when none animates it: the latest
    /// property animator (rule H1), else the latest animation that has begun (a keyframe's
    /// course, rule H5), else the first not yet begun (which shows its start).
    func animatedValue(of view: View, _ key: AnimatedKey) -> AnimatedValue? {
        for animator in animator.propertyAnimators.reversed() {
            if let value = animator.presentationValue(of: view, key) { return value }
        }
        var waiting: (Animation, Animation.Change)?
        for animation in animator.running.reversed() {
            guard let change = animation.changes.last(where: { $0.view === view && $0.key == key }) else { continue }
            if animation.begin <= time || animation.pausedFraction != nil { return animation.value(of: change, at: time) }
            waiting = (animation, change)
        }
        return waiting.map { $0.0.value(of: $0.1, at: time) }
    }

    /// Rule N1: removing a view's animations completes them with `false`, on the next
    /// run-loop turn (Stagehand's choice: Core Animation reports it asynchronously).
    func removeAnimations(of view: View) {
        for animation in animator.running where animation.changes.contains(where: { $0.view === view }) {
            if let timer = animation.timer { cancelTimer(timer) }
            animator.running.removeAll { $0 === animation }
            runLoop.mainQueue.append { [unowned self] in
                withCause("\(object: view.name)'s animations were removed (N1)") { animation.completion?(false) }
            }
        }
    }

    private func finish(_ animation: Animation, finished: Bool) {
        guard animator.running.contains(where: { $0 === animation }) else { return }
        animator.running.removeAll { $0 === animation }
        defer { transactions.finished(animation) }    // rule H8
        withCause("an animation of \(format(animation.duration)) s ended (N1)") {
            animation.completion?(finished)
        }
    }
}
