/// Containment: rules C1 and C2.
extension ViewController {
    /// The nearest controller of type `T` above this one (its parent, its parent's parent, ...),
    /// as UIKit's `navigationController`, `tabBarController` and `splitViewController` find
    /// theirs. The walk is bounded (rule R3).
    public func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        for controller in selfAndParents("the search for the nearest \(T.self)").dropFirst() {
            if let found = controller as? T { return found }
        }
        return nil
    }

    /// Rule C1: sends `child.willMoveToParent(self)`, then appends the child and sets its
    /// parent; never sends `didMoveToParent`. A child of another parent is first removed
    /// from it. Adding a controller to itself or to a descendant is an error (C1), and so is
    /// adding one that this controller is below through a presentation (S13), one that would
    /// make the hierarchy deeper than the engine's limit (R3), and a child whose view already
    /// sits under another controller's view (C4).
    public func addChild(_ child: ViewController) throws(EngineError) {
        try checkCanAdopt(child)    // rules C1, S13, R3
        if child.parent === self { return }
        try checkViewPlacement(of: child)
        try runtime.withCause("\(object: name) addChild \(child.name)") { () throws(EngineError) in
            child.removeFromParent()
            child.send(.willMoveToParent, .controller(self), rule: .C1)
            // Rule S13: the callbacks above may have changed the hierarchy (a script's
            // override); the link is checked again where it is made.
            try checkCanAdopt(child)
            if child.parent === self { return }
            children.append(child)
            child.parent = self
            runtime.updateTraits(from: child)     // rule E2: it now inherits this controller's traits
        }
    }

    /// Rules C1, S13, R3 and C4: what ``addChild(_:)`` checks before it changes anything, so
    /// that a container adding several controllers refuses them all before adding any.
    public func checkCanAddChild(_ child: ViewController) throws(EngineError) {
        try checkCanAdopt(child)
        if child.parent !== self { try checkViewPlacement(of: child) }
    }

    /// Rule C4: a child whose view already sits under another controller's view.
    private func checkViewPlacement(of child: ViewController) throws(EngineError) {
        if let superview = child.viewIfLoaded?.superview, let holder = superview.nearestController,
           holder !== self {
            throw EngineError(name: "UIViewControllerHierarchyInconsistency", reason: "child view controller:<\(child.name)> should have parent view controller:<\(holder.name)> but requested parent is:<\(name)>", rule: .C4)
        }
    }

    /// Rule C2: removes the controller from its parent, then sends `didMoveToParent(nil)`;
    /// sends no `willMoveToParent(nil)` and leaves the view where it is. No parent, no-op.
    public func removeFromParent() {
        guard let parent else { return }
        runtime.withCause("\(object: name) removeFromParent") {
            parent.children.removeAll { $0 === self }
            parent.childTraitOverrides[ObjectIdentifier(self)] = nil
            self.parent = nil
            send(.didMoveToParent, .controller(nil), rule: .C2)
            runtime.updateTraits(from: self)      // rule E2: back to the window's traits
        }
    }

    /// Whether `self` is `other` or one of its descendants (through parents; bounded, rule R3).
    public func isDescendant(of other: ViewController) -> Bool {
        selfAndParents("the search for an ancestor").contains { $0 === other }
    }
}
