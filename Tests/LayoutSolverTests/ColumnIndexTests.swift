import Testing
import PropertyBased
@testable import LayoutSolver

/// The solver's column index (which rows hold each symbol) against a recomputation from the
/// rows, after every step of random additions, edits and removals: a pivot that used a stale
/// index would skip a row that holds the entering symbol and leave a wrong solution. Each
/// cell's recorded place in its column is checked too: a stale one would make a cancelled
/// cell remove another row from the column.
@Suite("Layout solver: the column index")
struct ColumnIndexTests {
    static let suggestions = zip(Gen.int(in: 0...1), Gen.int(in: -100...100)).array(of: 1...10)

    @Test("the column index equals a recomputation from the rows after random adds, edits and removals")
    func indexMatchesRows() async {
        await propertyCheck(count: 250, input: SolverPropertyTests.system, Self.suggestions, Gen.int(in: 0...100)) { specs, suggestions, pick in
            let system = try RandomSystem(specs)
            let solver = system.solver
            func check(_ step: String) {
                let (index, recomputed) = solver.columnIndexAndRecomputation
                #expect(index == recomputed, "\(step)")
                #expect(solver.columnPlacesAreExact, "\(step): a cell's place in its column, or a row's constant kept beside it, is stale")
            }
            check("after the additions")
            let edited = Array(system.variables.prefix(2))
            try solver.addEditVariable(edited[0], strength: .defaultHigh)
            try solver.addEditVariable(edited[1], strength: Strength(priority: 999))
            check("after the edit variables")
            for (which, value) in suggestions {
                try solver.suggestValue(edited[which], Double(value))
                check("after suggesting \(value) for x\(which)")
            }
            // Remove every other accepted constraint from a pick onwards, then one edit variable.
            var index = system.added.isEmpty ? 0 : pick % system.added.count
            while index < system.added.count {
                try solver.removeConstraint(system.added[index])
                check("after removing \(system.added[index])")
                index += 2
            }
            try solver.removeEditVariable(edited[0])
            check("after removing an edit variable")
            for (which, value) in suggestions where which == 1 {
                try solver.suggestValue(edited[1], Double(value) / 2)
                check("after suggesting \(Double(value) / 2) for x1")
            }
        }
    }

    @Test("the index follows a constraint refused as unsatisfiable (its artificial row dropped)")
    func indexAfterRefusal() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraints([x + y == 10, x >= 2, y >= 3])
        #expect(throws: SolverError.self) { try solver.addConstraint(x + y >= 20) }
        let (index, recomputed) = solver.columnIndexAndRecomputation
        #expect(index == recomputed)
        #expect(solver.columnPlacesAreExact)
        #expect(!index.isEmpty)
    }
}
