/// Containment: rules C1 and C2.
extension ViewController {
    /// The nearest controller of type `T` above this one (its parent, its parent's parent, ...),
    /// as UIKit's `navigationController`, `tabBarController` and `splitViewController` find
    /// theirs.
    public func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    /// Rule C1: sends `child.willMoveToParent(self)`, then appends the child and sets its
    /// parent; never sends `didMoveToParent`. A child of another parent is first removed
    /// from it. Adding a controller to itself or to a descendant is an error, and so is
    /// adding a child whose view already sits under another controller's view.
    public func addChild(_ child: ViewController) throws(EngineError) {
        if child === self || isDescendant(of: child) {
            throw EngineError(name: "NSInvalidArgumentException", reason: "child view controller:<\(child.name)> cannot be added to <\(name)>: a controller cannot be its own child or the child of one of its descendants", rule: .C1)
        }
        if child.parent === self { return }
        if let superview = child.viewIfLoaded?.superview, let holder = superview.nearestController,
           holder !== self {
            throw EngineError(name: "UIViewControllerHierarchyInconsistency", reason: "child view controller:<\(child.name)> should have parent view controller:<\(holder.name)> but requested parent is:<\(name)>", rule: .C4)
        }
        runtime.withCause("\(name) addChild \(child.name)") {
            child.removeFromParent()
            child.send(.willMoveToParent, .controller(self), rule: .C1)
            children.append(child)
            child.parent = self
            runtime.updateTraits(from: child)     // rule E2: it now inherits this controller's traits
        }
    }

    /// Rule C2: removes the controller from its parent, then sends `didMoveToParent(nil)`;
    /// sends no `willMoveToParent(nil)` and leaves the view where it is. No parent, no-op.
    public func removeFromParent() {
        guard let parent else { return }
        runtime.withCause("\(name) removeFromParent") {
            parent.children.removeAll { $0 === self }
            parent.childTraitOverrides[ObjectIdentifier(self)] = nil
            self.parent = nil
            send(.didMoveToParent, .controller(nil), rule: .C2)
            runtime.updateTraits(from: self)      // rule E2: back to the window's traits
        }
    }

    /// Whether `self` is `other` or one of its descendants.
    public func isDescendant(of other: ViewController) -> Bool {
        var current: ViewController? = self
        while let controller = current {
            if controller === other { return true }
            current = controller.parent
        }
        return false
    }
}
