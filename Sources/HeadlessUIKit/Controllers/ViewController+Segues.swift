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
    /// parents (then its presenter) whose ``handles(_:)`` is true; nil when none does. The walk
    /// is bounded (rule R3).
    public func targetViewController(forAction action: ShowAction) -> ViewController? {
        selfAndContainers("the search for the controller that handles \(action.rawValue)").first { $0.handles(action) }
    }

    /// Rule S11: shows `controller` through the nearest controller that handles `show` (a
    /// navigation controller pushes it); with none, this controller presents it. An error
    /// (rule S13) becomes the app's uncaught exception (rule V3), as UIKit's API throws
    /// nothing.
    public func show(_ controller: ViewController, animated: Bool = true) {
        uncaught { () throws(EngineError) in try checkedShow(controller, animated: animated) }
    }

    /// Rule S11: shows `controller` as a detail through the nearest controller that handles
    /// `showDetail`; with none, this controller presents it. An error (rule S13) becomes the
    /// app's uncaught exception (rule V3).
    public func showDetailViewController(_ controller: ViewController, animated: Bool = true) {
        uncaught { () throws(EngineError) in try checkedShowDetailViewController(controller, animated: animated) }
    }

    /// Rules S11 and S13: ``show(_:animated:)``, throwing UIKit's exception when the
    /// controller that handles it would be below `controller` (or be it), or when presenting
    /// it cannot be.
    public func checkedShow(_ controller: ViewController, animated: Bool = true) throws(EngineError) {
        try route(.show, controller, animated: animated)
    }

    /// Rules S11 and S13: ``showDetailViewController(_:animated:)``, throwing as
    /// ``checkedShow(_:animated:)`` does.
    public func checkedShowDetailViewController(_ controller: ViewController, animated: Bool = true) throws(EngineError) {
        try route(.showDetail, controller, animated: animated)
    }

    /// Runs `body`; its error becomes the app's uncaught exception (rule V3).
    func uncaught(_ body: () throws(EngineError) -> Void) {
        do { try body() } catch { runtime.app?.recordUncaughtException(error, subject: name) }
    }

    private func route(_ action: ShowAction, _ controller: ViewController, animated: Bool) throws(EngineError) {
        try runtime.withCause("\(object: name) \(action.rawValue) \(controller.name) (S11)", rule: .S11) { () throws(EngineError) in
            if let target = targetViewController(forAction: action) {
                // Rule S13: the target puts the controller under itself, so the controller
                // cannot be the target or above it.
                try target.checkCanAdopt(controller)
                target.perform(action, showing: controller, animated: animated)
            } else {
                try checkedPresent(controller, animated: animated, completion: nil)
            }
        }
    }

    /// Rules S11 and S12: performs the segue `identifier` from this controller, as
    /// ``checkedPerformSegue(_:kind:sender:animated:askFirst:)`` does; an error (rule S13)
    /// becomes the app's uncaught exception (rule V3) and the result is true.
    @discardableResult
    public func performSegue(_ identifier: String, kind: SegueKind, sender: ViewController? = nil,
                             animated: Bool = true, askFirst: Bool = true) -> Bool {
        do {
            return try checkedPerformSegue(identifier, kind: kind, sender: sender, animated: animated, askFirst: askFirst)
        } catch {
            runtime.app?.recordUncaughtException(error, subject: name)
            return true
        }
    }

    /// Rules S11 and S12: performs the segue `identifier` from this controller. Triggered by
    /// the storyboard (`askFirst`), `shouldPerformSegue` may refuse it. Then `prepareForSegue`
    /// and the segue's action: show, show detail, present, throwing what they throw (rule
    /// S13); an unwind segue finds its destination first
    /// (``unwindDestination(for:sender:)``). Returns whether it ran; an unwind segue with no
    /// destination does nothing.
    @discardableResult
    public func checkedPerformSegue(_ identifier: String, kind: SegueKind, sender: ViewController? = nil,
                                    animated: Bool = true, askFirst: Bool = true) throws(EngineError) -> Bool {
        let rule: Rule = if case .unwind = kind { .S12 } else { .S11 }
        return try runtime.withCause("\(object: name) performSegue \(identifier) (\(rule.rawValue))", rule: rule) { () throws(EngineError) -> Bool in
            if askFirst, send(.shouldPerformSegue, .string(identifier), .controller(sender), rule: rule).flag == false {
                return false
            }
            switch kind {
            case .show(let destination), .showDetail(let destination), .present(let destination):
                var segue = Segue(identifier: identifier, source: self, destination: destination)
                segue.animated = animated
                send(.prepareForSegue, .segue(segue), rule: rule)
                switch kind {
                case .show: try checkedShow(destination, animated: animated)
                case .showDetail: try checkedShowDetailViewController(destination, animated: animated)
                default: try checkedPresent(destination, animated: animated, completion: nil)
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
        var searched = Set<ObjectIdentifier>()      // rule R3: each controller is asked once; never iterated
        for stop in selfAndContainers("the unwind segue's search").dropFirst() {
            for child in stop.allowedChildrenForUnwinding(from: self) {
                if let found = child.searchUnwind(action, source: self, sender: sender, searched: &searched, depth: 1) {
                    return (found, stop)
                }
            }
            if searched.insert(ObjectIdentifier(stop)).inserted, stop.canUnwind(action, source: self, sender: sender) {
                return (stop, stop)
            }
        }
        return nil
    }

    /// Searches this controller's subtree: its allowed children first, then itself. A
    /// controller already searched is skipped, and the search goes no deeper than the
    /// hierarchy can be (rule R3).
    private func searchUnwind(_ action: String, source: ViewController, sender: ViewController?,
                              searched: inout Set<ObjectIdentifier>, depth: Int) -> ViewController? {
        guard runtime.fault == nil, searched.insert(ObjectIdentifier(self)).inserted else { return nil }
        guard depth <= Runtime.maxHierarchyDepth else {
            runtime.hierarchyWalkFailed(at: self, revisited: false, what: "the unwind segue's search")
            return nil
        }
        runtime.charge()
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.searchUnwind(action, source: source, sender: sender, searched: &searched, depth: depth + 1) {
                return found
            }
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
        var way: [ViewController] = []
        for controller in selfAndContainers("the unwind segue's way up") {
            way.append(controller)
            if controller === stop { break }
        }
        for (from, up) in zip(way, way.dropFirst()) where from.parent == nil {
            up.dismiss(animated: segue.animated, completion: nil)
        }
        var path: [ViewController] = []
        for controller in segue.destination.selfAndParents("the unwind segue's way down") {
            if controller === stop { break }
            path.append(controller)
        }
        var container = stop
        for child in path.reversed() {
            container.send(.unwindForSegue, .segue(segue), .controller(child), rule: .S12)
            container = child
        }
    }

    /// Rule S12: the child of this controller that contains `controller` (through parents
    /// and presentations), or nil. The walk is bounded (rule R3).
    public func childContaining(_ controller: ViewController) -> ViewController? {
        controller.selfAndContainers("the search for the child containing <\(controller.name)>").first { $0.parent === self }
    }
}
