import Testing
import LayoutSolver

/// Long chains of equalities (rule R3's nested stacks) and the explanation of a conflict
/// (rule Y5).
@Suite("Layout solver: chains and conflicts")
struct SolverChainTests {
    /// `x[k+1] == x[k] + 1` for k < `length`, with `x[0] == start`.
    private func chain(_ solver: Solver, length: Int, start: Double) throws -> (variables: [Variable], links: [Constraint], anchor: Constraint) {
        let variables = (0...length).map { Variable("x\($0)") }
        let anchor = variables[0] == start
        try solver.addConstraint(anchor)
        var links: [Constraint] = []
        for k in 0..<length {
            let link = variables[k + 1] == variables[k] + 1
            try solver.addConstraint(link)
            links.append(link)
        }
        return (variables, links, anchor)
    }

    @Test("a chain of 5,000 equalities solves, and removing a link far down it (whose marker a long row dropped) re-solves exactly")
    func longChain() throws {
        let solver = Solver()
        let (variables, links, anchor) = try chain(solver, length: 5_000, start: 10)
        #expect(solver.value(of: variables[5_000]) == 5_010)
        // Without the first link, x1 is free: the rest follow it, and x0 keeps its anchor.
        try solver.removeConstraint(links[0])
        try solver.addConstraint(variables[1] == 100)
        #expect(solver.value(of: variables[0]) == 10)
        #expect(solver.value(of: variables[5_000]) == 5_099)
        try solver.removeConstraint(anchor)
        #expect(!solver.hasConstraint(links[0]) && solver.hasConstraint(links[4_999]))
        #expect(solver.constraintCount == 5_000)
    }

    @Test("edit variables keep their suggestions across a re-solve from scratch")
    func editsSurviveRebuild() throws {
        let solver = Solver()
        let (variables, links, _) = try chain(solver, length: 100, start: 0)
        let free = Variable("free")
        try solver.addConstraint((free >= 0))
        try solver.addEditVariable(free, strength: .defaultHigh)
        try solver.suggestValue(free, 42)
        try solver.removeConstraint(links[0])       // its marker was dropped from long rows: a rebuild
        #expect(solver.value(of: free) == 42)
        try solver.addConstraint(variables[1] == 1)
        #expect(solver.value(of: variables[99]) == 99)
        try solver.suggestValue(free, 7)
        #expect(solver.value(of: free) == 7)
    }

    @Test("conflict(of:) names a minimal set of required constraints that cannot hold with the refused one")
    func minimalConflict() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let unrelated = z == 3
        let xFixed = x == 10, sum = x + y == 12, loose = y >= -100
        try solver.addConstraints([unrelated, xFixed, loose, sum])
        let refused = y == 20
        #expect(throws: SolverError.self) { try solver.addConstraint(refused) }
        #expect(solver.conflict(of: refused).map(ObjectIdentifier.init) == [xFixed, sum].map(ObjectIdentifier.init))
        let tooBig = x >= 50
        #expect(throws: SolverError.self) { try solver.addConstraint(tooBig) }
        #expect(solver.conflict(of: tooBig).map(ObjectIdentifier.init) == [ObjectIdentifier(xFixed)])
    }

    @Test("a conflict far down a long chain is still explained by a minimal set")
    func conflictInLongChain() throws {
        let solver = Solver()
        let (variables, links, anchor) = try chain(solver, length: 60, start: 0)
        let refused = variables[60] == 5
        #expect(throws: SolverError.self) { try solver.addConstraint(refused) }
        let conflict = solver.conflict(of: refused).map(ObjectIdentifier.init)
        #expect(conflict == ([anchor] + links).map(ObjectIdentifier.init))
    }
}
