/// Appearance transitions: rules A2-A4.
extension ViewController {
    /// Whether begins and ends are forwarded to children (rule A4): a script's answer first,
    /// else the ``surface``'s, else ``shouldAutomaticallyForwardAppearanceMethods``.
    public var forwardsAppearanceAutomatically: Bool {
        runtime.dispatcher.overrides?.automaticallyForwardsAppearance(self)
            ?? surface?.forwardsAppearanceAutomatically
            ?? shouldAutomaticallyForwardAppearanceMethods
    }

    /// Rule A2. A begin with nothing pending, or against the pending direction, starts a
    /// transition at level 1 (dropping a deferred window-hook end, rule A5), loads the view,
    /// and sends `viewWillAppear`/`viewWillDisappear` when the state allows (rule A1); a
    /// begin in the pending direction raises the level. Then it is forwarded (rule A4).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if var pending = pendingTransition, pending.isAppearing == isAppearing {
            pending.level += 1
            pendingTransition = pending
        } else {
            pendingTransition = PendingTransition(isAppearing: isAppearing, animated: animated, level: 1)
            let interrupted = forwardedBegins.flatMap { $0 }
            forwardedBegins.removeAll()
            deferredEndToken = nil
            loadViewIfNeeded()
            if let next = appearState.afterBegin(appearing: isAppearing) {
                appearState = next
                hasSentViewIsAppearing = false  // a new appearance sends its own (rule A8)
                if isAppearing { catchUpOnSizeTransition() }    // rule W4
                send(isAppearing ? .viewWillAppear : .viewWillDisappear, .bool(animated), rule: runtime.recorder.rule(or: .A2))
            }
            forwardBegin(isAppearing, animated: animated)
            endOrphanedBegins(interrupted, direction: !isAppearing)
            return
        }
        forwardBegin(isAppearing, animated: animated)
    }

    /// Rule A4, on an interruption: children that got the interrupted transition's begins
    /// but not the new one (their views left this one's) would never get the matching ends;
    /// they get them now, once per begin, if they are still in that transition.
    private func endOrphanedBegins(_ children: [ViewController], direction: Bool) {
        let reached = forwardedBegins.last ?? []
        for child in children where !reached.contains(where: { $0 === child }) {
            guard child.pendingTransition?.isAppearing == direction else { continue }
            runtime.withCause("\(object: name)'s transition was interrupted; \(child.name) is no longer in its view (A4)", rule: .A4) {
                child.endAppearanceTransition()
            }
        }
    }

    /// Rule A3. With nothing pending: UIKit's unbalanced-calls warning. Otherwise the level
    /// drops; at 0, `appearing` becomes `appeared` (`viewDidAppear`) and `disappearing`
    /// becomes `disappeared` (`viewDidDisappear`). Then the end goes to exactly the children
    /// that got the matching begin (rule A4).
    public func endAppearanceTransition() {
        guard var pending = pendingTransition else {
            runtime.warn(name, "Unbalanced calls to begin/end appearance transitions for \(name).", rule: .A3)
            return
        }
        pending.level -= 1
        let recipients = forwardedBegins.popLast() ?? []
        if pending.level > 0 {
            pendingTransition = pending
        } else {
            pendingTransition = nil
            deferredEndToken = nil
            if let next = appearState.afterEnd {
                if next == .appeared { sendViewIsAppearingIfDue(animated: pending.animated) }
                appearState = next
                send(next == .appeared ? .viewDidAppear : .viewDidDisappear, .bool(pending.animated), rule: runtime.recorder.rule(or: .A3))
            }
        }
        for child in recipients {
            runtime.withCause("\(object: name) forwarded the end of its appearance transition (A4)", rule: .A4) {
                child.endAppearanceTransition()
            }
        }
    }

    /// Rule A8: `viewIsAppearing` goes once per appearance transition to a controller that is
    /// `appearing` with its view in the window, at the first of the start of its view's
    /// layout (before `viewWillLayoutSubviews`) and its `viewDidAppear` (just before it). A
    /// view that is never in the window during the transition does not get it.
    func sendViewIsAppearingIfDue(animated: Bool? = nil) {
        guard appearState == .appearing, !hasSentViewIsAppearing, viewIfLoaded?.window != nil else { return }
        hasSentViewIsAppearing = true
        notifySafeAreaChange()        // its safe area is up to date when it hears it (rule E3)
        send(.viewIsAppearing, .bool(animated ?? pendingTransition?.animated ?? false), rule: .A8)
    }

    /// Rule A4: after its own callback, a controller that forwards automatically passes the
    /// begin to every child whose view is loaded and inside its view, in `children` order.
    private func forwardBegin(_ isAppearing: Bool, animated: Bool) {
        var recipients: [ViewController] = []
        if forwardsAppearanceAutomatically, let ownView = viewIfLoaded {
            recipients = children.filter { $0.viewIfLoaded?.isDescendant(of: ownView) == true }
        }
        forwardedBegins.append(recipients)
        for child in recipients {
            runtime.withCause("\(object: name) forwarded its appearance transition (A4)", rule: .A4) {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }
}
