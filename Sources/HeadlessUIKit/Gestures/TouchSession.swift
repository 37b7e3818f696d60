/// One touch sequence under way (one finger or several, from down to up), the hit views
/// that get its touches and the gesture recognizers that see them first (rules G4, G5, G7).
final class TouchSession {
    let runtime: Runtime
    /// Every finger of the sequence.
    let touches: [Touch]
    /// The recognizers that see the touches, in delivery order: the hit view's first, then
    /// each superview's up to the window, each view's in order of addition (rule G4).
    private(set) var recognizers: [GestureRecognizer] = []
    /// More taps of the same multi-tap script follow this sequence (rule G8's tap count).
    let moreTapsFollow: Bool

    /// Rule G5: a recognition cancelled the views' touches; they get nothing more.
    private var viewsCancelled = false
    /// Rule G5: the views' `touchesBegan` is held for a recognizer that delays it.
    private var heldBegan = false
    /// The views' touches moved while `touchesBegan` was held.
    private var movedWhileHeld = false
    /// Rule G5: the views' `touchesEnded` is held until the recognizers decide.
    private var heldEnded = false
    /// Whether the views got `touchesBegan`, and `touchesEnded`.
    private var beganDelivered = false
    private var endedDelivered = false
    /// Rule G7: the failure requirements of each recognizer, asked once per sequence.
    private var requirementCache: [ObjectIdentifier: [GestureRecognizer]] = [:]
    /// Sends a touch phase to its hit view (rule G2).
    private let deliver: (Touch, Touch.Phase) -> Void

    init(runtime: Runtime, touches: [Touch], moreTapsFollow: Bool, deliver: @escaping (Touch, Touch.Phase) -> Void) {
        self.runtime = runtime
        self.touches = touches
        self.moreTapsFollow = moreTapsFollow
        self.deliver = deliver
        collectRecognizers()
    }

