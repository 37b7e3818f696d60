import Testing
@testable import HeadlessUIKit

/// A Swift animator: slides the `to` view in over `duration` seconds on a linear curve and
/// completes unless the transition was cancelled, as UIKit's samples do. `completes` false
/// makes one that never calls `completeTransition` (rule X3).
final class SlideAnimator: CallbackReceiver {
    let traceName: String
    let duration: Double
    let completes: Bool
    var ended: [Bool] = []
    var context: TransitionContext?

    init(_ name: String = "Slide", duration: Double = 0.4, completes: Bool = true) {
        traceName = name
        self.duration = duration
        self.completes = completes
    }

    /// Every callback of an animator but `interruptibleAnimator` (rule H11).
    func implements(_ callback: Callback.Name) -> Bool { callback != .interruptibleAnimator }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.name {
        case .transitionDuration: return .number(duration)
        case .animateTransition: callback.transitionContext("transitionContext").map(animate)
        case .animationEnded: callback.bool("transitionCompleted").map { ended.append($0) }
        default: break
        }
        return .nothing
    }

    private func animate(_ context: TransitionContext) {
        self.context = context
        guard completes, let to = context.toViewController else { return }
        to.view.frame = Rect(x: 375, y: 0, width: 375, height: 667)
        context.runtime.animate(duration: duration, delay: 0, curve: .linear, animations: {
            to.view.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// A transitioning or navigation delegate that hands out the animator and interaction
/// controller it is given.
final class Transitions: CallbackReceiver {
    let traceName = "Delegate"
    var animator: CallbackReceiver?
    var interactor: CallbackReceiver?
    init(_ animator: CallbackReceiver?, _ interactor: CallbackReceiver? = nil) {
        self.animator = animator
        self.interactor = interactor
    }
    /// The animator and interaction controller questions (not the navigation delegate's
    /// `willShow` and `didShow`, rule S14).
    func implements(_ callback: Callback.Name) -> Bool { [.animator, .interactionController].contains(callback.spec.returns) }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.spec.returns {
        case .animator: animator.map { .receiver($0) } ?? .nothing
        case .interactionController: interactor.map { .receiver($0) } ?? .nothing
        default: .nothing
        }
    }
}

@Suite("Custom and interactive transitions (X1-X6)")
struct CustomTransitionTests {
    /// A navigation controller on screen with Home at its root; the trace marked.
    func navigation(_ app: App) throws -> (NavigationController, ViewController) {
        let home = ViewController(app: app, name: "Home")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: home)
        try app.window.setRootViewController(nav)
        try app.run()
        app.mark()
        return (nav, home)
    }

    func appearance(_ app: App) -> [String] {
        app.recent.filter { ($0.contains("ppear") && !$0.contains("IsAppearing")) || $0.contains("Slide") || $0.contains("Delegate")
            || $0.contains("Pan") || $0.contains("Parent") }
    }

    @Test("X1: a presentation and its dismissal run by the transitioning delegate's animator, in the animator's time")
    func presentation() throws {
        let app = App()
        let root = try onScreen(app)
        let card = ViewController(app: app, name: "Card")
        card.modalPresentationStyle = .fullScreen
        let animator = SlideAnimator(duration: 0.5)
        let delegate = Transitions(animator)
        card.transitioningDelegate = delegate
        var completed = false
        root.present(card, animated: true) { completed = true }
        try app.advance(by: 0.3)
        #expect(card.appearState == .appearing)
        #expect(!completed)
        try app.advance(by: 0.2)
        #expect(completed)
        #expect(animator.ended == [true])
        #expect(appearance(app) == [
            "Delegate animationControllerForPresented(Card, Root, Root)", "Delegate interactionControllerForPresentation(Slide)",
            "Slide transitionDuration",
            "Root viewWillDisappear(true)", "Card viewWillAppear(true)", "Slide animateTransition",
            "Root viewDidDisappear(true)", "Card viewDidAppear(true)", "Slide animationEnded(true)",
        ])
        app.mark()
        card.dismiss(animated: true, completion: nil)
        try app.settle()
        #expect(root.presentedViewController == nil)
        #expect(appearance(app) == [
            "Delegate animationControllerForDismissed(Card)", "Delegate interactionControllerForDismissal(Slide)", "Slide transitionDuration",
            "Card viewWillDisappear(true)", "Root viewWillAppear(true)", "Slide animateTransition",
            "Card viewDidDisappear(true)", "Root viewDidAppear(true)", "Slide animationEnded(true)",
        ])
        #expect(app.trace.sinceMark.first?.rule == .X1)
    }

    @Test("X2: a push and a pop run by the navigation delegate's animator")
    func navigationAnimator() throws {
        let app = App()
        let (nav, _) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        let delegate = Transitions(SlideAnimator(duration: 0.5))
        nav.delegate = delegate
        try nav.pushViewController(detail, animated: true)
        try app.advance(by: 0.35)
        #expect(nav.isTransitioning)
        try app.advance(by: 0.15)
        #expect(!nav.isTransitioning)
        #expect(appearance(app) == [
            "Detail willMoveToParent(Nav)", "Delegate animationControllerFor(push, Home, Detail)", "Delegate interactionControllerFor(Slide)",
            "Slide transitionDuration",
            "Home viewWillDisappear(true)", "Detail viewWillAppear(true)", "Slide animateTransition",
            "Home viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)", "Slide animationEnded(true)",
        ])
        app.mark()
        nav.popViewController(animated: true)
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home"])
        #expect(app.recent.contains("Delegate animationControllerFor(pop, Detail, Home)"))
    }

    @Test("X3: an animator that never completes leaves the transition pending, and the end-of-scenario lint says so")
    func pending() throws {
        let app = App()
        let (nav, home) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        let delegate = Transitions(SlideAnimator("Stuck", completes: false))
        nav.delegate = delegate
        try nav.pushViewController(detail, animated: true)
        try app.settle()
        #expect(nav.isTransitioning)
        #expect(detail.appearState == .appearing && home.appearState == .disappearing)
        #expect(detail.transitionCoordinator != nil)
        app.lintAtEnd()
        #expect(app.lintEvents.map(\.text).contains(
            "Nav lint: the transition from Home to Detail never completed: its animator Stuck never called completeTransition"))
        #expect(app.lintEvents.contains { $0.rule == .X3 })
    }

    @Test("S5: a dismissal while the presentation runs is refused with UIKit's warning")
    func dismissDuringPresentation() throws {
        let app = App()
        let root = try onScreen(app)
        let card = ViewController(app: app, name: "Card")
        root.present(card, animated: true, completion: nil)
        card.dismiss(animated: true, completion: nil)
        #expect(app.recent.last == "Root warning: Attempt to dismiss from view controller <Root> while a presentation or dismiss is in progress!")
        try app.settle()
        #expect(root.presentedViewController === card && card.appearState == .appeared)
    }

    @Test("X3: a second completeTransition is ignored with a warning; completing false undoes a presentation")
    func completingTwice() throws {
        let app = App()
        let root = try onScreen(app)
        let card = ViewController(app: app, name: "Card")
        let animator = SlideAnimator(completes: false)
        let delegate = Transitions(animator)
        card.transitioningDelegate = delegate
        root.present(card, animated: true, completion: nil)
        let context = try #require(animator.context)
        context.completeTransition(false)
        context.completeTransition(true)
        #expect(root.presentedViewController == nil)
        #expect(card.appearState == .disappeared)
        #expect(context.transitionWasCancelled)
        #expect(app.recent.contains("Root warning: completeTransition(true) was called again on a transition that already completed; it is ignored."))
    }

    @Test("X4: an interactive pop cancelled runs back and leaves the stack; finished, it pops")
    func interactivePop() throws {
        let app = App()
        let (nav, home) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: false)
        try app.run()
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        let animator = SlideAnimator(duration: 0.4)
        let delegate = Transitions(animator, pan)
        nav.delegate = delegate
        app.mark()
        nav.popViewController(animated: true)
        try app.advance(by: 2)
        #expect(home.view.presentationFrame.minX == 375)
        pan.update(0.5)
        #expect(home.view.presentationFrame.minX == 187.5)
        pan.update(.nan)
        #expect(pan.percentComplete == 0.5)
        pan.cancel()
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home", "Detail"])
        #expect(detail.parent === nav)
        #expect(animator.ended == [false])
        #expect(appearance(app) == [
            "Detail willMoveToParent(nil)", "Delegate animationControllerFor(pop, Detail, Home)", "Delegate interactionControllerFor(Slide)",
            "Slide transitionDuration", "Detail viewWillDisappear(true)", "Home viewWillAppear(true)",
            "Pan startInteractiveTransition", "Slide animateTransition",
            "Home viewWillDisappear(true)", "Detail viewWillAppear(true)",
            "Home viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)", "Slide animationEnded(false)",
        ])
        app.mark()
        nav.popViewController(animated: true)
        pan.update(0.75)
        pan.finish()
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home"])
        #expect(detail.parent == nil)
        #expect(animator.ended == [false, true])
    }

    @Test("X4: a cancelled setViewControllers puts the old stack back; a handler that completes the transition stops the turn back")
    func cancelledReplacement() throws {
        let app = App()
        let (nav, home) = try navigation(app)
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        try nav.pushViewController(first, animated: false)
        try app.run()
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        let delegate = Transitions(SlideAnimator(), pan)
        nav.delegate = delegate
        app.mark()
        try nav.setViewControllers([home, second], animated: true)
        #expect(nav.viewControllers.map(\.name) == ["Home", "Second"])
        pan.update(0.5)
        pan.cancel()
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home", "First"])
        #expect(first.parent === nav && second.parent == nil)
        #expect(first.appearState == .appeared && second.appearState == .disappeared)
        #expect(app.recent.suffix(6).contains("First didMoveToParent(Nav)"))

        try nav.pushViewController(second, animated: true)
        let context = try #require(pan.context)
        context.coordinator.notifyWhenInteractionChanges { _ in context.completeTransition(false) }
        pan.cancel()
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Home", "First"])
        #expect(first.appearState == .appeared && second.appearState == .disappeared && second.pendingTransition == nil)
    }

    @Test("X5: the coordinator during a push, an interactive transition and a size transition")
    func coordinator() throws {
        let app = App()
        let (nav, home) = try navigation(app)
        #expect(home.transitionCoordinator == nil)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: true)
        let coordinator = try #require(detail.transitionCoordinator)
        #expect(home.transitionCoordinator === coordinator && nav.transitionCoordinator === coordinator)
        #expect(coordinator.transitionDuration == NavigationController.transitionDuration)
        #expect(coordinator.viewController(forKey: .to) === detail)
        var events: [String] = []
        coordinator.animateAlongsideTransition({ _ in events.append("alongside") }, completion: { c in events.append("done \(c.isCancelled)") })
        coordinator.notifyWhenInteractionChanges { _ in events.append("never") }
        try app.settle()
        #expect(events == ["alongside", "done false"])
        #expect(detail.transitionCoordinator == nil)

        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        let delegate = Transitions(SlideAnimator(), pan)
        nav.delegate = delegate
        events = []
        nav.popViewController(animated: true)
        let interactive = try #require(home.transitionCoordinator)
        #expect(interactive.isInteractive && interactive.initiallyInteractive)
        interactive.notifyWhenInteractionChanges { c in events.append("interaction \(c.isCancelled) \(c.percentComplete) \(home.appearState)") }
        interactive.animateAlongsideTransition(nil) { c in events.append("done \(c.isCancelled)") }
        pan.update(0.25)
        pan.cancel()
        try app.settle()
        #expect(events == ["interaction true 0.25 appearing", "done true"])
        #expect(!interactive.isInteractive && interactive.initiallyInteractive)

        try app.setSize(Size(width: 667, height: 375), animated: true)
        #expect(detail.transitionCoordinator?.transitionDuration == 0.4)
        try app.settle()
        #expect(detail.transitionCoordinator == nil)
    }

    @Test("X6: a container's own transition between children, driven by an interaction and cancelled, then completed")
    func container() throws {
        let app = App()
        let root = try onScreen(app)
        let first = ViewController(app: app, name: "First")
        let second = ViewController(app: app, name: "Second")
        try contain(first, in: root)
        try app.run()
        try root.addChild(second)
        app.mark()
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        var outcomes: [Bool] = []
        try root.transition(from: first, to: second, animator: SlideAnimator(duration: 0.3), interactor: pan) { outcomes.append($0) }
        #expect(second.view.superview === root.view)
        pan.update(0.2)
        pan.cancel()
        try app.settle()
        #expect(outcomes == [false])
        #expect(second.viewIfLoaded?.superview == nil && first.view.superview === root.view)
        #expect(first.appearState == .appeared && second.appearState == .disappeared)
        try root.transition(from: first, to: second, animator: SlideAnimator(duration: 0.3), interactor: nil) { outcomes.append($0) }
        try app.settle()
        #expect(outcomes == [false, true])
        #expect(first.viewIfLoaded?.superview == nil && second.appearState == .appeared)
        #expect(throws: EngineError.self) {
            try second.transition(from: first, to: root, animator: SlideAnimator(), interactor: nil, completion: nil)
        }
    }
}
