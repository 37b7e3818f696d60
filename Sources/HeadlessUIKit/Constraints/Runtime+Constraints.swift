/// Rule Y2: the constraint pass, before layout. UIKit updates constraints from the subviews
/// up, so the deepest marked views go first; a controller's view sends its controller
/// `updateViewConstraints` (whose base calls the view's `updateConstraints`).
extension Runtime {
    /// Updates the marked views in the window, or inside `root` for a `layoutIfNeeded`.
    func updateConstraintsPass(within root: View? = nil) {
        guard !constraintMarks.isEmpty else { return }
        var due: [(depth: Int, order: Int, view: View)] = []
        var kept: [WeakView] = []
        for (order, mark) in constraintMarks.enumerated() {
            guard let view = mark.view, view.needsUpdateConstraints else { continue }
            let inScope = root.map { view.isDescendant(of: $0) } ?? (view.window != nil)
            if !inScope { kept.append(mark); continue }
            var depth = 0
            var current = view.superview
            while let next = current, charge() { depth += 1; current = next.superview }    // rule R3
            due.append((depth, order, view))
        }
        constraintMarks = kept
        for (_, _, view) in due.sorted(by: { ($0.depth, -$0.order) > ($1.depth, -$1.order) }) {
            view.needsUpdateConstraints = false
            withCause("the constraint pass before layout (Y2)") {
                if let owner = view.viewController, owner.viewIfLoaded === view {
                    owner.send(.updateViewConstraints, rule: .Y2)
                } else {
                    view.updateConstraints()
                }
            }
        }
    }

    /// Whether a view in the window waits for the constraint pass, or the layout engine for a
    /// solve (rule Y3).
    var hasConstraintWork: Bool {
        layoutEngine?.needsUpdate == true
            || constraintMarks.contains { $0.view?.needsUpdateConstraints == true && $0.view?.window != nil }
    }

    /// The app's layout engine, made now if this is the first constraint (rule Y3).
    func makeLayoutEngine() -> LayoutEngine {
        if let layoutEngine { return layoutEngine }
        let engine = LayoutEngine(runtime: self)
        layoutEngine = engine
        return engine
    }

    /// Rule Y3: after the constraint pass, the engine solves the changed constraints and marks
    /// for layout the superviews of the views whose frames the solution moved.
    func solveConstraints() {
        layoutEngine?.update()
    }
}
