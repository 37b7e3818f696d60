/// An unknown of a linear system, such as a view's left edge or a drag's offset.
///
/// A variable is identified by the object itself (two variables with the same name are
/// different unknowns); its ``name`` only shows in descriptions and errors. A variable holds no
/// value: ask the solver that knows it with ``Solver/value(of:)``, so one variable can take part
/// in several solvers.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name shown in descriptions, for debugging only.
    public let name: String

    /// A new unknown named `name` (debugging only).
    public init(_ name: String = "") {
        self.name = name
    }

    /// The variable's ``name``, or `<variable>` when it has none.
    public var description: String { name.isEmpty ? "<variable>" : name }
}
