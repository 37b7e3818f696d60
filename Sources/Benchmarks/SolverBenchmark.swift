import LayoutSolver

/// **solver-chain**, **solver-grid** and **solver-nested**: the layout solver on ``SolverSystem``s of growing
/// size, against kiwisolver on the same system in the same run. Two lines per size: `build`
/// (a new solver, every constraint added, `updateVariables`) and `edit` (the first view's
/// leading edge an edit variable, moved by each of `edits` suggestions, each followed by
/// `updateVariables`). Each line carries both medians, both costs per constraint and their
/// ratio (Stagehand's over kiwisolver's); a flat `per_constraint_us` across sizes is linear
/// growth.
struct SolverBenchmark {
    var shape: SolverSystem.Shape
    var sizes: [Int]
    var edits: Int
    var runs: Int

    func run(emit: (BenchResult) -> Void) {
        for size in sizes {
            let system = SolverSystem(shape: shape, views: size)
            let suggestions = SolverSystem.suggestions(edits)
            let variables = (0..<system.variableCount).map { Variable("v\($0)") }
            let constraints = system.constraints(over: variables)
            let build = Measurement.median(runs: runs) { _ = Self.build(constraints, variables) }
            let edit = Measurement.median(runs: runs, prepare: { () -> Solver in
                let solver = Self.build(constraints, variables)
                try? solver.addEditVariable(variables[system.editVariable], strength: Strength(priority: SolverSystem.editPriority))
                return solver
            }, { solver in
                for value in suggestions {
                    try? solver.suggestValue(variables[system.editVariable], value)
                    _ = solver.updateVariables()
                }
            })
            var kiwi: KiwisolverRunner.Figures?
            var unavailable = KiwisolverRunner.unavailableReason
            if shape == .nested, size > Self.kiwiNestedLimit {
                // kiwisolver's rows grow with the depth: 10,000 levels would take it hours.
                unavailable = "not measured above \(Self.kiwiNestedLimit) levels (its cost grows with the square of the depth)"
            }
            if unavailable == nil {
                do { kiwi = try KiwisolverRunner.measure(system, suggestions: suggestions, runs: runs) } catch { unavailable = "\(error)" }
            }
            let name = "solver-\(shape.rawValue)"
            emit(result("\(name)-build-\(size)", size, constraints.count, build, kiwi?.build_s, unavailable))
            emit(result("\(name)-edit-\(size)", size, constraints.count, edit, kiwi?.edit_s, unavailable))
        }
    }

    /// The deepest nested system handed to kiwisolver.
    static let kiwiNestedLimit = 1_000

    /// A new solver holding `constraints`, solved, its values read.
    static func build(_ constraints: [Constraint], _ variables: [Variable]) -> Solver {
        let solver = Solver()
        try? solver.addConstraints(constraints)
        _ = solver.updateVariables()
        return solver
    }

    private func result(_ name: String, _ size: Int, _ constraints: Int, _ time: Double, _ kiwi: Double?,
                        _ unavailable: String?) -> BenchResult {
        let perConstraint = { (seconds: Double) in seconds * 1e6 / Double(max(constraints, 1)) }
        var result = BenchResult(name: name, size: size, median_s: time, ratio: kiwi.map { time / $0 },
                                 peak_rss_bytes: Measurement.peakResidentBytes)
        result.constraints = constraints
        result.per_constraint_us = perConstraint(time)
        result.kiwisolver_median_s = kiwi
        result.kiwisolver_per_constraint_us = kiwi.map(perConstraint)
        if kiwi == nil { result.kiwisolver = "unavailable: \(unavailable ?? "not measured")" }
        return result
    }
}
