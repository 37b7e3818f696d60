/// Transitions between two children: rule N2.
extension ViewController {
    /// `transition(from:to:duration:options:animations:completion:)` (rule N2). Both must be
    /// children of the receiver, and the receiver must forward appearance automatically;
    /// otherwise `NSInvalidArgumentException`. When the receiver is on screen, `from` begins
    /// disappearing and `to` begins appearing (animated when `duration > 0`); `to`'s view
    /// takes `from`'s frame in `from`'s superview, and `animations` runs. When the duration has passed, `from`'s view is
    /// removed, `from` ends (`viewDidDisappear`), `to` ends (`viewDidAppear`), then
    /// `completion(true)`. No `willMoveToParent`/`didMoveToParent`: the caller sends those.
    public func transition(from: ViewController, to: ViewController, duration: Double,
                           curve: AnimationCurve = .easeInOut, animations: (() -> Void)?,
                           completion: ((Bool) -> Void)?) throws(EngineError) {
        try transition(from: from, to: to, animator: nil, interactor: nil, duration: duration, curve: curve,
                       animations: animations, completion: completion)
    }

    /// Rule X6: the same transition run by a custom `animator` (and, when given, driven by
    /// `interactor`, rule X4) in `from`'s superview, instead of the system's animation of
    /// `duration`. When the animator completes, `from`'s view leaves (or, cancelled, `to`'s),
    /// both controllers end their appearance transitions, and `completion(completed)` runs.
    public func transition(from: ViewController, to: ViewController, animator: CallbackReceiver?,
                           interactor: CallbackReceiver?, duration: Double = 0, curve: AnimationCurve = .easeInOut,
                           animations: (() -> Void)? = nil, completion: ((Bool) -> Void)?) throws(EngineError) {
        guard from.parent === self, to.parent === self, from !== to else {
            throw EngineError(
                name: "NSInvalidArgumentException",
                reason: "Children view controllers <\(from.name)> and <\(to.name)> must have a common parent view controller when calling \(ViewController.transitionSelector)",
                rule: animator == nil ? .N2 : .X6)
        }
        try checkForwardsAppearanceForTransition()
        let system = SystemAnimator(duration: duration, curve: curve, animations: animations)
        let animated = animator != nil || duration > 0
        let rule: Rule = animator == nil ? .N2 : .X6
        // Only a container on screen (or coming on screen) moves its children's appearance,
        // and only when `from` is on screen with it: an off-screen container, or a `from` whose
        // view is not in the window yet (in a table cell not laid out), only swaps the views,
        // and the window's hooks (A5) give `to` its appearance when its view gets there.
        let onScreen: (AppearState) -> Bool = { $0 == .appeared || $0 == .appearing }
        let forwardsAppearance = onScreen(appearState) && onScreen(from.appearState)
        let holder = from.view.superview ?? view
        if let toView = to.viewIfLoaded, holder.isDescendant(of: toView) {
            throw EngineError(name: "NSInvalidArgumentException", reason: "Can't add self as subview", rule: .C4)
        }
        let context = TransitionContext(runtime: runtime, owner: self, from: from, to: to, containerView: holder, animated: animated,
                                        rule: rule, animator: animator, system: system, interactor: animator == nil ? nil : interactor)
        let runtime = runtime
        context.onComplete = { completed in
            runtime.withCause("the transition from \(from.name) to \(to.name) \(completed ? "ended" : "was cancelled") (\(rule.rawValue))", rule: rule) {
                (completed ? from : to).view.removeFromSuperview()
                if forwardsAppearance {
                    if completed {
                        from.endAppearanceTransition()
                        to.endAppearanceTransition()
                    } else {
                        to.endAppearanceTransition()
                        from.endAppearanceTransition()
                    }
                }
                completion?(completed && system.finished)
            }
        }
        runtime.withCause("\(object: name) transition from \(from.name) to \(to.name) (\(rule.rawValue))", rule: rule) {
            runtime.runControllerTransition(context, prepare: {
                if forwardsAppearance {
                    from.beginAppearanceTransition(false, animated: animated)
                    to.beginAppearanceTransition(true, animated: animated)
                }
            }, place: {
                // Without the container's begins, `to` appears by the window's hooks (A5),
                // and disappears by them too if the transition is cancelled.
                to.view.frame = from.view.frame
                try? holder.addSubview(to.view)
            })
        }
    }

    /// The name UIKit gives the method in its exceptions.
    static let transitionSelector = "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    /// Rule N2: UIKit's header says the transition "will fail with an
    /// NSInvalidArgumentException if ... the receiver explicitly forwards its appearance and
    /// rotation callbacks to its children", that is, when it does not forward them
    /// automatically. The reason's wording is Stagehand's, from that sentence.
    private func checkForwardsAppearanceForTransition() throws(EngineError) {
        guard !forwardsAppearanceAutomatically else { return }
        throw EngineError(
            name: "NSInvalidArgumentException",
            reason: "\(ViewController.transitionSelector) cannot be used by <\(name)>: it explicitly forwards its appearance callbacks to its children (shouldAutomaticallyForwardAppearanceMethods is NO)",
            rule: .N2)
    }
}
