import PropertyBased
import LayoutSolver

/// A generated constraint over a fixed pool of variables: chain gaps, bounds, sums (widths)
/// and midpoints (grid columns), each required or at one of a few priorities.
struct ConstraintSpec: Sendable, CustomStringConvertible {
    enum Kind: Int, CaseIterable, Sendable { case gap, bound, sum, midpoint }
    var kind: Kind
    var a: Int
    var b: Int
    var relation: Relation
    var constant: Double
    /// An index into ``RandomSystem/priorities``.
    var priorityIndex: Int

    var description: String { "\(kind)(x\(a), x\(b)) \(relation) \(constant) @\(RandomSystem.priorities[priorityIndex])" }

    static let generator = zip(Gen.int(in: 0...(Kind.allCases.count - 1)),
                               Gen.int(in: 0...(RandomSystem.variableCount - 1)),
                               Gen.int(in: 0...(RandomSystem.variableCount - 1)),
                               Gen.int(in: 0...2),
                               Gen.int(in: -60...60),
                               Gen.int(in: 0...(RandomSystem.priorities.count - 1)))
        .map { kind, a, b, relation, constant, priority in
            ConstraintSpec(kind: Kind(rawValue: kind) ?? .gap, a: a, b: b,
                           relation: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][relation],
                           constant: Double(constant), priorityIndex: priority)
        }

    /// The constraint over `variables` at `strength`.
    func constraint(_ variables: [Variable], strength: Strength) -> Constraint {
        let x = variables[a], y = variables[b], z = variables[(a + b + 1) % variables.count]
        let expression: Expression = switch kind {
        case .gap: y - x - constant
        case .bound: x - constant
        case .sum: x + y - constant
        case .midpoint: 2 * z - x - y - constant
        }
        return Constraint(expression, relation, strength: strength)
    }
}

/// A solver over ``variableCount`` variables holding generated constraints, each variable with
/// a stay at the lowest priority whose weight is the square root of a distinct prime: weights
/// independent over the rationals make the optimum unique, so two solvers that hold the same
/// constraints must agree on every value.
struct RandomSystem {
    static let variableCount = 6
    static let priorities: [Double] = [1000, 1000, 900, 750, 500, 250]
    static let stayWeights = [2.0, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37].map { $0.squareRoot() }

    let solver = Solver()
    let variables = (0..<variableCount).map { Variable("x\($0)") }
    /// The generated constraints the solver accepted, in order.
    private(set) var added: [Constraint] = []
    /// The required ones it refused as unsatisfiable.
    private(set) var refused: [Constraint] = []

    /// The stays, then `specs` in order; each spec's strength comes from `strength`.
    init(_ specs: [ConstraintSpec], strength: (Int, ConstraintSpec) -> Strength = { RandomSystem.strength(of: $1) }) throws {
        try solver.addConstraints(stays)
        for (index, spec) in specs.enumerated() {
            let constraint = spec.constraint(variables, strength: strength(index, spec))
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiable = error, constraint.strength.isRequired else { throw error }
                refused.append(constraint)
            }
        }
    }

    /// Each variable's stay at priority 1 (new objects each time, for a new solver).
    var stays: [Constraint] {
        variables.enumerated().map { index, variable in
            Constraint(Expression(variable), .equal, Expression(constant: Double(index * 7 - 10)),
                       strength: Strength(priority: 1, weight: Self.stayWeights[index]))
        }
    }

    static func strength(of spec: ConstraintSpec) -> Strength {
        Strength(priority: priorities[spec.priorityIndex])
    }

    var values: [Double] { variables.map { solver.value(of: $0) } }

    /// A solver with the stays and `constraints`, all accepted.
    func fresh(with constraints: [Constraint]) throws -> Solver {
        let other = Solver()
        try other.addConstraints(stays + constraints)
        return other
    }

    /// Whether `lhs` and `rhs` are equal within the tests' tolerance.
    static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        zip(lhs, rhs).allSatisfy { abs($0 - $1) <= 1e-6 }
    }
}
