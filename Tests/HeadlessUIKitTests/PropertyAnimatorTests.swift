import Testing
@testable import HeadlessUIKit

@Suite("Property animators (H1-H6)")
struct PropertyAnimatorTests {
    /// A view at x = 0 and a linear animator of 1 s moving it to x = 100.
    func slide(_ app: App, _ timing: TimingCurve = .bezier(.linear)) throws -> (View, PropertyAnimator) {
        let box = View(app: app, name: "Box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(app: app, name: "Slide", duration: 1, timing: timing)
        try animator.addAnimations { box.frame = Rect(x: 100, y: 0, width: 10, height: 10) }
        return (box, animator)
    }

    @Test("H1: start, run to the end; the state moves inactive, active, inactive and the completions run with end")
    func runsToTheEnd() throws {
        let app = App()
        let (box, animator) = try slide(app)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        app.mark()
        try animator.startAnimation()
        #expect(box.frame.minX == 100)                       // the model value is final at once
        try app.advance(by: 0.25)
        #expect(box.presentationFrame.minX == 25)
        #expect(animator.fractionComplete == 0.25)
        #expect(animator.state == .active && animator.isRunning)
        try app.advance(by: 0.75)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(app.recent == ["Slide animatorState(active)", "Slide animatorState(inactive)", "Slide completion(end)"])
    }

    @Test("H1: pause, scrub, reverse and finish at the start; a reversed animator counts its fraction from the end")
    func pauseScrubReverse() throws {
        let app = App()
        let (box, animator) = try slide(app, .bezier(.easeInEaseOut))
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.setFractionComplete(0.4)
        #expect(box.presentationFrame.minX == 40)            // scrubs linearly by default
        animator.scrubsLinearly = false
        #expect(box.presentationFrame.minX == (CubicBezier.easeInEaseOut.progress(0.4) * 100))
        animator.setReversed(true)
        #expect(abs(animator.fractionComplete - 0.6) < 1e-12)
        try animator.startAnimation()
        try app.advance(by: 0.4)
        #expect(positions == [.start])
        #expect(box.frame.minX == 0)                         // back at the start value
    }

    @Test("H1: stop without finishing keeps the shown values and drops the completions; stop then finish at current runs them")
    func stopAndFinish() throws {
        let app = App()
        let (box, animator) = try slide(app)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        try animator.startAnimation()
        try app.advance(by: 0.5)
        try animator.stopAnimation(withoutFinishing: false)
        #expect(animator.state == .stopped)
        #expect(box.frame.minX == 50)
        #expect(positions.isEmpty)
        try animator.finishAnimation(at: .current)
        #expect(positions == [.current] && box.frame.minX == 50 && animator.state == .inactive)

        let (other, second) = try slide(app)
        var ran = false
        second.addCompletion { _ in ran = true }
        try second.startAnimation()
        try app.advance(by: 0.25)
        try second.stopAnimation(withoutFinishing: true)
        #expect(second.state == .inactive && other.frame.minX == 25 && !ran)
    }

    @Test("H1: misuse raises UIKit's exceptions and changes nothing")
    func misuse() throws {
        let app = App()
        let (_, animator) = try slide(app)
        #expect(throws: EngineError(name: "NSInternalInconsistencyException",
                                    reason: "finishAnimationAtPosition: should only be called on a stopped animator!", rule: .H1)) {
            try animator.finishAnimation(at: .end)
        }
        #expect(throws: EngineError.self) { try animator.stopAnimation(withoutFinishing: false) }    // inactive
        try animator.startAnimation()
        #expect(throws: EngineError.self) { try animator.setInterruptible(false) }                  // active
        try animator.stopAnimation(withoutFinishing: false)
        #expect(throws: EngineError.self) { try animator.startAnimation() }
        #expect(throws: EngineError.self) { try animator.pauseAnimation() }
        #expect(throws: EngineError.self) { try animator.addAnimations {} }
        #expect(animator.state == .stopped)
        for from in AnimatingState.allCases {
            #expect(!from.canMove(to: from))
        }
        #expect(!AnimatingState.stopped.canMove(to: .active) && !AnimatingState.inactive.canMove(to: .stopped))
    }

    @Test("H1: pausesOnCompletion stays active without completions; a delay factor starts a block later; a start delay waits")
    func pausesDelaysAndFactors() throws {
        let app = App()
        let (box, animator) = try slide(app)
        let dot = View(app: app, name: "Dot")
        try animator.addAnimations(delayFactor: 0.5) { dot.alpha = 0 }
        animator.pausesOnCompletion = true
        var ran = false
        animator.addCompletion { _ in ran = true }
        try animator.startAnimation(afterDelay: 0.5)
        try app.advance(by: 0.5)
        #expect(box.presentationFrame.minX == 0)
        try app.advance(by: 0.5)
        #expect(dot.presentationValue(.alpha).number == 1)    // its half has not begun
        try app.advance(by: 0.25)
        #expect(dot.presentationValue(.alpha).number == 0.5)
        try app.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && !ran && animator.fractionComplete == 1)
    }

    @Test("H1: continueAnimation runs the rest over durationFactor times the duration")
    func continueWithFactor() throws {
        let app = App()
        let (box, animator) = try slide(app)
        try animator.pauseAnimation()
        animator.setFractionComplete(0.5)
        try animator.continueAnimation(timing: nil, durationFactor: 2)
        try app.advance(by: 0.5)
        #expect(box.presentationFrame.minX == 75)
        try app.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test("H12: continueAnimation with a new curve blends from the shown progress; reversing blends again; a scrub drops it")
    func continueBlends() throws {
        let app = App()
        let (box, animator) = try slide(app)
        try animator.pauseAnimation()
        animator.setFractionComplete(0.5)
        try animator.continueAnimation(timing: .bezier(.easeIn), durationFactor: 1)
        #expect(box.presentationFrame.minX == 50)
        try app.advance(by: 0.25)
        let expected = 50 + 50 * CubicBezier.easeIn.progress(0.5)
        #expect(abs(box.presentationFrame.minX - expected) < 1e-9)
        animator.setReversed(true)
        #expect(abs(box.presentationFrame.minX - expected) < 1e-9)    // it turns where it is
        try app.advance(by: 0.375)
        #expect(abs(box.presentationFrame.minX - expected * (1 - CubicBezier.easeIn.progress(0.5))) < 1e-9)
        try animator.pauseAnimation()
        animator.setFractionComplete(0.5)    // a scrub: linear, no blend
        #expect(box.presentationFrame.minX == 50)
    }

    @Test("H12: continuing with the animator's own curve, unscrubbed, changes nothing")
    func continueWithOwnCurve() throws {
        let app = App()
        let (box, animator) = try slide(app, .bezier(.easeInEaseOut))
        try animator.startAnimation()
        try app.advance(by: 0.25)
        try animator.pauseAnimation()
        try animator.continueAnimation(timing: nil, durationFactor: 1)
        try app.advance(by: 0.25)
        #expect(abs(box.presentationFrame.minX - 100 * CubicBezier.easeInEaseOut.progress(0.5)) < 1e-9)
    }

    @Test("H2: cubic Bézier curves solve x for time: the named curves at their ends, ease-in-out symmetric, linear exact")
    func cubicCurves() {
        for curve in [CubicBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(curve.progress(0) == 0 && curve.progress(1) == 1)
        }
        #expect(CubicBezier.linear.progress(0.3) == 0.3)
        let ease = CubicBezier.easeInEaseOut
        #expect(abs(ease.progress(0.5) - 0.5) < 1e-9)
        #expect(abs(ease.progress(0.2) + ease.progress(0.8) - 1) < 1e-9)
        #expect(CubicBezier.easeIn.progress(0.5) < 0.5 && CubicBezier.easeOut.progress(0.5) > 0.5)
        // A control point's x outside 0...1 is clamped, so the solve has one answer.
        #expect(CubicBezier(x1: -1, y1: 0, x2: 2, y2: 1) == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test("H3: springs: under-damped overshoots, critical and over-damped do not; mass-stiffness springs last their settling duration")
    func springs() throws {
        let bouncy = SpringMotion(dampingRatio: 0.3)
        let peak = stride(from: 0.0, through: bouncy.settlingDuration, by: 0.01).map(bouncy.progress(at:)).max() ?? 0
        #expect(peak > 1)
        for ratio in [1.0, 2.0] {
            let spring = SpringMotion(dampingRatio: ratio)
            let values = stride(from: 0.0, through: spring.settlingDuration, by: 0.01).map(spring.progress(at:))
            #expect(values.allSatisfy { $0 <= 1 + 1e-12 })
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        }
        #expect(abs(SpringMotion(dampingRatio: 1).displacement(at: SpringMotion(dampingRatio: 1).settlingDuration)) < 0.001)
        let physical = SpringMotion(mass: 1, stiffness: 100, damping: 10)
        let app = App()
        let animator = PropertyAnimator(app: app, duration: 5, timing: .spring(physical, fitsDuration: false))
        #expect(animator.secondsPerTimeline == physical.settlingDuration)
        let fitted = PropertyAnimator(app: app, duration: 5, timing: .spring(SpringMotion(dampingRatio: 0.5), fitsDuration: true))
        #expect(fitted.secondsPerTimeline == 5)
    }

    @Test("H4: alpha, transform and background colour animate; presentation values mid-flight")
    func animatableProperties() throws {
        let app = App()
        let box = View(app: app, name: "Box")
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        app.animate(duration: 1, curve: .linear, animations: {
            box.alpha = 0
            box.transform = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)
            box.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        })
        try app.advance(by: 0.5)
        #expect(box.presentationValue(.alpha).number == 0.5)
        #expect(box.presentationValue(.transform).transform == Transform2D(a: 1.5, b: 0, c: 0, d: 1.5, tx: 5, ty: 0))
        #expect(box.presentationValue(.backgroundColor).color == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(box.alpha == 0)
    }

    @Test("H5: keyframes run over their slots; autoreverse goes there and back; beginFromCurrentState starts where it is shown")
    func keyframesAndOptions() throws {
        let app = App()
        let box = View(app: app, name: "Box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        app.animateKeyframes(duration: 1, animations: {
            app.addKeyframe(relativeStart: 0, relativeDuration: 0.5) { box.frame = Rect(x: 100, y: 0, width: 10, height: 10) }
            app.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { box.frame = Rect(x: 100, y: 100, width: 10, height: 10) }
        }, completion: { finished = $0 })
        try app.advance(by: 0.25)
        #expect(box.presentationFrame.origin == Point(x: 50, y: 0))
        try app.advance(by: 0.5)
        #expect(box.presentationFrame.origin == Point(x: 100, y: 50))
        try app.advance(by: 0.25)
        #expect(finished == true)

        let dot = View(app: app, name: "Dot")
        app.animate(duration: 1, curve: .linear, options: AnimationFlags(autoreverses: true), animations: { dot.alpha = 0 })
        try app.advance(by: 1.5)
        #expect(dot.presentationValue(.alpha).number == 0.5)
        try app.advance(by: 0.5)
        #expect(dot.presentationValue(.alpha).number == 0)    // the model value after the last run

        let mover = View(app: app, name: "Mover", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        app.animate(duration: 1, curve: .linear, animations: { mover.frame.origin.x = 100 })
        try app.advance(by: 0.5)
        app.animate(duration: 1, curve: .linear, options: AnimationFlags(beginFromCurrentState: true),
                    animations: { mover.frame.origin.x = 0 })
        #expect(mover.presentationFrame.minX == 50)
    }

    @Test("H5: transition(with:) is traced and unanimated; transition(from:to:) swaps the views")
    func transitions() throws {
        let app = App()
        let container = View(app: app, name: "Container")
        let old = View(app: app, name: "Old"), new = View(app: app, name: "New")
        try container.addSubview(old)
        app.mark()
        var done: [Bool] = []
        app.transition(with: old, duration: 0.3, kind: "transitionCrossDissolve", animations: { old.alpha = 0.5 }, completion: { done.append($0) })
        #expect(old.presentationValue(.alpha).number == 0.5)
        try app.transition(from: old, to: new, duration: 0.3, kind: "transitionFlipFromLeft", completion: { done.append($0) })
        #expect(container.subviews.map(\.name) == ["New"])
        try app.advance(by: 0.3)
        #expect(done == [true, true])
        #expect(app.recent == ["Old transition(transitionCrossDissolve)", "Container transition(transitionFlipFromLeft)"])
    }

    @Test("H6: performWithoutAnimation makes its changes at once inside an animations block")
    func withoutAnimation() throws {
        let app = App()
        let box = View(app: app, name: "Box")
        app.animate(duration: 1, curve: .linear, animations: {
            box.alpha = 0
            app.performWithoutAnimation { box.frame = Rect(x: 50, y: 0, width: 1, height: 1) }
        })
        try app.advance(by: 0.5)
        #expect(box.presentationFrame.minX == 50)
        #expect(box.presentationValue(.alpha).number == 0.5)
    }
}

