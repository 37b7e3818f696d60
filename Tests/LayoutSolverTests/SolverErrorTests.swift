import Testing
import LayoutSolver

/// The errors the solver throws, and the state it keeps after each.
@Suite("Layout solver: errors")
struct SolverErrorTests {
    /// The error `body` throws, if any.
    func error(_ body: () throws(SolverError) -> Void) -> SolverError? {
        do throws(SolverError) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("an unsatisfiable required constraint is named, not added, and changes no value")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraints([x >= 10, y == x + 5, (y == 100).withStrength(.defaultLow)])
        let conflict = x <= 5
        guard case .unsatisfiable(let named) = error({ () throws(SolverError) in try solver.addConstraint(conflict) }) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(named === conflict)
        #expect(!solver.hasConstraint(conflict))
        #expect(solver.value(of: x) == 95 && solver.value(of: y) == 100)
        // UIKit's way out: the same relation at a lower priority.
        try solver.addConstraint(conflict.withStrength(.defaultHigh))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    }

    @Test("a required equality that contradicts another through dummies only is unsatisfiable")
    func contradictoryEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        let other = x == 11
        guard case .unsatisfiable(let named) = error({ () throws(SolverError) in try solver.addConstraint(other) }) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(named === other)
        try solver.addConstraint(x == 10)  // the same relation again is redundant, not a conflict
        #expect(solver.value(of: x) == 10)
    }

    @Test("adding a constraint twice, or removing one never added, is an error")
    func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.addConstraint(constraint)
        guard case .duplicateConstraint(let duplicate) = error({ () throws(SolverError) in try solver.addConstraint(constraint) }) else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(duplicate === constraint)
        let stranger = x == 2
        guard case .unknownConstraint(let unknown) = error({ () throws(SolverError) in try solver.removeConstraint(stranger) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(unknown === stranger)
        #expect(solver.value(of: x) == 1)
    }

    @Test("edit variables: twice, unknown and required are errors")
    func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, strength: .defaultHigh)
        guard case .duplicateEditVariable(let twice) = error({ () throws(SolverError) in try solver.addEditVariable(x, strength: .defaultLow) }) else {
            Issue.record("expected duplicateEditVariable")
            return
        }
        #expect(twice === x)
        guard case .unknownEditVariable(let unknown) = error({ () throws(SolverError) in try solver.suggestValue(y, 3) }) else {
            Issue.record("expected unknownEditVariable")
            return
        }
        #expect(unknown === y)
        guard case .unknownEditVariable = error({ () throws(SolverError) in try solver.removeEditVariable(y) }) else {
            Issue.record("expected unknownEditVariable")
            return
        }
        guard case .requiredEditVariable(let required) = error({ () throws(SolverError) in try solver.addEditVariable(y, strength: .required) }) else {
            Issue.record("expected requiredEditVariable")
            return
        }
        #expect(required === y)
        #expect(!solver.hasEditVariable(y))
        #expect(SolverError.unsatisfiable(y == 1).description.hasPrefix("unsatisfiable required constraint: "))
    }

    @Test("a constraint without variables holds or is unsatisfiable by its numbers alone")
    func constantConstraints() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression(constant: -3), .lessThanOrEqual))
        try solver.addConstraint(Constraint(Expression(constant: 0), .equal))
        for relation in [Relation.equal, .lessThanOrEqual] {
            let impossible = Constraint(Expression(constant: 5), relation)
            guard case .unsatisfiable = error({ () throws(SolverError) in try solver.addConstraint(impossible) }) else {
                Issue.record("expected unsatisfiable for \(relation)")
                continue
            }
        }
        #expect(solver.constraintCount == 2)
    }

    @Test("infinite or NaN numbers are refused before they reach the tableau")
    func nonFiniteNumbers() throws {
        let solver = Solver()
        let x = Variable("x")
        guard case .nonFiniteConstraint = error({ () throws(SolverError) in try solver.addConstraint(x == .infinity) }) else {
            Issue.record("expected nonFiniteConstraint")
            return
        }
        guard case .nonFiniteConstraint = error({ () throws(SolverError) in try solver.addConstraint(x * .nan >= 1) }) else {
            Issue.record("expected nonFiniteConstraint")
            return
        }
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(x, 12)
        guard case .nonFiniteSuggestion(let variable, _) = error({ () throws(SolverError) in try solver.suggestValue(x, .nan) }) else {
            Issue.record("expected nonFiniteSuggestion")
            return
        }
        #expect(variable === x)
        #expect(solver.value(of: x) == 12)
    }
}