    /// Rule G4: the enabled recognizers of each hit view and its superviews; each one gets the
    /// touches in its view, each touch only if its delegate's `shouldReceive` does not refuse
    /// it. A recognizer that receives no touch takes no part.
    private func collectRecognizers() {
        for touch in touches {
            var current = touch.view
            while let view = current, runtime.charge() {    // rule R3
                for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                    guard recognizer.session == nil || recognizer.session === self else { continue }
                    let answer = runtime.send(Callback(.shouldReceiveTouch, .touch(touch)), to: recognizer.delegate,
                                              from: recognizer, rule: .G4)?.flag
                    guard answer != false else { continue }
                    if !recognizers.contains(where: { $0 === recognizer }) {
                        recognizers.append(recognizer)
                        recognizer.session = self
                    }
                    recognizer.touches.append(touch)
                }
                current = view.superview
            }
        }
    }

    /// A recognizer removed from its view takes no more part.
    func remove(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        recognizer.session = nil
    }

    /// The recognizers still deciding or under way, which get the touches.
    private var active: [GestureRecognizer] {
        recognizers.filter { $0.isEnabled && $0.session === self && !$0.state.isFinished }
    }

    // MARK: Phases

    /// The fingers came down: the recognizers first (rule G4), then the hit views unless a
    /// recognizer delays them (rule G5).
    func began() {
        for recognizer in active where runtime.fault == nil {
            recognizer.deliverTouches(.began, recognizer.touches)
        }
        guard !viewsCancelled else { return }
        if recognizers.contains(where: { $0.session === self && $0.state == .possible && $0.delaysTouchesBegan }) {
            heldBegan = true
            return
        }
        deliverToViews(.began)
    }

    /// The fingers moved.
    func moved() {
        // A move while held is delivered with the held touchesBegan, if they are released.
        let wasHeld = heldBegan
        if wasHeld { movedWhileHeld = true }
        for recognizer in active where runtime.fault == nil {
            recognizer.deliverTouches(.moved, recognizer.touches)
        }
        guard !viewsCancelled, !wasHeld else { return }
        deliverToViews(.moved)
    }

    /// The fingers lifted: the hit views first when no recognizer still deciding delays the
    /// lift, else after the recognizers decided (rule G5); then every recognizer still
    /// deciding fails, unless it waits for more taps, and the recognizers are reset (rule G3).
    func ended() {
        heldEnded = recognizers.contains { $0.session === self && $0.state == .possible && $0.delaysTouchesEnded }
        if !heldEnded, !viewsCancelled, !heldBegan { deliverToViews(.ended) }
        for recognizer in active where runtime.fault == nil {
            let mine = recognizer.touches
            recognizer.deliverTouches(.ended, mine)
            recognizer.lastTouches = mine
            recognizer.touches = []
        }
        finish()
    }

    /// Rule G3: the end of the sequence. A recognizer still `possible` fails (one waiting
    /// for more taps, or for one that does, is carried into the next sequence); a continuous
    /// one waiting to begin fails first, its fingers gone (rule G7); the views get what was
    /// held for them; the rest go back to `possible`.
    private func finish() {
        let carried = recognizers.filter { carriesOver($0) }
        // A continuous recognizer waiting to begin fails before any other fails: a failure it
        // waits on must not begin it once its fingers are gone, whatever the recognizers' order.
        for recognizer in recognizers where recognizer.session === self && recognizer.state == .possible
            && recognizer.pendingState != nil && recognizer.pendingState != .ended
            && !carried.contains(where: { $0 === recognizer }) {
            recognizer.transition(to: .failed)
        }
        for recognizer in recognizers where recognizer.session === self && recognizer.state == .possible
            && recognizer.pendingState != .ended && !carried.contains(where: { $0 === recognizer }) {
            recognizer.transition(to: .failed)
        }
        for recognizer in recognizers where recognizer.session === self && recognizer.state == .possible
            && !carried.contains(where: { $0 === recognizer }) {
            recognizer.transition(to: .failed)    // still waiting on a requirement that never decided
        }
        if !viewsCancelled {
            if heldBegan {
                heldBegan = false
                deliverToViews(.began)
                if movedWhileHeld { deliverToViews(.moved) }
            }
            if !endedDelivered, beganDelivered { deliverToViews(.ended) }
        }
        for recognizer in recognizers where recognizer.session === self {
            if carried.contains(where: { $0 === recognizer }) {
                recognizer.lastTouches = touches
                recognizer.touches = []
                recognizer.session = nil
            } else {
                recognizer.resetToPossible()
            }
        }
    }

    /// Whether `recognizer` waits across sequences: a tap recognizer that needs more taps
    /// while more follow, or one whose recognition waits for such a recognizer (rule G8).
    private func carriesOver(_ recognizer: GestureRecognizer) -> Bool {
        guard moreTapsFollow, recognizer.state == .possible else { return false }
        if let tap = recognizer as? TapGestureRecognizer, tap.awaitsMoreTaps { return true }
        guard recognizer.pendingState != nil else { return false }
        return requirements(of: recognizer).contains { ($0 as? TapGestureRecognizer)?.awaitsMoreTaps == true }
    }

    // MARK: The views' touches (rule G5)

    private func deliverToViews(_ phase: Touch.Phase) {
        guard runtime.fault == nil else { return }
        switch phase {
        case .began: beganDelivered = true
        case .ended, .cancelled: endedDelivered = true
        case .moved, .stationary: break
        }
        for touch in touches { deliver(touch, phase) }
    }

    /// Rule G5: a recognizer that cancels touches in its view recognized: the views' touches
    /// already delivered are cancelled, held ones are dropped, and no more are delivered.
    private func cancelViewTouches() {
        guard !viewsCancelled else { return }
        viewsCancelled = true
        if heldBegan {
            heldBegan = false
            return
        }
        if beganDelivered, !endedDelivered { deliverToViews(.cancelled) }
    }

    /// Rule G5: a recognizer that delayed the views' `touchesBegan` failed: when none still
    /// delays them, they are delivered, with a move to where the fingers are now.
    private func releaseHeldBegan() {
        guard heldBegan, !viewsCancelled,
              !recognizers.contains(where: { $0.session === self && $0.state == .possible && $0.delaysTouchesBegan }) else { return }
        heldBegan = false
        deliverToViews(.began)
        if movedWhileHeld { deliverToViews(.moved) }
    }

    // MARK: Arbitration (rule G7)

    /// `recognizer` wants to leave `possible` for `target` (began, or ended for a discrete
    /// gesture): it waits while a recognizer it requires to fail is still deciding, fails when
    /// one of them recognized, fails when its delegate's `gestureRecognizerShouldBegin` says
    /// no, and fails when another recognizer is under way unless either delegate lets them
    /// recognize together; otherwise it changes state.
    func attemptRecognition(of recognizer: GestureRecognizer, as target: GestureState) {
        guard recognizer.state == .possible, runtime.fault == nil else { return }
        let required = requirements(of: recognizer)
        if required.contains(where: { $0.state.isRecognized }) { return recognizer.transition(to: .failed) }
        if required.contains(where: { $0.state == .possible && $0.session === self }) {
            recognizer.pendingState = target
            return
        }
        recognizer.pendingState = nil
        let shouldBegin = runtime.send(Callback(.gestureRecognizerShouldBegin), to: recognizer.delegate, from: recognizer, rule: .G7)?.flag
            ?? recognizer.shouldBeginByDefault()
        guard shouldBegin else { return recognizer.transition(to: .failed) }
        for other in recognizers where other !== recognizer && (other.state == .began || other.state == .changed)
            && other.session === self {
            if !recognizeTogether(recognizer, other) { return recognizer.transition(to: .failed) }
        }
        recognizer.transition(to: target)
    }

    /// Rule G7, after `recognizer` recognized: the views' touches are cancelled when it says
    /// so (rule G5); every other recognizer still deciding fails, unless it may recognize
    /// together with it and does not wait for it to fail.
    func recognized(_ recognizer: GestureRecognizer) {
        if recognizer.cancelsTouchesInView { cancelViewTouches() }
        for other in recognizers where other !== recognizer && other.state == .possible && other.session === self
            && runtime.charge() {
            let waitsForIt = requirements(of: other).contains { $0 === recognizer }
            if !waitsForIt, recognizeTogether(recognizer, other) { continue }
            other.transition(to: .failed)
        }
    }

    /// A recognizer failed, was cancelled or ended: those waiting on it decide again, and
    /// touches held for it are delivered (rules G5, G7).
    func finished(_ recognizer: GestureRecognizer) {
        for waiting in recognizers where waiting.state == .possible && waiting.session === self && runtime.charge() {
            guard let target = waiting.pendingState else { continue }
            let required = requirements(of: waiting)
            if required.contains(where: { $0.state.isRecognized }) {
                waiting.transition(to: .failed)
            } else if !required.contains(where: { $0.state == .possible && $0.session === self }) {
                waiting.pendingState = nil
                attemptRecognition(of: waiting, as: target)
            }
        }
        releaseHeldBegan()
    }

    /// Rule G7: the recognizers `recognizer` waits for: those given to `require(toFail:)`,
    /// those its delegate's `shouldRequireFailureOf` names, and those whose delegate's
    /// `shouldBeRequiredToFailBy` names it; only the ones taking part in this sequence (one
    /// that sees no touch cannot recognize: it counts as failed). Asked once per sequence.
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        let key = ObjectIdentifier(recognizer)
        if let cached = requirementCache[key] { return cached }
        var result: [GestureRecognizer] = []
        for other in recognizers where other !== recognizer && runtime.charge() {
            let explicit = recognizer.requiredToFail.contains { $0 === other }
            let asked = explicit
                || runtime.send(Callback(.shouldRequireFailureOf, .gestureRecognizer(other)), to: recognizer.delegate,
                                from: recognizer, rule: .G7)?.flag == true
                || runtime.send(Callback(.shouldBeRequiredToFailBy, .gestureRecognizer(recognizer)), to: other.delegate,
                                from: other, rule: .G7)?.flag == true
            if asked { result.append(other) }
        }
        requirementCache[key] = result
        return result
    }

    /// Rule G7: whether `first` and `second` may recognize together: either delegate's
    /// `shouldRecognizeSimultaneouslyWith` answering true; false by default.
    private func recognizeTogether(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        if runtime.send(Callback(.shouldRecognizeSimultaneouslyWith, .gestureRecognizer(second)), to: first.delegate,
                        from: first, rule: .G7)?.flag == true { return true }
        return runtime.send(Callback(.shouldRecognizeSimultaneouslyWith, .gestureRecognizer(first)), to: second.delegate,
                            from: second, rule: .G7)?.flag == true
    }
}
