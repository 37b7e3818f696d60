/// Explaining why a required constraint was refused (Auto Layout's "Unable to simultaneously
/// satisfy constraints").
extension Solver {
    /// The required constraints the solver holds that, together with `constraint`, cannot all
    /// hold: a minimal set (removing any one of them would let the rest and `constraint` hold),
    /// in the order the solver made their markers. Call it right after
    /// ``addConstraint(_:)`` threw ``SolverError/unsatisfiable(_:)`` for `constraint`; empty
    /// when `constraint` contradicts itself (`0 == 5`).
    ///
    /// The refusal leaves a certificate (the markers of the constraints whose sum proved the
    /// contradiction); a deletion filter on fresh solvers then drops each constraint of it
    /// that the contradiction does not need, so the cost grows with the certificate, not with
    /// the whole system.
    public func conflict(of constraint: Constraint) -> [Constraint] {
        var set = constraints(markedBy: conflictMarkers)
        if !Self.contradicts(set, constraint) {
            // A certificate missing dummies a long row dropped (``dummyLimit``): start from
            // every required constraint linked to this one through shared variables.
            set = Self.linked(to: constraint, among: requiredConstraints())
        }
        var index = 0
        while index < set.count {
            var without = set
            without.remove(at: index)
            if Self.contradicts(without, constraint) {
                set = without
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether `constraint` cannot hold together with every one of `others`.
    static func contradicts(_ others: [Constraint], _ constraint: Constraint) -> Bool {
        let scratch = Solver()
        for other in others {
            guard (try? scratch.addConstraint(other)) != nil else { return true }
        }
        do {
            try scratch.addConstraint(constraint)
            return false
        } catch {
            return true
        }
    }

    /// The constraints of `candidates` linked to `constraint` through shared variables,
    /// directly or through other candidates, in their order.
    static func linked(to constraint: Constraint, among candidates: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var taken = Array(repeating: false, count: candidates.count)
        var grew = true
        while grew {
            grew = false
            for (index, candidate) in candidates.enumerated() where !taken[index] {
                let variables = candidate.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                taken[index] = true
                reached.formUnion(variables)
                grew = true
            }
        }
        return candidates.indices.filter { taken[$0] }.map { candidates[$0] }
    }
}
