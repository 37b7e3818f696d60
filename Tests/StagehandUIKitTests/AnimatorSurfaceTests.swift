import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// An object driven by a display link, noting the frames it sees.
@MainActor
final class Ticker {
    var frames: [Int] = []
    func tick(_ link: CADisplayLink?) { frames.append(Int(((link?.timestamp ?? 0) * 60).rounded())) }
}

/// A Core Animation delegate noting what it hears.
final class AnimationWatcher: CAAnimationDelegate {
    var notes: [String] = []
    func animationDidStart(_ anim: CAAnimation) { notes.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "-")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { notes.append("stop \(flag)") }
}

@MainActor
@Suite("StagehandUIKit: property animators and Core Animation (rules H1-H10)")
struct AnimatorSurfaceTests {
    @Test("H1: UIViewPropertyAnimator as an app writes it: start, pause, scrub, reverse, completion with the position")
    func propertyAnimator() throws {
        let app = App()
        try app.withCurrent {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                card.center.x += 100
                card.alpha = 0
            }
            var ended: UIViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            try app.advance(by: 0.5)
            #expect(card.engineView.presentationFrame.minX == 50)
            animator.pauseAnimation()
            animator.fractionComplete = 0.8
            #expect(abs(card.engineView.presentationValue(.alpha).number - 0.2) < 1e-9)
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            try app.advance(by: 1)
            #expect(ended == .start && card.frame.minX == 0 && card.alpha == 1)
            #expect(animator.state == .inactive)
        }
    }

    @Test("H1: misuse is the app's uncaught exception; runningPropertyAnimator starts at once; H3: spring timing")
    func misuseAndRunning() throws {
        let app = App()
        try app.withCurrent {
            let view = UIView(frame: .zero)
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.alpha = 0.5 }
            animator.finishAnimation(at: .end)
            #expect(app.uncaughtException?.reason == "finishAnimationAtPosition: should only be called on a stopped animator!")
            let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: [.curveEaseOut],
                                                                        animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) })
            #expect(running.isRunning && running.state == .active)
            let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
            let physical = UIViewPropertyAnimator(duration: 3, timingParameters: spring)
            #expect(physical.engineAnimator.secondsPerTimeline == SpringMotion(mass: 1, stiffness: 100, damping: 10).settlingDuration)
            let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
            #expect(cubic.timingCurveType == .cubic && cubic.springTimingParameters == nil)
        }
    }

    @Test("H5, H6: spring, keyframe and transition animations and performWithoutAnimation through UIView")
    func viewAnimations() throws {
        let app = App()
        try app.withCurrent {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let a = UIView(frame: .zero), b = UIView(frame: .zero)
            container.addSubview(a)
            var done: [Bool] = []
            UIView.transition(from: a, to: b, duration: 0.2, options: [.transitionCrossDissolve]) { done.append($0) }
            #expect(container.subviews.count == 1 && container.subviews.first === b)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { b.alpha = 0 }
            }, completion: { done.append($0) })
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { UIView.performWithoutAnimation { b.backgroundColor = .red } })
            try app.advance(by: 0.25)
            #expect(b.engineView.presentationValue(.alpha).number == 0.5)
            try app.advance(by: 1)
            #expect(done == [true, true] && b.backgroundColor == .red)
        }
    }

    @Test("H7-H9: a view's layer, a basic animation with its delegate, a transaction's completion")
    func layers() throws {
        let app = App()
        try app.withCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.layer.cornerRadius = 12
            view.layer.opacity = 0.5
            #expect(view.alpha == 0.5 && view.layer.position == CGPoint(x: 50, y: 20))
            view.layer.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
            #expect(CATransform3DIsAffine(view.layer.transform))
            let watcher = AnimationWatcher()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.5
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = watcher
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            try app.advance(by: 0.5)
            #expect(view.layer.presentation()?.opacity == 0.25)
            #expect(view.layer.animation(forKey: "fade") is CABasicAnimation)
            try app.advance(by: 0.5)
            #expect(watcher.notes == ["start opacity", "stop true"] && completed)
            #expect(view.layer.opacity == 0.5)
            let sub = CALayer()
            view.layer.addSublayer(sub)
            #expect(view.layer.sublayers?.last === sub && sub.superlayer === view.layer)
        }
    }

    @Test("H10: CADisplayLink sends its selector each frame; an unrecognized selector is the uncaught exception")
    func displayLink() throws {
        let app = App()
        try app.withCurrent {
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: Selector("tick:", on: Ticker.self) { $0.tick($1.first as? CADisplayLink) })
            link.add(to: .main, forMode: .common)
            try app.advance(by: 0.05)
            link.invalidate()
            #expect(ticker.frames == [1, 2, 3])
            let broken = CADisplayLink(target: ticker, selector: Selector("missing:"))
            broken.add(to: .main, forMode: .common)
            try app.advance(by: 0.02)
            broken.invalidate()
            #expect(app.uncaughtException?.message == "NSInvalidArgumentException: -[Ticker missing:]: unrecognized selector sent to instance")
        }
    }
}

/// An animator as apps write an interruptible one (rule H11): `animateTransition` starts the
/// property animator that `interruptibleAnimator(using:)` makes once per transition.
final class InterruptibleSlide: NSObject, UIViewControllerAnimatedTransitioning {
    var current: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let current { return current }
        let leaving = transitionContext.view(forKey: .from)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { leaving?.frame.origin.x = 375 }
        animator.addCompletion { [weak self] position in
            self?.current = nil
            transitionContext.completeTransition(position == .end)
        }
        current = animator
        return animator
    }
}

/// A navigation delegate giving the interruptible slide and a percent-driven interaction.
final class InterruptibleNavigation: NSObject, UINavigationControllerDelegate {
    let animator = InterruptibleSlide()
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? animator : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor
@Suite("StagehandUIKit: interruptible transition animators (rule H11)")
struct InterruptibleSurfaceTests {
    @Test("H11: a UIPercentDrivenInteractiveTransition drives the animator's UIViewPropertyAnimator; the default answers nothing and is not asked")
    func drivesTheSwiftAnimator() throws {
        let app = App()
        let delegate = InterruptibleNavigation()
        try app.withCurrent {
            let nav = try onScreen(app, UINavigationController(rootViewController: UIViewController()))
            nav.delegate = delegate
            let message = UIViewController()
            nav.pushViewController(message, animated: false)
            try app.settle()
            app.mark()
            nav.popViewController(animated: true)
            let driven = try #require(delegate.animator.current)
            #expect(driven.state == .active && !driven.isRunning)
            #expect(app.recent.contains("InterruptibleSlide interruptibleAnimator"))
            delegate.interaction.update(0.5)
            #expect(message.view.engineView.presentationFrame.minX == 187.5)
            delegate.interaction.finish()
            try app.settle()
            #expect(nav.viewControllers.count == 1)
        }
        // An animator keeping the default is not asked: TransitionSurfaceTests' interactive
        // pop traces no `interruptibleAnimator`.
    }
}
