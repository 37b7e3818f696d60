/// One term of an ``Expression``: a variable times a coefficient.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable multiplied.
    public var variable: Variable
    /// The factor in front of the variable.
    public var coefficient: Double

    /// The term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `coefficient*name`.
    public var description: String { "\(coefficient)*\(variable)" }
}

/// A linear expression: a sum of terms plus a constant, written with the operators `+`, `-`,
/// `*` and `/` (by numbers only) over variables, expressions and numbers, for example
/// `left + width * 0.5 - 8`.
///
/// Terms keep the order they were written in, and a variable may appear in several terms; the
/// solver adds them up. Order never matters to a solution, only to ``description``.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The expression `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression made of `variable` alone.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with each variable replaced by `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression as `c1*a + c2*b + constant`.
    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
/// The sum of an expression and a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }
/// An expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(constant: rhs)) }
/// A constant plus an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs.adding(Expression(constant: lhs)) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(constant: rhs)) }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).adding(Expression(constant: lhs)) }

/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
/// The negated variable.
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(-rhs) }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(-rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(-rhs) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(-rhs) }
/// An expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(constant: -rhs)) }
/// A constant minus an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs).adding(Expression(constant: lhs)) }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(constant: -rhs)) }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { (-rhs).adding(Expression(constant: lhs)) }

/// An expression times a number.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// A number times an expression.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// A variable times a number.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// A number times a variable.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// An expression divided by a number.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
/// A variable divided by a number.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
