/// The actions a container may handle for the controllers inside it (rule S11).
public enum ShowAction: String, Sendable, CaseIterable {
    /// `show(_:sender:)`: a navigation controller pushes.
    case show
    /// `showDetailViewController(_:sender:)`: a split view controller shows a detail.
    case showDetail
}

/// What a segue does once prepared (rules S11, S12).
public enum SegueKind {
    /// A show segue: ``ViewController/show(_:animated:)``.
    case show(ViewController)
    /// A show-detail segue: ``ViewController/showDetailViewController(_:animated:)``.
    case showDetail(ViewController)
    /// A modal segue: ``ViewController/present(_:animated:completion:)``.
    case present(ViewController)
    /// An unwind segue to the controller that answers for the action method `action`.
    case unwind(action: String)
}

/// Showing through the nearest container (rule S11) and segues (rules S11, S12).
extension ViewController {
    /// Rule S11: the controller that handles `action`: this one or the first one up its
    /// parents (then its presenter) whose ``handles(_:)`` is true; nil when none does.
    public func targetViewController(forAction action: ShowAction) -> ViewController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if controller.handles(action) { return controller }
            candidate = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Rule S11: shows `controller` through the nearest controller that handles `show` (a
    /// navigation controller pushes it); with none, this controller presents it.
    public func show(_ controller: ViewController, animated: Bool = true) {
        route(.show, controller, animated: animated)
    }

    /// Rule S11: shows `controller` as a detail through the nearest controller that handles
    /// `showDetail`; with none, this controller presents it.
    public func showDetailViewController(_ controller: ViewController, animated: Bool = true) {
        route(.showDetail, controller, animated: animated)
    }

    private func route(_ action: ShowAction, _ controller: ViewController, animated: Bool) {
        runtime.withCause("\(name) \(action.rawValue) \(controller.name) (S11)", rule: .S11) {
            let target = targetViewController(forAction: action)
            if let target { target.perform(action, showing: controller, animated: animated) }
            else { present(controller, animated: animated, completion: nil) }
        }
    }

    /// Rules S11 and S12: performs the segue `identifier` from this controller. Triggered by
    /// the storyboard (`askFirst`), `shouldPerformSegue` may refuse it. Then `prepareForSegue`
    /// and the segue's action: show, show detail, present; an unwind segue finds its
    /// destination first (``unwindDestination(for:sender:)``). Returns whether it ran; an
    /// unwind segue with no destination does nothing.
    @discardableResult
    public func performSegue(_ identifier: String, kind: SegueKind, sender: ViewController? = nil,
                             animated: Bool = true, askFirst: Bool = true) -> Bool {
        let rule: Rule = if case .unwind = kind { .S12 } else { .S11 }
        return runtime.withCause("\(name) performSegue \(identifier) (\(rule.rawValue))", rule: rule) {
            if askFirst, send(.shouldPerformSegue, .string(identifier), .controller(sender), rule: rule).flag == false {
                return false
            }
            switch kind {
            case .show(let destination), .showDetail(let destination), .present(let destination):
                var segue = Segue(identifier: identifier, source: self, destination: destination)
                segue.animated = animated
                send(.prepareForSegue, .segue(segue), rule: rule)
                switch kind {
                case .show: show(destination, animated: animated)
                case .showDetail: showDetailViewController(destination, animated: animated)
                default: present(destination, animated: animated, completion: nil)
                }
                return true
            case .unwind(let action):
                guard let (destination, stop) = unwindDestination(for: action, sender: sender) else { return false }
                var segue = Segue(identifier: identifier, source: self, destination: destination)
                segue.animated = animated
                unwind(segue, action: action, stop: stop)
                return true
            }
        }
    }

    /// Rule S12: the destination of an unwind segue with `action` from this controller, and
    /// the controller up the source's chain under which it was found. Up from the source
    /// through each parent (or, at the top of a hierarchy, its presenter), each stop searches
    /// its ``allowedChildrenForUnwinding(from:)`` (each child's own children first, then the
    /// child), then asks itself `canPerformUnwindSegueAction`.
    public func unwindDestination(for action: String, sender: ViewController?) -> (ViewController, ViewController)? {
        var from: ViewController = self
        while let stop = from.parent ?? from.presentingViewController {
            for child in stop.allowedChildrenForUnwinding(from: self) {
                if let found = child.searchUnwind(action, source: self, sender: sender) { return (found, stop) }
            }
            if stop.canUnwind(action, source: self, sender: sender) { return (stop, stop) }
            from = stop
        }
        return nil
    }

    /// Searches this controller's subtree: its allowed children first, then itself.
    private func searchUnwind(_ action: String, source: ViewController, sender: ViewController?) -> ViewController? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.searchUnwind(action, source: source, sender: sender) { return found }
        }
        return canUnwind(action, source: source, sender: sender) ? self : nil
    }

    private func canUnwind(_ action: String, source: ViewController, sender: ViewController?) -> Bool {
        send(.canPerformUnwindSegueAction, .string(action), .controller(source), .controller(sender), rule: .S12).flag == true
    }

    /// Rule S12: the unwind itself: `prepareForSegue` on the source, the destination's action
    /// method (`unwindAction`), the presentations between the source and `stop` dismissed
    /// (innermost first), then each container from `stop` down to the destination sent
    /// `unwindForSegue` towards its child on the way (a navigation controller pops to it).
    private func unwind(_ segue: Segue, action: String, stop: ViewController) {
        send(.prepareForSegue, .segue(segue), rule: .S12)
        segue.destination.send(.unwindAction, .string(action), .segue(segue), rule: .S12)
        var from: ViewController = self
        while from !== stop, let up = from.parent ?? from.presentingViewController {
            if from.parent == nil { up.dismiss(animated: segue.animated, completion: nil) }
            from = up
        }
        var path: [ViewController] = []
        var down: ViewController? = segue.destination
        while let controller = down, controller !== stop {
            path.append(controller)
            down = controller.parent
        }
        var container = stop
        for child in path.reversed() {
            container.send(.unwindForSegue, .segue(segue), .controller(child), rule: .S12)
            container = child
        }
    }

    /// Rule S12: the child of this controller that contains `controller` (through parents
    /// and presentations), or nil.
    public func childContaining(_ controller: ViewController) -> ViewController? {
        var candidate: ViewController? = controller
        while let current = candidate {
            if current.parent === self { return current }
            candidate = current.parent ?? current.presentingViewController
        }
        return nil
    }
}
