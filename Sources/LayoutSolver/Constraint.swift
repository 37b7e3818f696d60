/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The relation's operator: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables, `expression <relation> 0`, at a ``Strength``.
///
/// Write constraints with the comparison operators, which give required constraints, and
/// lower the strength with ``withStrength(_:)``: `(a.right + 8 == b.left).withStrength(.defaultHigh)`.
/// A constraint is identified by the object: adding the same constraint twice is an error,
/// while two equal-looking constraints are two constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, compared with zero.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The constraint's priority and weight.
    public let strength: Strength

    /// The constraint `expression <relation> 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs <relation> rhs` at `strength`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with this one's expression and relation at `strength`.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A new constraint with this one's expression and relation at `priority` (UIKit's scale).
    public func withPriority(_ priority: Double) -> Constraint {
        withStrength(Strength(priority: priority))
    }

    /// Whether the constraint holds, within the solver's tolerance, for the values `value` gives.
    public func isSatisfied(tolerance: Double = Solver.tolerance, _ value: (Variable) -> Double) -> Bool {
        let difference = expression.value(value)
        switch relation {
        case .equal: return abs(difference) <= tolerance
        case .lessThanOrEqual: return difference <= tolerance
        case .greaterThanOrEqual: return difference >= -tolerance
        }
    }

    /// The constraint as `expression relation 0 | strength`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

// MARK: - Comparison operators (required constraints)

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(constant: rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(constant: rhs)) }

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs)) }

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs)) }
