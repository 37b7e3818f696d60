import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A slide as an app writes one: the incoming view slides in from the right, or, for a
/// dismissal, the outgoing one slides out, over `transitionDuration`; then the transition
/// completes unless the user cancelled it.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var heard: [String] = []
    /// Per transition: the from controller's initial frame, the to controller's final frame.
    var frames: [[CGRect]] = []
    /// Per custom presentation or dismissal: whether the from and the to view were handed out.
    var viewsHandedOut: [[Bool]] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        heard.append("duration")
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to) else { return }
        // As UIKit's header says, a nil view is one the animator must leave alone: a
        // presenter's view that the presentation does not take out of the window (rule X3).
        let fromView = transitionContext.view(forKey: .from), toView = transitionContext.view(forKey: .to)
        let style = transitionContext.presentationStyle
        if style == .custom { viewsHandedOut.append([fromView != nil, toView != nil]) }
        heard.append("animate \(from.title ?? "?") -> \(to.title ?? "?")\(style == .none ? "" : " style \(style.rawValue)")")
        #expect(transitionContext.isAnimated)
        #expect(transitionContext.targetTransform == .identity)
        #expect(transitionContext.initialFrame(for: to) == .zero)
        #expect(transitionContext.finalFrame(for: from) == .zero)
        let final = transitionContext.finalFrame(for: to)
        frames.append([transitionContext.initialFrame(for: from), final])
        let dismissing = from.presentingViewController === to
        if !dismissing, let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
        }
        UIView.animate(withDuration: 0.4, animations: {
            if dismissing, let fromView {
                fromView.frame = fromView.frame.offsetBy(dx: fromView.frame.width, dy: 0)
            } else if let toView {
                toView.frame = final
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { heard.append("ended \(transitionCompleted)") }
}

/// An app's delegate of every kind, giving ``SlideAnimator``s, and a percent-driven
/// interaction while `interaction` is set.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate, UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()
    var interaction: UIViewControllerInteractiveTransitioning?
    var asked: [String] = []
    /// Whether a `.custom` presentation gets a ``HalfCardPresentationController``, and the last one.
    var usesCard = false
    var card: HalfCardPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard usesCard else { return nil }
        let card = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        self.card = card
        return card
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("navigation \(operation == .push ? "push" : "pop") \(fromVC.title ?? "?") -> \(toVC.title ?? "?")")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        asked.append("navigation interaction \(animationController === animator)")
        return interaction
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("tab \(fromVC.title ?? "?") -> \(toVC.title ?? "?")")
        return animator
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("present \(presented.title ?? "?")")
        return animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("dismiss \(dismissed.title ?? "?")")
        return animator
    }
}

/// An interaction controller that drives its context by hand, as a gesture's handler does.
final class HandDrivenInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
}

/// An interaction controller that holds its context weakly, as Hero does.
final class WeakHandInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    weak var context: UIViewControllerContextTransitioning?
    var contexts: [ObjectIdentifier] = []
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        contexts.append(ObjectIdentifier(transitionContext))
    }
}

/// A controller with a title, as an app names its screens.
@MainActor
private func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// A "Root" controller on screen and a "Card" to present over it in `style`, whose
/// transitioning delegate is `transitions`.
@MainActor
private func cardOverRoot(_ app: App, _ style: UIModalPresentationStyle,
                          _ transitions: SlideTransitions) throws -> (root: UIViewController, card: UIViewController) {
    let root = try onScreen(app, screen("Root"))
    let card = screen("Card")
    card.modalPresentationStyle = style
    card.transitioningDelegate = transitions
    return (root, card)
}

/// A menu that answers its own transitioning delegate from an override of the getter and
/// refuses the setter, as jonkykong/SideMenu's navigation controller does (rule X1).
final class SelfTransitioningMenu: UIViewController {
    let transitions = SlideTransitions()
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { transitions }
        set {}
    }
}

/// A navigation controller on screen with an "Inbox" root, whose delegate is `transitions`.
@MainActor
private func inboxOnScreen(_ app: App, _ transitions: SlideTransitions) throws -> UINavigationController {
    let nav = UINavigationController(rootViewController: screen("Inbox"))
    nav.delegate = transitions
    return try onScreen(app, nav)
}

