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
    }

    /// Adds `weight × row` at `priority`.
    func insert(_ other: Row, weight: Double, priority: Double) {
        row(at: priority).insert(other, weight)
    }

    func substitute(_ symbol: Symbol, with row: Row) {
        for level in levels { level.row.substitute(symbol, with: row) }
    }

    func remove(_ symbol: Symbol) {
        for level in levels { level.row.remove(symbol) }
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
        for (level, entry) in levels.enumerated() {
            for (symbol, value) in entry.row.cells where value < 0 && symbol.kind != .dummy {
                // Negative here counts only if no higher level has a cell for the symbol.
                guard best.map({ symbol < $0 }) ?? true,
                      !levels[..<level].contains(where: { $0.row.cells[symbol] != nil }) else { continue }
                best = symbol
            }
        }
        return best
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
    func reset() { levels = [] }
}
