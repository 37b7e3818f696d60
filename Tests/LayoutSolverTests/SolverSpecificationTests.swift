import Testing
import LayoutSolver

/// What the solver does, one behaviour per test: equalities, inequalities, priorities and
/// weights, edit variables and removal.
@Suite("Layout solver: specification")
struct SolverSpecificationTests {
    @Test("a required equality fixes a variable; several chain through each other")
    func equalities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + y == 50)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 30)
    }

    @Test("expressions combine terms, numbers and scalars on both sides")
    func expressions() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), center = Variable("center")
        try solver.addConstraints([left == 10, width == 2 * 40, center == left + width / 2, center - 5 >= 0])
        #expect(solver.value(of: center) == 50)
        #expect((center == left + width * 0.5).isSatisfied { solver.value(of: $0) })
    }

    @Test("an inequality bounds what an optional constraint asks for")
    func inequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraints([x >= 10, x <= 20, (x == 50).withStrength(.defaultLow)])
        #expect(solver.value(of: x) == 20)
        let below = (x == -5).withStrength(.defaultHigh)
        try solver.addConstraint(below)
        #expect(solver.value(of: x) == 10)
    }

    @Test("a higher priority wins over any number of lower ones, whatever their weight")
    func prioritiesAreLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 100).withPriority(751))
        for _ in 0..<50 {
            try solver.addConstraint((x == 0).withStrength(Strength(priority: 750, weight: 1000)))
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test("within one priority, the weighted sum of the errors is minimised")
    func weightsWithinAPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(Strength(priority: 500, weight: 1)))
        try solver.addConstraint((x == 10).withStrength(Strength(priority: 500, weight: 2)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("UIKit's priorities keep their numbers; out-of-range ones are clamped")
    func uikitPriorities() {
        #expect(Strength.required.priority == 1000 && Strength.required.isRequired)
        #expect(Strength.defaultHigh.priority == 750)
        #expect(Strength.defaultLow.priority == 250)
        #expect(Strength.fittingSizeLevel.priority == 50)
        #expect(Strength(priority: 2000) == .required)
        #expect(!Strength(priority: 999.5).isRequired)
    }

    @Test("two views side by side: spacing, equal widths, and a hugging preference")
    func sideBySide() throws {
        let solver = Solver()
        let a = (left: Variable("a.left"), width: Variable("a.width"))
        let b = (left: Variable("b.left"), width: Variable("b.width"))
        try solver.addConstraints([
            a.left == 16,
            b.left == a.left + a.width + 8,
            b.left + b.width == 320 - 16,
            a.width == b.width,
            (a.width == 0).withStrength(.fittingSizeLevel),
        ])
        #expect(solver.value(of: a.width) == 140)
        #expect(solver.value(of: b.left) == 164)
    }

    @Test("an edit variable takes each suggested value unless a stronger constraint stops it")
    func editVariables() throws {
        let solver = Solver()
        let offset = Variable("offset"), right = Variable("right")
        try solver.addConstraints([right == offset + 100, right <= 300, offset >= 0])
        try solver.addEditVariable(offset, strength: Strength(priority: 999))
        #expect(solver.hasEditVariable(offset))
        try solver.suggestValue(offset, 40)
        #expect(solver.value(of: offset) == 40 && solver.value(of: right) == 140)
        try solver.suggestValue(offset, 250)
        #expect(solver.value(of: offset) == 200 && solver.value(of: right) == 300)
        try solver.suggestValue(offset, -30)
        #expect(solver.value(of: offset) == 0)
        try solver.removeEditVariable(offset)
        #expect(!solver.hasEditVariable(offset))
    }

    @Test("an edit weaker than a preference gives way to it")
    func weakEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.defaultHigh))
        try solver.addEditVariable(x, strength: .defaultLow)
        try solver.suggestValue(x, 99)
        #expect(solver.value(of: x) == 10)
    }

    @Test("removing a constraint lets the next priority decide, and adding it back restores it")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 30).withStrength(.defaultHigh)
        try solver.addConstraints([(x == 5).withStrength(.defaultLow), strong, x >= 0])
        #expect(solver.value(of: x) == 30)
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(solver.value(of: x) == 5)
        try solver.addConstraint(strong)
        #expect(solver.hasConstraint(strong))
        #expect(solver.value(of: x) == 30)
    }

    @Test("removing a required inequality frees the variable to its preference")
    func removingAnInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = x <= 10
        try solver.addConstraints([cap, (x == 40).withStrength(.defaultLow)])
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(cap)
        #expect(solver.value(of: x) == 40)
        #expect(solver.constraintCount == 1)
    }

    @Test("variables are listed, with their values, in the order the solver first saw them")
    func variableListing() throws {
        let solver = Solver()
        let b = Variable("b"), a = Variable("a")
        try solver.addConstraints([b == 2, a == b + 1])
        let listed = solver.updateVariables()
        #expect(listed.map(\.variable.name) == ["b", "a"])
        #expect(listed.map(\.value) == [2, 3])
        #expect(solver.value(of: Variable("unknown")) == 0)
        solver.reset()
        #expect(solver.variables.isEmpty && solver.constraintCount == 0)
    }

    @Test("a suggestion along a long chain costs a bounded number of pivots, not one per row")
    func editCostIsBounded() throws {
        let solver = Solver()
        let chain = (0..<200).map { Variable("x\($0)") }
        for (previous, next) in zip(chain, chain.dropFirst()) {
            try solver.addConstraint(next == previous + 10)
        }
        try solver.addConstraint(chain[199] <= 2500)
        try solver.addEditVariable(chain[0], strength: Strength(priority: 999))
        for (index, value) in [0.0, 300, 900, 120, 2000, 50].enumerated() {
            let before = solver.pivotCount
            try solver.suggestValue(chain[0], value)
            #expect(solver.pivotCount - before <= 2, "suggestion \(index)")
            #expect(abs(solver.value(of: chain[0]) - min(value, 510)) < 1e-9)
            #expect(abs(solver.value(of: chain[199]) - (solver.value(of: chain[0]) + 1990)) < 1e-9)
        }
    }
}
