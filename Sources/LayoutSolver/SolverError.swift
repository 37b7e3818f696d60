/// Why a ``Solver`` refused a request. The solver is unchanged after every error but two:
/// after ``unsatisfiable(_:)`` it holds the same constraints as before, with a solution that is
/// still optimal for them (possibly another tableau), and after ``internalError(_:)`` nothing
/// is promised.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already
    /// added; it was not added. UIKit breaks a conflicting constraint and goes on: a caller can
    /// do the same by retrying without this one, or with it at a lower priority.
    case unsatisfiable(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would make every suggestion a
    /// required constraint that could conflict with the others.
    case requiredEditVariable(Variable)
    /// The constraint has a coefficient or constant that is infinite or not a number.
    case nonFiniteConstraint(Constraint)
    /// The suggested value is infinite or not a number.
    case nonFiniteSuggestion(Variable, Double)
    /// The tableau broke an invariant of the algorithm (a bug in the solver, or numbers so
    /// large or small that the tolerance no longer separates zero from the rest).
    case internalError(String)

    /// A sentence naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable required constraint: \(constraint)"
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable: \(variable)"
        case .requiredEditVariable(let variable): "edit variable \(variable) cannot be required"
        case .nonFiniteConstraint(let constraint): "constraint with a non-finite number: \(constraint)"
        case .nonFiniteSuggestion(let variable, let value): "non-finite value \(value) suggested for \(variable)"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
