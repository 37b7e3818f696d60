/// The simplex tableau's rows, and for each symbol the rows that hold it (its column), so that
/// a pivot substitutes into those rows only and a ratio test looks at those rows only.
///
/// A row lives in a slot that it keeps while its basic symbol changes: a pivot renames the
/// row's basic symbol instead of taking the row out of every column and putting it back. A
/// column is an array of slots in no meaningful order; each cell of a row keeps, as its tag in
/// the row's ``SymbolMap``, its place in its column, so that a cell that cancels leaves the
/// column by swapping the last entry into its place (O(1), no hashing, no search). Symbols and
/// slots are dense small integers (a solver numbers its symbols from 1), so the columns and
/// the slot of each basic symbol are arrays indexed by symbol id. Those arrays grow with every
/// symbol the solver makes, a removed constraint's included (some 20 bytes each), until the
/// solver is reset; free slots are reused.
///
/// No result depends on the order of a column: every walk treats each row on its own, and
/// every choice among rows breaks ties by symbol id. The order is still the same on every run,
/// since it follows from the same calls in the same order.
struct Tableau {
    /// Each slot's row, nil when the slot is free.
    private var rows: [Row?] = []
    /// The same rows unretained, for the hottest write (a moved cell's new place), where
    /// retaining and releasing the row cost more than the write; `rows` keeps them alive.
    private var handles: [Unmanaged<Row>] = []
    /// Each slot's row's constant, the value of its basic symbol, kept equal to the row's own
    /// so that listing every value reads one dense array instead of every row object (at
    /// 10,000 views those reads missed the cache and were most of an edit's time). Every
    /// change to a row in the tableau goes through this type, which updates both.
    private var constants: [Double] = []
    /// Each slot's basic symbol (meaningless for a free slot).
    private var basics: [Symbol] = []
    private var freeSlots: [Int32] = []
    /// The slot of each basic symbol, by symbol id; -1 when the symbol is not basic.
    private var slots: [Int32] = [-1]
    /// The slots of the rows holding each symbol, by symbol id.
    private var columns: [[Int32]] = [[]]
    /// Each symbol by id (for listings).
    private var symbols: [Symbol] = [Symbol(bits: 0)]

    /// Makes room for a new symbol's column and slot.
    mutating func noteSymbol(_ symbol: Symbol) {
        while slots.count <= symbol.id {
            slots.append(-1)
            columns.append([])
            symbols.append(Symbol(id: slots.count - 1, kind: .external))
        }
        symbols[symbol.id] = symbol
    }

    private func slot(of basic: Symbol) -> Int32? {
        let id = basic.id
        guard id < slots.count else { return nil }
        let slot = slots[id]
        return slot < 0 ? nil : slot
    }

    /// The row of `basic`, or nil when `basic` is not basic.
    func row(of basic: Symbol) -> Row? {
        slot(of: basic).flatMap { rows[Int($0)] }
    }

    /// The constant of the row of `basic` (its value), or 0 when `basic` is not basic.
    func constant(of basic: Symbol) -> Double {
        guard let slot = slot(of: basic) else { return 0 }
        return constants[Int(slot)]
    }

    /// Adds `value` to the constant of the row of `basic` and returns the new constant, or
    /// nil when `basic` is not basic.
    mutating func addToConstant(of basic: Symbol, _ value: Double) -> Double? {
        guard let slot = slot(of: basic), let row = rows[Int(slot)] else { return nil }
        let constant = row.add(value)
        constants[Int(slot)] = constant
        return constant
    }

    /// Adds `delta` times its coefficient of `symbol` to the constant of every row holding
    /// `symbol`, and appends to `infeasible` the restricted ones left negative: a suggestion's
    /// change of an edit constraint's constant, when its marker is parametric.
    mutating func shiftConstants(holding symbol: Symbol, by delta: Double, infeasible: inout [Symbol]) {
        guard symbol.id < columns.count else { return }
        for slot in columns[symbol.id] {
            let basic = basics[Int(slot)]
            let constant = handles[Int(slot)]._withUnsafeGuaranteedRef { row in
                row.add(delta * row.coefficient(for: symbol))
            }
            constants[Int(slot)] = constant
            if constant < 0, basic.isRestricted { infeasible.append(basic) }
        }
    }

    /// The basic symbols of the rows holding `symbol`, in no meaningful order.
    func rows(holding symbol: Symbol) -> [Symbol] {
        guard symbol.id < columns.count else { return [] }
        return columns[symbol.id].map { basics[Int($0)] }
    }

    /// How many rows hold `symbol`.
    func columnLength(of symbol: Symbol) -> Int {
        symbol.id < columns.count ? columns[symbol.id].count : 0
    }

    /// Every row with its basic symbol, in no meaningful order.
    var allRows: [(basic: Symbol, row: Row)] {
        rows.indices.compactMap { slot in rows[slot].map { (basics[slot], $0) } }
    }

