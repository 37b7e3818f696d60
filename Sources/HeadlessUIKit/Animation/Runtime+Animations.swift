/// Animations on the virtual clock: rule N1.
extension Runtime {
    /// Rule N1: runs `animations` at once, so model values are final immediately, and records
    /// the frame changes it makes; `completion(true)` runs when the clock reaches
    /// `delay + duration` (with both 0, on the next run-loop turn).
    func animate(duration: Double, delay: Double, curve: AnimationCurve,
                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = animator.capturedChanges
        animator.capturedChanges = []
        animations()
        let changes = animator.capturedChanges ?? []
        animator.capturedChanges = outer
        let animation = Animation(id: animator.makeID(), begin: time + max(0, delay), duration: max(0, duration),
                                  curve: curve, changes: changes, completion: completion)
        animator.running.append(animation)
        scheduleEnd(of: animation, after: max(0, delay) + max(0, duration))
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
                animation.changes = animation.changes.map { Animation.Change(view: $0.view, from: $0.to, to: $0.from) }
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
        guard animator.capturedChanges != nil, from != to else { return }
        animator.capturedChanges?.append(Animation.Change(view: view, from: from, to: to))
    }

    /// The frame a view shows now: its model frame, or where a running animation has it.
    func presentationFrame(of view: View) -> Rect {
        for animation in animator.running.reversed() {
            if let change = animation.changes.last(where: { $0.view === view }) {
                return animation.frame(of: change, at: time)
            }
        }
        return view.frame
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
        withCause("an animation of \(format(animation.duration)) s ended (N1)") {
            animation.completion?(finished)
        }
    }
}
