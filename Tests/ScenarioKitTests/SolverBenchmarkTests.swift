import Testing
import LayoutSolver
@testable import Benchmarks

/// The solver workloads of `stagehand bench`: that they run and report at tiny sizes, and that
/// kiwisolver, given the same system, reaches the same values (a check of the comparison, not
/// of speed: no test here looks at a duration).
@Suite("Bench: the solver workloads")
struct SolverBenchmarkTests {
    @Test("solver-chain and solver-grid report a build line and an edit line per size, with kiwisolver's figures or why not")
    func workloadsReport() {
        var results: [BenchResult] = []
        BenchSuite(plan: .quick, executable: nil, only: ["solver-chain", "solver-grid"]).run { results.append($0) }
        #expect(results.map(\.name) == ["solver-chain-build-10", "solver-chain-edit-10", "solver-chain-build-100", "solver-chain-edit-100",
                                        "solver-grid-build-10", "solver-grid-edit-10", "solver-grid-build-100", "solver-grid-edit-100"])
        for result in results {
            #expect((result.constraints ?? 0) > 0)
            #expect(result.per_constraint_us != nil)
            // Either both of kiwisolver's figures and the ratio, or the reason it is missing.
            #expect((result.kiwisolver_median_s != nil && result.ratio != nil) != (result.kiwisolver != nil), "\(result.jsonLine)")
        }
        #expect(BenchSuite.workloads.contains("solver-chain") && BenchSuite.workloads.contains("solver-grid"))
    }

    @Test("the systems: a chain has 2 variables and 4 constraints per view, plus the container; a grid pins both axes",
          arguments: [SolverSystem.Shape.chain, .grid])
    func systemShape(_ shape: SolverSystem.Shape) throws {
        let system = SolverSystem(shape: shape, views: 9)
        switch shape {
        case .chain:
            #expect(system.variableCount == 18)
            #expect(system.rows.count == 9 * 3 + 8 + 1)
        case .grid:
            // 3 × 3: per axis, 3 sizes per view, 2 gaps and a container per line, 2 alignments.
            #expect(system.variableCount == 36)
            #expect(system.rows.count == 2 * (9 * 3 + 3 * 2 + 2) + 3)
        }
        #expect(system.kiwiDescription.split(separator: "\n").count == system.rows.count)
    }

    @Test("Stagehand's solver and kiwisolver reach the same values on the same system after the same suggestions",
          arguments: [SolverSystem.Shape.chain, .grid])
    func sameValuesAsKiwisolver(_ shape: SolverSystem.Shape) throws {
        guard KiwisolverRunner.unavailableReason == nil else { return }
        let system = SolverSystem(shape: shape, views: 12)
        let suggestions = SolverSystem.suggestions(27)
        let variables = (0..<system.variableCount).map { Variable("v\($0)") }
        let solver = SolverBenchmark.build(system.constraints(over: variables), variables)
        try solver.addEditVariable(variables[system.editVariable], strength: Strength(priority: SolverSystem.editPriority))
        for value in suggestions { try solver.suggestValue(variables[system.editVariable], value) }
        let kiwi = try KiwisolverRunner.measure(system, suggestions: suggestions, runs: 1, values: true)
        let ours = variables.map { solver.value(of: $0) }
        let theirs = try #require(kiwi.values)
        #expect(ours.count == theirs.count)
        for (index, (mine, other)) in zip(ours, theirs).enumerated() {
            #expect(abs(mine - other) < 1e-6, "v\(index): \(mine) ≠ \(other)")
        }
        // The last suggestion (999) is past the container's slack: widths are compressed, the
        // lightest preferred widths first, so the optimum is unique and the comparison means something.
        #expect(suggestions.last == 999)
        #expect(ours[shape == .chain ? 1 : 2] < SolverSystem.preferredSize - 1)
    }
}
