/// Asking whether the constraints fix a variable's value, through the solver's public API.
extension Solver {
    /// A priority below any a caller uses (UIKit's lowest is 1), for probes only.
    static let probePriority = 1e-4

    /// Whether the constraints the solver holds leave `variable` free to move from its current
    /// value (in either direction by `step`) without giving up anything they prefer: an
    /// ambiguous layout, in Auto Layout's words. Probes with a constraint weaker than any
    /// other, added and removed again; afterwards the solution is still optimal for the
    /// constraints, but a free variable may have taken another of its optimal values.
    public func isAmbiguous(_ variable: Variable, step: Double = 1) -> Bool {
        probe(variable, step: step) != nil
    }

    /// The value `variable` takes when nudged by `step` (then by `-step`) with a probe weaker
    /// than every constraint, or nil when it cannot move: the constraints determine it.
    public func probe(_ variable: Variable, step: Double = 1) -> Double? {
        let current = value(of: variable)
        for target in [current + step, current - step] {
            let nudge = (variable == target).withStrength(Strength(priority: Solver.probePriority))
            guard (try? addConstraint(nudge)) != nil else { continue }
            let moved = value(of: variable)
            try? removeConstraint(nudge)
            if abs(moved - current) > Solver.tolerance * 100 { return moved }
        }
        return nil
    }
}
