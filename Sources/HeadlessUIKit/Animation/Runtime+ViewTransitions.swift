/// Keyframe animations and view transitions (rule H5).
extension Runtime {
    /// Rule H5: `UIView.animateKeyframes`: `animations` runs at once; the changes it makes
    /// outside keyframes run over the whole duration; each `addKeyframe` inside it animates its
    /// own changes over its slot. `completion(true)` runs at `delay + duration`.
    func animateKeyframes(duration: Double, delay: Double, curve: AnimationCurve, options: AnimationFlags,
                          animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = animator.keyframeContext
        animator.keyframeContext = (time + max(0, delay), max(0, duration))
        defer { animator.keyframeContext = outer }
        animate(duration: duration, delay: delay, curve: curve, options: options, animations: animations, completion: completion)
    }

    /// Rule H5: `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the
    /// changes of `animations` run linearly (Core Animation's linear calculation mode) from
    /// `start` to `start + duration` of the keyframe animation (fractions, clamped to 0...1).
    /// Outside a keyframe animation they are made at once, unanimated (Stagehand's choice).
    func addKeyframe(relativeStart: Double, relativeDuration: Double, animations: () -> Void) {
        guard let context = animator.keyframeContext, animator.capturedChanges != nil else {
            performWithoutAnimation(animations)
            return
        }
        let start = relativeStart.isFinite ? min(1, max(0, relativeStart)) : 0
        let length = relativeDuration.isFinite ? min(1 - start, max(0, relativeDuration)) : 0
        let outer = animator.capturedChanges
        animator.capturedChanges = []
        animations()
        let changes = animator.capturedChanges ?? []
        animator.capturedChanges = outer
        let keyframe = Animation(id: animator.makeID(), begin: context.begin + start * context.duration,
                                 duration: length * context.duration, curve: .linear, changes: changes, completion: nil)
        animator.running.append(keyframe)
        let seconds = keyframe.begin + keyframe.duration - time
        let generation = keyframe.generation
        let end = { [unowned self] in
            guard keyframe.generation == generation else { return }
            self.animator.running.removeAll { $0 === keyframe }
        }
        if seconds <= 0 { runLoop.mainQueue.append(end) } else { keyframe.timer = schedule(after: seconds, end) }
    }

    /// Rule H5: `UIView.transition(with:duration:options:animations:completion:)`: the
    /// transition (`kind`, such as `transitionCrossDissolve`) is traced on the view; the changes
    /// of `animations` are made at once, unanimated (UIKit animates the view's snapshot, not its
    /// properties); `completion(true)` runs after `duration`.
    func transition(with view: View, duration: Double, kind: String, animations: (() -> Void)?,
                    completion: ((Bool) -> Void)?) {
        recorder.record(Callback(.viewTransition, .string(kind)), subject: view.name, rule: .H5)
        animate(duration: duration, delay: 0, curve: .easeInOut, animations: {
            if let animations { performWithoutAnimation(animations) }
        }, completion: completion)
    }

    /// Rule H5: `UIView.transition(from:to:duration:options:completion:)`: traced on the
    /// from-view's superview; `to` takes `from`'s place (inserted just above it, then `from`
    /// is removed), or with `showHideTransitionViews` `from` is hidden and `to` shown;
    /// `completion(true)` runs after `duration`.
    func transition(from: View, to: View, duration: Double, kind: String, showHide: Bool,
                    completion: ((Bool) -> Void)?) throws(EngineError) {
        let container = from.superview
        recorder.record(Callback(.viewTransition, .string(kind)), subject: container?.name ?? from.name, rule: .H5)
        if showHide {
            from.isHidden = true
            to.isHidden = false
        } else if let container {
            let index = container.subviews.firstIndex { $0 === from } ?? container.subviews.count
            try container.insertSubview(to, at: index + 1)
            from.removeFromSuperview()
        }
        animate(duration: duration, delay: 0, curve: .easeInOut, animations: {}, completion: completion)
    }
}
