/// Trait collections: rule E2.
extension ViewController {
    /// The traits in effect for this controller (rule E2): its parent's (with what the parent
    /// overrides for it), else its presenter's, else the window's; then its own
    /// ``traitOverrides``.
    ///
    /// Computed from the top down along the chain of parents and presenters, a bounded walk
    /// that visits each controller once (rule R3; rule S13 refuses the cycles it could meet).
    public var traitCollection: TraitCollection {
        let chain = Array(selfAndContainers("the traits' walk up the hierarchy"))
        var traits = runtime.display.windowTraits
        for (index, controller) in chain.enumerated().reversed() {
            if index + 1 < chain.count, let parent = controller.parent, parent === chain[index + 1] {
                traits = traits.overridden(by: parent.childTraitOverrides[ObjectIdentifier(controller)] ?? .unspecified)
            }
            traits = traits.overridden(by: controller.traitOverrides)
        }
        return traits
    }

    /// Rule E2: UIKit's `setOverrideTraitCollection(_:forChild:)`: `traits` (nil to remove
    /// them) override what `child` inherits from this controller. `child` must be a child of
    /// this controller (the exception's wording is Stagehand's: UIKit documents the
    /// requirement, not the error).
    public func setOverrideTraitCollection(_ traits: TraitCollection?, forChild child: ViewController) throws(EngineError) {
        guard child.parent === self else {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "\(child.name) is not a child of \(name): setOverrideTraitCollection:forChildViewController: needs a child", rule: .E2)
        }
        childTraitOverrides[ObjectIdentifier(child)] = traits
        runtime.updateTraits(from: child)
    }

    /// The traits this controller overrides for `child`, if any.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }

    /// Rule E2: iOS 17's `registerForTraitChanges(_:handler:)`: `handler(self, previous)` runs
    /// after `traitCollectionDidChange` whenever one of `traits` changes. Returns the id
    /// ``unregisterForTraitChanges(_:)`` takes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait],
                                        handler: @escaping (ViewController, TraitCollection) -> Void) -> Int {
        let id = (traitChangeHandlers.last?.id ?? 0) + 1
        traitChangeHandlers.append(TraitChangeRegistration(id: id, traits: traits, handler: handler))
        return id
    }

    /// Removes a registration made by ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ id: Int) {
        traitChangeHandlers.removeAll { $0.id == id }
    }

    /// The traits in effect, from the traits of the controller above it when `known` has
    /// them (rule E2's computation, one level at a time), else from the whole chain.
    func traits(known: [ObjectIdentifier: TraitCollection]) -> TraitCollection {
        guard let up = parent ?? presentingController, var traits = known[ObjectIdentifier(up)] else { return traitCollection }
        if let parent, parent === up {
            traits = traits.overridden(by: parent.childTraitOverrides[ObjectIdentifier(self)] ?? .unspecified)
        }
        return traits.overridden(by: traitOverrides)
    }

    /// Rule E2: if the traits in effect (`current`, else computed now) differ from those last
    /// notified, sends `traitCollectionDidChange(previous)`, then runs the matching
    /// registered handlers. Returns whether it did.
    @discardableResult
    func notifyTraitChange(_ current: TraitCollection? = nil) -> Bool {
        let current = current ?? traitCollection
        guard current != notifiedTraits else { return false }
        let previous = notifiedTraits
        notifiedTraits = current
        send(.traitCollectionDidChange, .traits(previous), rule: .E2)
        let changed = current.changedTraits(from: previous)
        for registration in traitChangeHandlers where registration.traits.contains(where: changed.contains) {
            registration.handler(self, previous)
        }
        adaptToTraitChange(from: previous)
        return true
    }

    /// Rule E1: the base of the transition callbacks sends `callback` to the controller's
    /// ``transitionRecipients``, in order, then to the presented controller.
    func forwardTransition(_ callback: Callback) {
        let rule = runtime.recorder.rule(or: .E1)
        let recipients = transitionRecipients
        for child in recipients { child.hear(callback, rule: rule) }
        // A presented controller that is also a child (added after it was presented) hears
        // it once (rule R3: no controller is visited twice).
        if let presented = presentedController, !recipients.contains(where: { $0 === presented }) {
            presented.hear(callback, rule: rule)
        }
    }

    /// Sends a size or trait transition's `callback`; a size it tells is the size this
    /// controller has heard of (rule W4).
    func hear(_ callback: Callback, rule: Rule) {
        if let size = callback.size("size") { heardSize = size }
        send(callback, rule: rule)
    }
}

extension Runtime {
    /// Rule E2: tells `root` and every controller below it (children in order, then the
    /// presented controller; parents before children) whose traits changed.
    ///
    /// Each controller's traits come from those of the controller above it, computed just
    /// before in the same walk, so the walk is linear in the controllers it visits; a
    /// controller that is told of a change may have changed anything (a script's override),
    /// so after one the traits are computed afresh (rule R3: no walk up for every controller
    /// of a deep hierarchy that is moved without changing its traits).
    func updateTraits(from root: ViewController) {
        var stack = [root]
        var visited = Set<ObjectIdentifier>()
        var known: [ObjectIdentifier: TraitCollection] = [:]     // looked up, never iterated
        while let controller = stack.popLast(), fault == nil {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            charge()    // rule R3
            let current = controller.traits(known: known)
            if controller.notifyTraitChange(current) {
                known.removeAll()
            } else {
                known[ObjectIdentifier(controller)] = current
            }
            if let presented = controller.presentedController { stack.append(presented) }
            stack.append(contentsOf: controller.children.reversed())
        }
    }
}
