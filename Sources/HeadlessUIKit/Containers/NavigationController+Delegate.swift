/// The navigation controller's delegate told of the controllers it shows: rule S14.
extension NavigationController {
    /// Rule S14: `willShow(controller, animated)`, just after `controller`'s
    /// `viewWillAppear`, before its layout; `didShow` follows when it has appeared.
    func tellDelegateWillShow(_ controller: ViewController, animated: Bool) {
        delegateAwaitsDidShow = controller
        runtime.send(Callback(.willShowViewController, .controller(controller), .bool(animated)), to: delegate, from: self, rule: .S14)
    }

    /// Rule S14: `didShow(controller, animated)`, after `controller`'s `viewDidAppear` and the
    /// containment callbacks of the push or pop; only for the controller the delegate was told
    /// `willShow` of (a cancelled interactive pop gets none).
    func tellDelegateDidShow(_ controller: ViewController, animated: Bool) {
        guard delegateAwaitsDidShow === controller else { return }
        delegateAwaitsDidShow = nil
        delegateLastShown = controller
        runtime.send(Callback(.didShowViewController, .controller(controller), .bool(animated)), to: delegate, from: self, rule: .S14)
    }

    /// Rule S14: the navigation controller itself appears (it enters the window, or comes back
    /// from under a full-screen presentation). Once its top controller has begun appearing
    /// (rule A4), the delegate is told `willShow(top)`, and once it has appeared `didShow(top)`,
    /// unless the delegate was last told `didShow` of that same controller (**choice**: a
    /// navigation controller that shows the same top again says nothing; one whose stack
    /// changed off screen says that it shows the new top now).
    func tellDelegateOfOwnAppearance(_ isAppearing: Bool, ended: Bool, animated: Bool) {
        guard isAppearing, !isTransitioning, !isInteractivelyPopping, let top = topViewController else { return }
        if !ended {
            guard delegateLastShown !== top else { return }
            runtime.withCause("\(object: name) shows \(top.name) as it appears (S14)", rule: .S14) {
                tellDelegateWillShow(top, animated: animated)
            }
        } else if delegateAwaitsDidShow === top {
            runtime.withCause("\(object: name) appeared, showing \(top.name) (S14)", rule: .S14) {
                tellDelegateDidShow(top, animated: animated)
            }
        }
    }
}