    /// Puts `row` in the tableau as the row of `basic`, indexing its cells.
    mutating func put(_ row: Row, for basic: Symbol) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            handles[Int(slot)] = Unmanaged.passUnretained(row)
            constants[Int(slot)] = row.constant
            basics[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            handles.append(Unmanaged.passUnretained(row))
            constants.append(row.constant)
            basics.append(basic)
        }
        slots[basic.id] = slot
        for symbol in row.cells.keys { row.setTag(link(slot, to: symbol), of: symbol) }
    }

    /// Takes the row of `basic` out of the tableau and out of its columns.
    @discardableResult
    mutating func take(_ basic: Symbol) -> Row? {
        guard let slot = slot(of: basic), let row = rows[Int(slot)] else { return nil }
        for (symbol, _) in row.cells {
            if let place = row.cells.tag(of: symbol) { unlink(slot, from: symbol, at: place) }
        }
        rows[Int(slot)] = nil
        slots[basic.id] = -1
        freeSlots.append(slot)
        return row
    }

    /// Removes `symbol` from every row, and its column (every row loses it at once).
    mutating func removeColumn(_ symbol: Symbol) {
        guard symbol.id < columns.count else { return }
        for slot in columns[symbol.id] { rows[Int(slot)]?.remove(symbol) }
        columns[symbol.id].removeAll()
    }

    /// Pivots: the row of `leaving` becomes the row of `entering`, in the same slot, and
    /// `entering` is replaced by that row's right side in every other row. Returns the basic
    /// symbols of the restricted rows left infeasible (negative constant).
    mutating func pivot(leaving: Symbol, entering: Symbol, infeasible: inout [Symbol]) -> Row? {
        guard let slot = slot(of: leaving), let row = rows[Int(slot)] else { return nil }
        row.solve(for: leaving, replacing: entering)
        constants[Int(slot)] = row.constant
        row.setTag(link(slot, to: leaving), of: leaving)
        basics[Int(slot)] = entering
        slots[leaving.id] = -1
        slots[entering.id] = slot
        substitute(entering, with: row, skipping: slot, infeasible: &infeasible)
        return row
    }

    /// Replaces `symbol` by `row` in the rows that hold it (but the one in `skipping`), and
    /// appends to `infeasible` the restricted ones left with a negative constant. The other
    /// rows do not change, so none of them can have become infeasible. The column of `symbol`
    /// is empty afterwards.
    mutating func substitute(_ symbol: Symbol, with row: Row, skipping: Int32 = -1, infeasible: inout [Symbol]) {
        guard symbol.id < columns.count else { return }
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        for slot in holders where slot != skipping {
            guard let other = rows[Int(slot)] else { continue }
            other.substitute(symbol, with: row, appeared: { link(slot, to: $0) },
                             cancelled: { unlink(slot, from: $0, at: $1) })
            constants[Int(slot)] = other.constant
            let basic = basics[Int(slot)]
            if basic.isRestricted, other.constant < 0 { infeasible.append(basic) }
        }
    }

    /// Adds `slot` to the column of `symbol` and returns its place there.
    private mutating func link(_ slot: Int32, to symbol: Symbol) -> Int32 {
        let place = Int32(columns[symbol.id].count)
        columns[symbol.id].append(slot)
        return place
    }

    /// Takes `slot` out of the column of `symbol`, where it is at `place`: the column's last
    /// entry moves there, and its row's cell learns its new place.
    private mutating func unlink(_ slot: Int32, from symbol: Symbol, at place: Int32) {
        let id = symbol.id
        guard Int(place) < columns[id].count else { return }
        let last = columns[id].removeLast()
        guard last != slot else { return }
        columns[id][Int(place)] = last
        // `last` is a live slot: its row holds `symbol`, so `rows` holds the row.
        handles[Int(last)]._withUnsafeGuaranteedRef { $0.setTag(place, of: symbol) }
    }

    /// Every non-empty column, by symbol id, each as its rows' basic symbols by id.
    var listing: [(symbol: Symbol, rows: [Symbol])] {
        columns.indices.filter { !columns[$0].isEmpty }.map { (symbols[$0], rows(holding: symbols[$0]).sorted()) }
    }

    /// Whether every cell's tag is its row's place in the cell's column, and every row's
    /// constant is the one kept beside it (for tests).
    var placesAreExact: Bool {
        rows.indices.allSatisfy { slot in
            guard let row = rows[slot] else { return true }
            return row.constant == constants[slot] && row.cells.keys.allSatisfy { symbol in
                guard let place = row.cells.tag(of: symbol).map(Int.init) else { return false }
                return place < columns[symbol.id].count && columns[symbol.id][place] == Int32(slot)
            }
        }
    }
}
