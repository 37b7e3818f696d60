/// Rule W4: a controller covered during a size transition hears of it before it appears again.
extension ViewController {
    /// Called as this controller begins to appear: if the window's size is not the one it
    /// last heard of (or appeared at), it gets `viewWillTransitionToSize` with the window's
    /// size first, which its base forwards as rule E1 does. The coordinator is that of the
    /// transition bringing it back, else one that is not animated and completes on the next
    /// run-loop turn. The first appearance only notes the size.
    func catchUpOnSizeTransition() {
        let size = runtime.display.size
        guard let heard = heardSize, heard != size else {
            heardSize = size
            return
        }
        let coordinator = transitionCoordinator ?? runtime.instantCoordinator()
        runtime.withCause("\(object: name) missed a size transition while it was covered (W4)", rule: .W4) {
            hear(Callback(.viewWillTransitionToSize, .size(size), .coordinator(coordinator)), rule: .W4)
        }
    }
}

extension Runtime {
    /// A transition coordinator that is not animated, whose completions run on the next
    /// run-loop turn (rule E4's non-animated transition).
    func instantCoordinator() -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(duration: 0)
        coordinator.start()
        runLoop.mainQueue.append { coordinator.complete() }
        return coordinator
    }
}
