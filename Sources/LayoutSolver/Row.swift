/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, with the cells in a
/// ``SymbolMap`` for O(1) access by symbol.
///
/// Every operation treats each cell on its own, so the order of the map never changes a
/// result; callers that must choose among cells scan them all and break ties by symbol id.
final class Row {
    private(set) var cells: SymbolMap<Double>
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.cells = SymbolMap()
        self.constant = constant
    }

    init(copying other: Row) {
        self.cells = other.cells
        self.constant = other.constant
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels to zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Solver.isNearZero(sum) {
            cells.removeValue(forKey: symbol)
        } else {
            cells.insert(symbol, sum)
        }
    }

    /// Adds `coefficient × other`, constant and cells.
    func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            insert(symbol, value * coefficient)
        }
    }

    func remove(_ symbol: Symbol) {
        cells.removeValue(forKey: symbol)
    }

    func reverseSign() {
        constant = -constant
        cells.transformValues { -$0 }
    }

    /// Turns `0 = constant + Σ…` into `symbol = …`; `symbol` must have a cell.
    func solve(for symbol: Symbol) {
        let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= factor
        cells.transformValues { $0 * factor }
    }

    /// Turns `lhs = …rhs…` into `rhs = …lhs…`.
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of its `row`, as ``substitute(_:with:)`` does, for
    /// a row of the ``Tableau``: each cell that appears takes its place in its column from
    /// `appeared`, each that cancels is told to `cancelled` with its place, so that the
    /// columns stay exact. `symbol`'s own cell goes without a word: its column goes whole.
    func substitute(_ symbol: Symbol, with row: Row, appeared: (Symbol) -> Int32, cancelled: (Symbol, Int32) -> Void) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        constant += row.constant * coefficient
        cells.add(row.cells, times: coefficient, appeared: appeared, cancelled: cancelled)
    }

    /// Sets the tag of `symbol`'s cell: its place in its column of the ``Tableau``.
    func setTag(_ tag: Int32, of symbol: Symbol) {
        cells.setTag(tag, of: symbol)
    }

    /// Replaces `symbol` by the right side of its `row`.
    func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }
}
