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
        guard from.parent === self, to.parent === self, from !== to else {
            throw EngineError(
                name: "NSInvalidArgumentException",
                reason: "Children view controllers <\(from.name)> and <\(to.name)> must have a common parent view controller when calling \(ViewController.transitionSelector)",
                rule: .N2)
        }
        try checkForwardsAppearanceForTransition()
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