/// An animator whose interruptible animator slides the leaving view out and completes the
/// transition from its completion (rule H11).
final class InterruptibleSlider: CallbackReceiver {
    let traceName = "Slide"
    var current: PropertyAnimator?
    func implements(_ callback: Callback.Name) -> Bool { callback != .animationEnded }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        guard let context = callback.transitionContext("transitionContext") else { return .nothing }
        switch callback.name {
        case .transitionDuration: return .number(0.4)
        case .animateTransition: try? animator(for: context).startAnimation()
        case .interruptibleAnimator: return .propertyAnimator(animator(for: context))
        default: break
        }
        return .nothing
    }

    func animator(for context: TransitionContext) -> PropertyAnimator {
        if let current { return current }
        let made = PropertyAnimator(app: context.owner.owningApp ?? App(), name: "Drive", duration: 0.4, timing: .bezier(.linear))
        let leaving = context.fromViewController?.view
        try? made.addAnimations { leaving?.frame = Rect(x: 375, y: 0, width: 375, height: 667) }
        made.addCompletion { [unowned self] position in
            current = nil
            context.completeTransition(position == .end)
        }
        current = made
        return made
    }
}

@Suite("Interruptible transition animators (H11)")
struct InterruptibleAnimatorTests {
    @Test("H11: a percent-driven pop drives the interruptible animator: held, scrubbed, reversed on cancel, run on by finish")
    func drivesTheAnimator() throws {
        let app = App()
        let home = ViewController(app: app, name: "Home")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: home)
        try app.window.setRootViewController(nav)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: false)
        try app.run()
        let slider = InterruptibleSlider()
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        let delegate = Transitions(slider, pan)
        nav.delegate = delegate
        nav.popViewController(animated: true)
        let drive = try #require(slider.current)
        #expect(drive.state == .active && !drive.isRunning)
        pan.update(0.5)
        #expect(detail.view.presentationFrame.minX == 187.5)
        pan.cancel()
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home", "Detail"] && detail.view.frame.minX == 0)
        nav.popViewController(animated: true)
        pan.update(0.75)
        pan.finish()
        try app.advance(by: 0.1)
        #expect(nav.viewControllers.map(\.name) == ["Home"])
    }
}
