/// Rule Y12: the constraints a view holds, as UIKit's `UIView.constraints`: an active
/// constraint is installed on the nearest common ancestor of its items (a guide stands for its
/// owning view), and a constraint on one item on that item's view.
extension View {
    /// The active constraints installed on this view, in activation order.
    public var constraints: [LayoutConstraint] {
        guard let engine = runtime.layoutEngine else { return [] }
        return engine.active.filter { engine.holder(of: $0) === self }
    }

    /// Activates `constraint` (UIKit's older way; it is installed on the nearest common
    /// ancestor of its items, whichever view it was added to). A constraint with an item
    /// outside this view gets UIKit's warning that the hierarchy is not prepared for it, and
    /// is activated all the same (**choice**).
    ///
    /// - Throws: `NSGenericException` (rule Y3) when its items have no common ancestor.
    public func addConstraint(_ constraint: LayoutConstraint) throws(EngineError) {
        let items = constraint.items
        if items.contains(where: { !$0.isInside(self) }) {
            runtime.warn(name, "The view hierarchy is not prepared for the constraint: <LayoutConstraint \(constraint)>. When added to a view, the constraint's items must be descendants of that view (or the view itself).", rule: .Y12)
        }
        try LayoutConstraint.activate([constraint])
    }

    /// Activates each of `constraints` in order (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) throws(EngineError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it; a constraint the view does not hold is
    /// left as it is, as UIKit's `removeConstraint(_:)` does.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.isActive, runtime.layoutEngine?.holder(of: constraint) === self else { return }
        LayoutConstraint.deactivate([constraint])
    }

    /// Removes each of `constraints` (``removeConstraint(_:)``).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
