extension Runtime {
    /// Rule A5's visit, shared with the table's re-show (rule T6): the controllers whose
    /// views are `view` or inside it, top-down, that no container will reach, get
    /// `beginAppearanceTransition(appearing, false)`; with `deferEnd`, the matching end runs
    /// after the next commit.
    func sendAppearanceHooks(for view: View, appearing: Bool, deferEnd: Bool, root: ViewController?, cause: String, rule: Rule = .A5) {
        var controllers: [ViewController] = []
        view.forEachInSubtree { current in
            if let owner = current.viewController, owner.viewIfLoaded === current {
                controllers.append(owner)
            }
        }
        for controller in controllers where receivesHook(controller, enteringWith: view, appearing: appearing, root: root) {
            if let pending = controller.pendingTransition, pending.isAppearing == appearing {
                continue  // already begun in this direction by a script, container or transition
            }
            withCause("\(object: controller.name)'s view \(cause)", rule: rule) {
                controller.beginAppearanceTransition(appearing, animated: false)
            }
            if deferEnd { deferAppearanceEnd(of: controller, rule: rule) }
        }
    }

    /// Rule A5's deferred end: `controller`'s `endAppearanceTransition` runs after the next
    /// commit, unless a begin in the other direction interrupts its transition first.
    func deferAppearanceEnd(of controller: ViewController, rule: Rule) {
        let token = runLoop.makeToken()
        controller.deferredEndToken = token
        runLoop.afterCommit.append(RunLoop.DeferredEnd(controller: controller, token: token, rule: rule))
    }

    private func receivesHook(_ controller: ViewController, enteringWith view: View, appearing: Bool, root: ViewController?) -> Bool {
        if controller === root { return true }
        if let parent = controller.parent {
            guard parent.forwardsAppearanceAutomatically else { return false }
            guard let parentView = parent.viewIfLoaded, parentView.isDescendant(of: view) else { return true }
            // The parent's forwarding reaches the child, unless the parent was already in this
            // transition before the child's view was inside it (a table that lays out a cell
            // while a push takes it away): then the child was never forwarded to, and the
            // pending check of the caller leaves out those that were.
            return parent.pendingTransition?.isAppearing == appearing
        }
        return controller.viewIfLoaded === view
    }
}
