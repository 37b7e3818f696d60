/// Transitions between two children: rule N2.
extension ViewController {
    /// `transition(from:to:duration:options:animations:completion:)` (rule N2). Both must be
    /// children of the receiver. When the receiver is on screen, `from` begins disappearing
    /// and `to` begins appearing (animated when `duration > 0`); `to`'s view takes `from`'s frame in `from`'s
    /// superview, and `animations` runs. When the duration has passed, `from`'s view is
    /// removed, `from` ends (`viewDidDisappear`), `to` ends (`viewDidAppear`), then
    /// `completion(true)`. No `willMoveToParent`/`didMoveToParent`: the caller sends those.
    public func transition(from: ViewController, to: ViewController, duration: Double,
                           curve: AnimationCurve = .easeInOut, animations: (() -> Void)?,
                           completion: ((Bool) -> Void)?) throws(EngineError) {
        guard from.parent === self, to.parent === self, from !== to else {
            throw EngineError(
                name: "NSInvalidArgumentException",
                reason: "Children view controllers <\(from.name)> and <\(to.name)> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                rule: .N2)
        }
        let animated = duration > 0
        // Only a container on screen (or coming on screen) moves its children's appearance:
        // an off-screen one only swaps the views, and its own appearance reaches `to` later.
        let forwardsAppearance = appearState == .appeared || appearState == .appearing
        try runtime.withCause("\(name) transition from \(from.name) to \(to.name) (N2)", rule: .N2) { () throws(EngineError) in
            if forwardsAppearance {
                from.beginAppearanceTransition(false, animated: animated)
                to.beginAppearanceTransition(true, animated: animated)
            }
            let holder = from.view.superview ?? view
            to.view.frame = from.view.frame
            try holder.addSubview(to.view)
            let runtime = runtime
            runtime.animate(duration: duration, delay: 0, curve: curve, animations: { animations?() }) { finished in
                runtime.withCause("the transition from \(from.name) to \(to.name) ended (N2)", rule: .N2) {
                    from.view.removeFromSuperview()
                    if forwardsAppearance {
                        from.endAppearanceTransition()
                        to.endAppearanceTransition()
                    }
                    completion?(finished)
                }
            }
        }
    }
}
