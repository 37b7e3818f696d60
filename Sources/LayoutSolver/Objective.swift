/// The function the simplex minimises, with symbolic weights: one row per priority level,
/// compared lexicographically from the highest level down.
///
/// A symbol's coefficient is the vector of its cells in the level rows. It is negative when its
/// cell in the highest level where it has one is negative, so that lowering an error at one
/// priority is worth any amount of error at the priorities below (Cassowary's symbolic weights,
/// with a level per distinct priority instead of three fixed ones).
final class Objective {
    /// The priorities, highest first, and their rows.
    private(set) var levels: [(priority: Double, row: Row)] = []
    /// The symbols whose cells changed since the objective was last found minimal: only they
    /// can have a negative coefficient, so ``enteringSymbol()`` looks at them alone instead of
    /// at every cell (the errors of every optional constraint, which made each addition cost
    /// time proportional to the whole system). Duplicates are harmless.
    private var touched: [Symbol] = []

    private func row(at priority: Double) -> Row {
        if let level = levels.first(where: { $0.priority == priority }) { return level.row }
        let row = Row()
        let index = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert((priority, row), at: index)
        return row
    }

    /// Adds `weight × symbol` at `priority`.
    func insert(_ symbol: Symbol, weight: Double, priority: Double) {
        row(at: priority).insert(symbol, weight)
        touched.append(symbol)
    }

    /// Adds `weight × row` at `priority`.
    func insert(_ other: Row, weight: Double, priority: Double) {
        row(at: priority).insert(other, weight)
        for (symbol, _) in other.cells { touched.append(symbol) }
    }

    func substitute(_ symbol: Symbol, with row: Row) {
        var held = false
        for level in levels where level.row.cells[symbol] != nil {
            level.row.substitute(symbol, with: row)
            held = true
        }
        if held {
            touched.append(symbol)
            for (other, _) in row.cells { touched.append(other) }
        }
    }

    func remove(_ symbol: Symbol) {
        for level in levels { level.row.remove(symbol) }
        touched.append(symbol)
    }

    /// The symbol's coefficient, one entry per level, highest first.
    func coefficients(of symbol: Symbol) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }

    /// Whether every level's constant is zero.
    var isZero: Bool { levels.allSatisfy { Solver.isNearZero($0.row.constant) } }

    /// The symbol to enter the basis: the lowest id (Bland's rule, so no cycling) among the
    /// non-dummy symbols whose coefficient is negative, or nil when the objective is minimal.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for symbol in touched where symbol.kind != .dummy && (best.map({ symbol < $0 }) ?? true) {
            // The cell of the highest level that has one decides the sign.
            for level in levels {
                guard let value = level.row.cells[symbol] else { continue }
                if value < 0 { best = symbol }
                break
            }
        }
        // Minimal: no symbol is negative now, and only a change to a cell can make one so.
        if best == nil { touched.removeAll(keepingCapacity: true) }
        return best
    }

    /// Forgets the changed symbols whose coefficient is not negative, keeping the negative
    /// ones: after a dual simplex, which pivots without asking for an entering symbol, so that
    /// the list does not grow with every suggestion.
    func forgetNonNegative() {
        touched = touched.filter { symbol in
            symbol.kind != .dummy && levels.first(where: { $0.row.cells[symbol] != nil }).map { $0.row.coefficient(for: symbol) < 0 } == true
        }
    }
}

/// Lexicographic order of two coefficient vectors of the same levels, where entries within
/// the solver's tolerance are equal: a rounding difference at a higher level must not hide a
/// real difference at a lower one (the dual simplex would then pick an entering symbol that
/// leaves a lower level's cost negative, and the solution would not be optimal there).
func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where !Solver.isNearZero(left - right) {
        return left < right
    }
    return false
}

extension Objective {
    /// Empties every level.
    func reset() {
        levels = []
        touched = []
    }
}
