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

    @Test("the systems: a chain's rows of 50 views in containers stacked down the root; a grid of one view per tile; views nested in views",
          arguments: [SolverSystem.Shape.chain, .grid, .nested])
    func systemShape(_ shape: SolverSystem.Shape) throws {
        for views in [9, 120] {
            let system = SolverSystem(shape: shape, views: views)
            switch shape {
            case .chain:
                // Per view a leading edge and a width, 3 size constraints and a pin; per row
                // container 4 variables, 2 pins to the root, a top, 3 for the height and the
                // last trailing edge; the root's leading edge, trailing edge and top.
                let containers = (views + SolverSystem.chainLength - 1) / SolverSystem.chainLength
                #expect(system.variableCount == 2 * views + 4 * containers + 3)
                #expect(system.rows.count == 4 * views + 7 * containers + 3)
            case .grid:
                // Per view 4 variables and its tile's 4; per view 4 tile constraints, and per
                // axis a pin, 3 sizes and a far edge; the root's leading edge and top.
                #expect(system.variableCount == 8 * views + 2)
                #expect(system.rows.count == 14 * views + 2)
            case .nested:
                // Per level 4 variables and 4 pins to its parent; the root's 4 variables, its
                // 2 pins and its preferred width; the innermost height.
                #expect(system.variableCount == 4 * views + 4)
                #expect(system.rows.count == 4 * views + 4)
            }
            // Every constraint is local: none names more than four variables.
            #expect(system.rows.allSatisfy { $0.terms.count <= 4 })
            #expect(system.kiwiDescription.split(separator: "\n").count == system.rows.count)
        }
    }

    @Test("Stagehand's solver and kiwisolver reach the same values on the same system after the same suggestions",
          arguments: [SolverSystem.Shape.chain, .grid, .nested])
    func sameValuesAsKiwisolver(_ shape: SolverSystem.Shape) throws {
        guard KiwisolverRunner.unavailableReason == nil else { return }
        // Three rows of the chain (50, 50 and 20 views), a grid of 4 × 3 tiles.
        let system = SolverSystem(shape: shape, views: shape == .chain ? 120 : 12)
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
        // The last suggestion (999) moves the root 991 pt. A full row of the chain then passes
        // its container's slack, so its widths are compressed, the lightest preferred width
        // (its first view's) first: the optimum is unique and the comparison means something;
        // the short last row is not. The grid moves whole.
        #expect(suggestions.last == 999)
        #expect(abs(ours[0] - 999) < 1e-6)
        switch shape {
        case .chain:
            #expect(ours[1] < SolverSystem.preferredSize - 1)
            #expect(ours[2 * 50 + 1] < SolverSystem.preferredSize - 1)
            #expect(abs(ours[2 * 100 + 1] - SolverSystem.preferredSize) < 1e-6)
        case .grid:
            #expect(abs(ours[2] - SolverSystem.preferredSize) < 1e-6)
            #expect(abs(ours[4] - (999 + SolverSystem.tileSize + SolverSystem.gap)) < 1e-6)
        case .nested:
            // Every level is as wide as the root and as tall as the innermost.
            #expect(abs(ours[4 * 12] - 999) < 1e-6)
            #expect(abs(ours[1] - 44) < 1e-6)
        }
    }
}
