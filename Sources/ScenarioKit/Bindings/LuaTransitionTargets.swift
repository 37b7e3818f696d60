import HeadlessUIKit
import LuaBridge

/// A custom transition's animator written in Lua (rules X1-X3): a table with
/// `transitionDuration(ctx)` and `animateTransition(ctx)`, and optionally
/// `animationEnded(completed)`, traced under its `name` (else `animator`). A script's
/// mistakes become the pending error.
final class LuaAnimator: LuaMethodTarget, AnimatedTransitioning {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "animator")
    }

    var animatorName: String? { traceName }
    var implementsAnimationEnded: Bool { implements(.animationEnded) }

    func transitionDuration(_ context: TransitionContext) -> Double {
        guard let result = call(.transitionDuration, [.object(context)]) else { return 0 }
        guard let seconds = result.asDouble, seconds.isFinite, seconds >= 0 else {
            environment.state.setPendingError(LuaError(message: "\(traceName) transitionDuration must return a number of seconds (0 or more), got \(result.typeName)"))
            return 0
        }
        return seconds
    }

    func animateTransition(_ context: TransitionContext) { call(.animateTransition, [.object(context)]) }
    func animationEnded(_ completed: Bool) { call(.animationEnded, [.boolean(completed)]) }
}

/// An interaction controller written in Lua (rule X4): a table with
/// `startInteractiveTransition(ctx)`, which drives the context itself
/// (`ctx:updateInteractiveTransition(p)`, `finishInteractiveTransition()`,
/// `cancelInteractiveTransition()`).
final class LuaInteractionController: LuaMethodTarget, InteractiveTransitioning {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "interactionController")
    }

    func startInteractiveTransition(_ context: TransitionContext) { call(.startInteractiveTransition, [.object(context)]) }
}

extension LuaMethodTarget {
    /// Rules X1, X2: the animator a delegate's `question` returned: nil stays nil; a table
    /// with `transitionDuration` and `animateTransition` becomes a ``LuaAnimator``; anything
    /// else is the pending error, and the system's animation runs.
    func animator(_ result: LuaValue?, answering question: Callback.Name) -> AnimatedTransitioning? {
        LuaMethodTarget.animator(result, in: environment, what: "\(traceName) \(question.spec.luaName)")
    }

    /// Rule X4: the interaction controller a delegate's `question` returned: nil stays nil, a
    /// `PercentDrivenInteractiveTransition` is used as it is, a table with
    /// `startInteractiveTransition` becomes a ``LuaInteractionController``; anything else is
    /// the pending error, and the transition is not interactive.
    func interactionController(_ result: LuaValue?, answering question: Callback.Name) -> InteractiveTransitioning? {
        LuaMethodTarget.interactionController(result, in: environment, what: "\(traceName) \(question.spec.luaName)")
    }

    /// ``animator(_:answering:)`` for any value, `what` naming where it came from.
    static func animator(_ value: LuaValue?, in environment: ScenarioEnvironment, what: String,
                         verb: String = "must return") -> AnimatedTransitioning? {
        guard let value, !value.isNil else { return nil }
        guard case .table = value else {
            environment.state.setPendingError(LuaError(message: "\(what) \(verb) an animator (a table with transitionDuration and animateTransition) or nil, got \(value.typeName)"))
            return nil
        }
        let animator = LuaAnimator(value: value, environment: environment)
        let missing = [Callback.Name.transitionDuration, .animateTransition].filter { !animator.implements($0) }.map(\.spec.luaName)
        guard missing.isEmpty else {
            environment.state.setPendingError(LuaError(message: "the animator \(animator.traceName) from \(what) has no \(missing.joined(separator: " and ")) method"))
            return nil
        }
        return animator
    }

    /// ``interactionController(_:answering:)`` for any value.
    static func interactionController(_ value: LuaValue?, in environment: ScenarioEnvironment, what: String,
                                      verb: String = "must return") -> InteractiveTransitioning? {
        guard let value, !value.isNil else { return nil }
        if let driven = value.asObject(PercentDrivenInteractiveTransition.self) { return driven }
        guard case .table = value else {
            environment.state.setPendingError(LuaError(message: "\(what) \(verb) a PercentDrivenInteractiveTransition, a table with startInteractiveTransition, or nil, got \(value.typeName)"))
            return nil
        }
        let controller = LuaInteractionController(value: value, environment: environment)
        guard controller.implements(.startInteractiveTransition) else {
            environment.state.setPendingError(LuaError(message: "the interaction controller \(controller.traceName) from \(what) has no startInteractiveTransition method"))
            return nil
        }
        return controller
    }

    /// The Lua value of an animator the engine hands back to a delegate.
    static func luaValue(of animator: AnimatedTransitioning) -> LuaValue {
        (animator as? LuaAnimator)?.value ?? .nil
    }
}

/// A presented controller's transitioning delegate written in Lua (rule X1): any table (or
/// controller) with some of `animationControllerForPresented(presented, presenting, source)`,
/// `animationControllerForDismissed(dismissed)`, `interactionControllerForPresentation(animator)`
/// and `interactionControllerForDismissal(animator)`.
final class LuaTransitioningDelegate: LuaMethodTarget, TransitioningDelegate {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "transitioningDelegate")
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        animator(call(.animationControllerForPresented, [.object(presented), .object(presenting), .object(source)]),
                 answering: .animationControllerForPresented)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        animator(call(.animationControllerForDismissed, [.object(dismissed)]), answering: .animationControllerForDismissed)
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController(call(.interactionControllerForPresentation, [LuaMethodTarget.luaValue(of: animator)]),
                              answering: .interactionControllerForPresentation)
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController(call(.interactionControllerForDismissal, [LuaMethodTarget.luaValue(of: animator)]),
                              answering: .interactionControllerForDismissal)
    }
}

/// A navigation controller's delegate written in Lua (rule X2): any table (or controller)
/// with some of `animationControllerFor(nav, operation, fromVC, toVC)` and
/// `interactionControllerFor(nav, animationController)`.
final class LuaNavigationDelegate: LuaMethodTarget, NavigationControllerDelegate {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "delegate")
    }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        animator(call(.animationControllerFor, [.object(navigationController), .string(operation.rawValue), .object(from), .object(to)]),
                 answering: .animationControllerFor)
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController(call(.interactionControllerFor, [.object(navigationController), LuaMethodTarget.luaValue(of: animator)]),
                              answering: .interactionControllerFor)
    }
}
