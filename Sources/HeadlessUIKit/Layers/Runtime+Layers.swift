/// Core Animation on the virtual clock: layer animations (rule H9), implicit actions and
/// transactions (rule H8).
extension Runtime {
    /// Rule H8: a transaction's completion block is traced `CATransaction completionBlock`
    /// and runs with that cause; the implicit transaction commits on the next run-loop turn.
    func connectTransactions() {
        transactions.runCompletion = { [unowned self] completion in
            withCause("a CATransaction's animations finished (H8)") {
                recorder.record(Callback(.transactionCompletion), subject: "CATransaction", rule: .H8)
                completion()
            }
        }
        transactions.scheduleImplicitCommit = { [unowned self] commit in runLoop.mainQueue.append(commit) }
    }

    /// Rule H9: starts the running copy `animation` on `layer`: its values are resolved against
    /// the layer's presentation now; it begins at its `beginTime` (now when 0), the delegate is
    /// told `animationDidStart` then (on the next run-loop turn when it begins now), and
    /// `animationDidStop(true)` when its active duration has passed (never for an endless
    /// repeat). A transition is traced on the layer.
    func start(_ animation: LayerAnimation, on layer: Layer) {
        if animation.duration <= 0 { animation.duration = transactions.animationDuration }
        animation.startTime = animation.beginTime > 0 ? animation.beginTime : time
        let runs = (animation.repeatCount > 0 ? animation.repeatCount : 1) * (animation.autoreverses ? 2 : 1)
        animation.activeDuration = animation.duration * runs
        if let path = animation.keyPath.flatMap(LayerKeyPath.init) {
            let current = layer.presentationValue(path.property)
            switch path {
            case .components(_, let range):
                let c = current.components
                animation.resolve(current: AnimatedValue(c.count >= range.upperBound ? Array(c[range]) : Array(repeating: 0, count: range.count)))
            case .transformPart(let part):
                animation.resolve(current: AnimatedValue([part.identityValue]))
            }
        }
        if animation.kind == .spring {
            animation.spring = SpringMotion(mass: animation.mass, stiffness: animation.stiffness,
                                            damping: animation.damping, initialVelocity: animation.initialVelocity)
        }
        if animation.kind == .transition {
            let kind = ([animation.transitionType] + (animation.transitionSubtype.map { [$0] } ?? [])).joined(separator: " ")
            recorder.record(Callback(.viewTransition, .string(kind)), subject: layer.name, rule: .H9)
        }
        transactions.note(animation)
        let didStart = { [weak self, weak animation] in
            guard let self, let animation, !animation.hasStopped else { return }
            self.send(Callback(.animationDidStart), to: animation.delegate, from: animation, rule: .H9)
        }
        let delay = animation.startTime - time
        if delay > 0 { animation.timers.append(schedule(after: delay, didStart)) } else { runLoop.mainQueue.append(didStart) }
        if animation.activeDuration.isFinite {
            let end = max(0, delay) + animation.activeDuration
            animation.timers.append(schedule(after: max(end, 0.000_001)) { [weak self, weak animation, weak layer] in
                guard let self, let animation else { return }
                self.stop(animation, on: layer, finished: true)
            })
        }
    }

    /// Rule H9: `removeAnimation(forKey:)` and friends: the animation leaves the layer at once
    /// and its delegate is told `animationDidStop(false)` on the next run-loop turn
    /// (Stagehand's choice, as for rule N1's removal).
    func remove(_ animation: LayerAnimation, from layer: Layer) {
        for timer in animation.timers { cancelTimer(timer) }
        animation.timers.removeAll()
        layer.drop(animation)
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        runLoop.mainQueue.append { [weak self, animation] in
            guard let self else { return }
            self.withCause("\(object: layer.name)'s animation \(animation.name) was removed (H9)") {
                self.send(Callback(.animationDidStop, .bool(false)), to: animation.delegate, from: animation, rule: .H9)
            }
            self.transactions.finished(animation)
        }
    }

    private func stop(_ animation: LayerAnimation, on layer: Layer?, finished: Bool) {
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        animation.timers.removeAll()
        if animation.isRemovedOnCompletion { layer?.drop(animation) }
        withCause("\(object: layer?.name ?? "a layer")'s animation \(animation.name) ended (H9)") {
            send(Callback(.animationDidStop, .bool(finished)), to: animation.delegate, from: animation, rule: .H9)
        }
        transactions.finished(animation)
    }

    /// Rule H8: a standalone layer in a layer tree animates a change of an animatable
    /// property implicitly: a basic animation from the value shown to the new one, over the
    /// transaction's duration with Core Animation's default curve, under the property's name.
    /// `setDisableActions(true)`, a layer outside any tree, and a view's layer (UIKit turns
    /// its actions off outside animation blocks) make the change at once.
    func implicitAction(on layer: Layer, _ property: LayerProperty, from old: AnimatedValue, to new: AnimatedValue) {
        guard layer.view == nil, layer.superlayer != nil, !transactions.disableActions, old != new else { return }
        let action = LayerAnimation(kind: .basic, name: property.rawValue)
        action.keyPath = property.rawValue
        action.fromValue = old
        action.toValue = new
        action.timingFunction = .default
        layer.add(action, forKey: property.rawValue)
    }
}