/// The full screen, and the bottom half a ``HalfCardPresentationController`` gives.
private let screenFrame = CGRect(x: 0, y: 0, width: 375, height: 667)
private let halfCardFrame = CGRect(x: 0, y: 333.5, width: 375, height: 333.5)

@MainActor
@Suite("StagehandUIKit: custom transitions (X1-X4, S14, S15)")
struct TransitionSurfaceTests {
    @Test("X2, S14: a navigation delegate's animator runs a push and a pop")
    func pushAndPop() throws {
        let app = App()
        let transitions = SlideTransitions()
        try app.withCurrent {
            let nav = try inboxOnScreen(app, transitions)
            let message = screen("Message")
            nav.pushViewController(message, animated: true)
            try app.settle()
            #expect(nav.topViewController === message)
            #expect(message.view.frame == screenFrame)
            #expect(app.recent == [
                "UIViewController#2 willMoveToParent(UINavigationController)",
                "SlideTransitions animationControllerFor(push, UIViewController, UIViewController#2)",
                "SlideTransitions interactionControllerFor(SlideAnimator)",
                "SlideAnimator transitionDuration", "UIViewController#2 loadView", "UIViewController#2 viewDidLoad",
                "UIViewController viewWillDisappear(true)", "UIViewController#2 viewWillAppear(true)",
                "SlideTransitions willShow(UIViewController#2, true)", "UIViewController#2 viewSafeAreaInsetsDidChange",
                "UIViewController#2 viewIsAppearing(true)", "SlideAnimator animateTransition",
                "UIViewController viewDidDisappear(true)", "UIViewController#2 viewDidAppear(true)",
                "UIViewController#2 didMoveToParent(UINavigationController)", "SlideTransitions didShow(UIViewController#2, true)",
                "SlideAnimator animationEnded(true)",
            ])
            #expect(app.rules(of: "SlideAnimator animateTransition") == [.X2])
            app.mark()
            nav.popViewController(animated: true)
            try app.settle()
            #expect(nav.viewControllers.count == 1)
            #expect(app.recent == [
                "UIViewController#2 willMoveToParent(nil)",
                "SlideTransitions animationControllerFor(pop, UIViewController#2, UIViewController)",
                "SlideTransitions interactionControllerFor(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController#2 viewWillDisappear(true)", "UIViewController viewWillAppear(true)",
                "SlideTransitions willShow(UIViewController, true)", "UIViewController viewIsAppearing(true)",
                "SlideAnimator animateTransition", "UIViewController#2 viewDidDisappear(true)", "UIViewController viewDidAppear(true)",
                "UIViewController#2 didMoveToParent(nil)", "SlideTransitions didShow(UIViewController, true)",
                "SlideAnimator animationEnded(true)",
            ])
        }
        #expect(transitions.asked == ["navigation push Inbox -> Message", "navigation interaction true",
                                      "navigation pop Message -> Inbox", "navigation interaction true"])
        #expect(transitions.animator.heard == ["duration", "animate Inbox -> Message", "ended true",
                                               "duration", "animate Message -> Inbox", "ended true"])
        #expect(transitions.animator.frames == [[screenFrame, screenFrame], [screenFrame, screenFrame]])
    }

    @Test("X5: transitionCoordinator is there from an animated push until it ends, for the pushed controller and its child")
    func coordinatorOfAPush() throws {
        let app = App()
        try app.withCurrent {
            let nav = try onScreen(app, UINavigationController(rootViewController: screen("Inbox")))
            let message = screen("Message"), child = screen("Child")
            message.addChild(child)
            #expect(message.transitionCoordinator == nil)
            nav.pushViewController(message, animated: true)
            let coordinator = try #require(message.transitionCoordinator)
            #expect(coordinator.isAnimated)
            #expect(child.transitionCoordinator != nil, "a child finds its parent's")
            var ended: [Bool] = []
            coordinator.animate(alongsideTransition: nil) { context in ended.append(context.isCancelled) }
            try app.settle()
            #expect(ended == [false])
            #expect(message.transitionCoordinator == nil)
        }
    }

    @Test("X1: a transitioning delegate's animator presents and dismisses full screen")
    func presentAndDismiss() throws {
        let app = App()
        let transitions = SlideTransitions()
        try app.withCurrent {
            let (root, card) = try cardOverRoot(app, .fullScreen, transitions)
            var presented = false
            root.present(card, animated: true) { presented = true }
            try app.settle()
            #expect(presented)
            #expect(root.presentedViewController === card)
            #expect(app.recent == [
                "SlideTransitions animationControllerForPresented(UIViewController#2, UIViewController, UIViewController)",
                "SlideTransitions interactionControllerForPresentation(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController viewWillDisappear(true)", "UIViewController#2 loadView", "UIViewController#2 viewDidLoad",
                "UIViewController#2 viewWillAppear(true)", "SlideAnimator animateTransition",
                "UIViewController#2 viewSafeAreaInsetsDidChange", "UIViewController#2 viewIsAppearing(true)",
                "UIViewController viewDidDisappear(true)", "UIViewController#2 viewDidAppear(true)", "SlideAnimator animationEnded(true)",
            ])
            #expect(app.rules(of: "SlideAnimator animateTransition") == [.X1])
            app.mark()
            card.dismiss(animated: true)
            try app.settle()
            #expect(root.presentedViewController == nil)
            #expect(app.recent == [
                "SlideTransitions animationControllerForDismissed(UIViewController#2)",
                "SlideTransitions interactionControllerForDismissal(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController#2 viewWillDisappear(true)", "UIViewController viewWillAppear(true)", "SlideAnimator animateTransition",
                "UIViewController viewIsAppearing(true)", "UIViewController#2 viewDidDisappear(true)", "UIViewController viewDidAppear(true)",
                "SlideAnimator animationEnded(true)",
            ])
        }
        #expect(transitions.asked == ["present Card", "dismiss Card"])
        #expect(transitions.animator.heard == ["duration", "animate Root -> Card style 0", "ended true",
                                               "duration", "animate Card -> Root style 0", "ended true"])
    }

    @Test("X1: an override of transitioningDelegate's getter is what a presentation and a dismissal ask, overFullScreen leaving the presenter be")
    func overriddenTransitioningDelegate() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, screen("Root"))
            let menu = SelfTransitioningMenu()
            menu.title = "Menu"
            menu.modalPresentationStyle = .overFullScreen
            app.mark()
            root.present(menu, animated: true)
            try app.settle()
            #expect(app.recent == [
                "SlideTransitions animationControllerForPresented(SelfTransitioningMenu, UIViewController, UIViewController)",
                "SlideTransitions interactionControllerForPresentation(SlideAnimator)", "SlideAnimator transitionDuration",
                "SelfTransitioningMenu loadView", "SelfTransitioningMenu viewDidLoad", "SelfTransitioningMenu viewWillAppear(true)",
                "SlideAnimator animateTransition", "SelfTransitioningMenu viewSafeAreaInsetsDidChange",
                "SelfTransitioningMenu viewIsAppearing(true)", "SelfTransitioningMenu viewDidAppear(true)", "SlideAnimator animationEnded(true)",
            ])
            app.mark()
            menu.dismiss(animated: true)
            try app.settle()
            #expect(app.recent == [
                "SlideTransitions animationControllerForDismissed(SelfTransitioningMenu)",
                "SlideTransitions interactionControllerForDismissal(SlideAnimator)", "SlideAnimator transitionDuration",
                "SelfTransitioningMenu viewWillDisappear(true)", "SlideAnimator animateTransition",
                "SelfTransitioningMenu viewDidDisappear(true)", "SlideAnimator animationEnded(true)",
            ])
            #expect(menu.transitions.asked == ["present Menu", "dismiss Menu"])
        }
    }

    @Test("X1, M1: the animator of a custom presentation gets its presentation controller's frame")
    func presentWithPresentationController() throws {
        let app = App()
        let transitions = SlideTransitions()
        transitions.usesCard = true
        try app.withCurrent {
            let (root, card) = try cardOverRoot(app, .custom, transitions)
            root.present(card, animated: true)
            try app.settle()
            #expect(card.view.frame == halfCardFrame)
            #expect(app.recent == [
                "SlideTransitions presentationControllerForPresented(UIViewController#2, UIViewController, UIViewController)",
                "HalfCardPresentationController shouldRemovePresentersView",
                "SlideTransitions animationControllerForPresented(UIViewController#2, UIViewController, UIViewController)",
                "SlideTransitions interactionControllerForPresentation(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController#2 loadView", "UIViewController#2 viewDidLoad", "UIViewController#2 viewWillAppear(true)",
                "HalfCardPresentationController presentationTransitionWillBegin", "HalfCardPresentationController presentedView",
                "HalfCardPresentationController frameOfPresentedViewInContainerView", "SlideAnimator animateTransition",
                "UIViewController#2 viewIsAppearing(true)", "UIViewController#2 viewDidAppear(true)",
                "HalfCardPresentationController presentationTransitionDidEnd(true)", "SlideAnimator animationEnded(true)",
            ])
            app.mark()
            card.dismiss(animated: true)
            try app.settle()
            #expect(root.presentedViewController == nil)
            #expect(app.recent == [
                "SlideTransitions animationControllerForDismissed(UIViewController#2)",
                "SlideTransitions interactionControllerForDismissal(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController#2 viewWillDisappear(true)", "HalfCardPresentationController dismissalTransitionWillBegin",
                "SlideAnimator animateTransition", "UIViewController#2 viewDidDisappear(true)",
                "HalfCardPresentationController dismissalTransitionDidEnd(true)", "SlideAnimator animationEnded(true)",
            ])
        }
        #expect(transitions.card?.events == ["willBegin", "didEnd(true)", "dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(transitions.animator.heard == ["duration", "animate Root -> Card style 4", "ended true",
                                               "duration", "animate Card -> Root style 4", "ended true"])
        #expect(transitions.animator.frames == [[screenFrame, halfCardFrame], [halfCardFrame, screenFrame]])
        // Rule X3: the presenter's view, which the card leaves in place, is not handed out.
        #expect(transitions.animator.viewsHandedOut == [[false, true], [true, false]])
    }

    @Test("S15, X6: a tab bar delegate's animator runs a tab switch")
    func tabSwitch() throws {
        let app = App()
        let transitions = SlideTransitions()
        try app.withCurrent {
            let tabs = UITabBarController()
            let feed = screen("Feed"), settings = screen("Settings")
            tabs.viewControllers = [feed, settings]
            tabs.delegate = transitions
            _ = try onScreen(app, tabs)
            let engine = try #require(tabs.engineController as? TabBarController)
            try engine.userSelect(index: 1)                  // the user's tap: UIKit has no API for it
            try app.settle()
            #expect(tabs.selectedViewController === settings)
            #expect(app.recent == [
                "SlideTransitions shouldSelect(UIViewController#2)",
                "SlideTransitions animationControllerForTransition(UIViewController, UIViewController#2)",
                "SlideTransitions interactionControllerFor(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController viewWillDisappear(true)", "UIViewController#2 loadView", "UIViewController#2 viewDidLoad",
                "UIViewController#2 viewWillAppear(true)", "SlideAnimator animateTransition", "SlideTransitions didSelect(UIViewController#2)",
                "UIViewController#2 viewSafeAreaInsetsDidChange", "UIViewController#2 viewIsAppearing(true)",
                "UIViewController viewDidDisappear(true)", "UIViewController#2 viewDidAppear(true)", "SlideAnimator animationEnded(true)",
            ])
            #expect(app.rules(of: "SlideAnimator animateTransition") == [.X6])
        }
        #expect(transitions.asked == ["tab Feed -> Settings"])
        #expect(transitions.animator.heard == ["duration", "animate Feed -> Settings", "ended true"])
    }

    @Test("X4: a UIPercentDrivenInteractiveTransition drives a pop, cancelled then finished")
    func interactivePop() throws {
        let app = App()
        let transitions = SlideTransitions()
        try app.withCurrent {
            let nav = try inboxOnScreen(app, transitions)
            let message = screen("Message")
            nav.pushViewController(message, animated: false)
            try app.settle()
            app.mark()
            let begin = [
                "UIViewController#2 willMoveToParent(nil)",
                "SlideTransitions animationControllerFor(pop, UIViewController#2, UIViewController)",
                "SlideTransitions interactionControllerFor(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController#2 viewWillDisappear(true)", "UIViewController viewWillAppear(true)",
                "SlideTransitions willShow(UIViewController, true)", "UIViewController viewIsAppearing(true)",
                "UIPercentDrivenInteractiveTransition startInteractiveTransition", "SlideAnimator animateTransition",
            ]
            for finishing in [false, true] {
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.completionSpeed = 2
                transitions.interaction = interaction
                nav.popViewController(animated: true)
                #expect(interaction.duration == 0.4)
                interaction.update(-1)                       // below 0 counts as 0
                #expect(interaction.percentComplete == 0)
                interaction.update(0.5)
                #expect(interaction.percentComplete == 0.5)
                #expect(interaction.wantsInteractiveStart && interaction.completionCurve == .easeInOut)
                if finishing { interaction.finish() } else { interaction.cancel() }
                try app.settle()
                if finishing {
                    #expect(nav.viewControllers.count == 1)
                    #expect(app.recent == begin + [
                        "UIViewController#2 viewDidDisappear(true)", "UIViewController viewDidAppear(true)",
                        "UIViewController#2 didMoveToParent(nil)", "SlideTransitions didShow(UIViewController, true)",
                        "SlideAnimator animationEnded(true)",
                    ])
                } else {
                    // Cancelled: the pop turns back, the message stays on top, and no didShow.
                    #expect(nav.topViewController === message)
                    #expect(app.recent == begin + [
                        "UIViewController viewWillDisappear(true)", "UIViewController#2 viewWillAppear(true)",
                        "UIViewController viewDidDisappear(true)", "UIViewController#2 viewIsAppearing(true)",
                        "UIViewController#2 viewDidAppear(true)", "UIViewController#2 didMoveToParent(UINavigationController)",
                        "SlideAnimator animationEnded(false)",
                    ])
                    #expect(app.rules(of: "startInteractiveTransition") == [.X4])
                }
                app.mark()
            }
        }
        #expect(transitions.animator.heard == ["duration", "animate Message -> Inbox", "ended false",
                                               "duration", "animate Message -> Inbox", "ended true"])
    }

    @Test("X4: an interaction controller of its own drives a presentation through its context")
    func handDrivenPresentation() throws {
        let app = App()
        let transitions = SlideTransitions()
        let hand = HandDrivenInteraction()
        transitions.interaction = hand
        try app.withCurrent {
            let (root, card) = try cardOverRoot(app, .fullScreen, transitions)
            var presented = false
            root.present(card, animated: true) { presented = true }
            let context = try #require(hand.context)
            #expect(context.isInteractive)
            #expect(context.viewController(forKey: .to) === card)
            #expect(context.containerView === card.view.superview)
            context.updateInteractiveTransition(0.3)
            context.finishInteractiveTransition()
            #expect(!context.isInteractive)
            try app.settle()
            #expect(!presented)                              // pending: the animator was never asked to animate
            context.completeTransition(true)
            try app.settle()
            #expect(presented)
            #expect(!context.transitionWasCancelled)
            #expect(app.recent == [
                "SlideTransitions animationControllerForPresented(UIViewController#2, UIViewController, UIViewController)",
                "SlideTransitions interactionControllerForPresentation(SlideAnimator)", "SlideAnimator transitionDuration",
                "UIViewController viewWillDisappear(true)", "UIViewController#2 loadView", "UIViewController#2 viewDidLoad",
                "UIViewController#2 viewWillAppear(true)", "HandDrivenInteraction startInteractiveTransition",
                "UIViewController#2 viewSafeAreaInsetsDidChange", "UIViewController#2 viewIsAppearing(true)",
                "UIViewController viewDidDisappear(true)", "UIViewController#2 viewDidAppear(true)", "SlideAnimator animationEnded(true)",
            ])
        }
        #expect(transitions.animator.heard == ["duration", "ended true"])
    }

    @Test("X3: the context is one object, kept by the transition until it completes: a weak reference to it finishes the transition")
    func contextKeptUntilCompletion() throws {
        let app = App()
        let transitions = SlideTransitions()
        let hand = WeakHandInteraction()
        transitions.interaction = hand
        try app.withCurrent {
            let (root, card) = try cardOverRoot(app, .fullScreen, transitions)
            var presented = false
            root.present(card, animated: true) { presented = true }
            try app.settle()
            #expect(hand.context != nil)
            hand.context?.updateInteractiveTransition(0.5)
            hand.context?.finishInteractiveTransition()
            #expect(hand.contexts.count == 1 && hand.context.map(ObjectIdentifier.init) == hand.contexts.first)
            hand.context?.completeTransition(true)
            try app.settle()
            #expect(presented)
            #expect(hand.context == nil)
        }
    }
}
