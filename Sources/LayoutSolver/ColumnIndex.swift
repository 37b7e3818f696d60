/// For each symbol, the basic symbols of the tableau rows that hold it, so that a pivot
/// substitutes into those rows only and a ratio test looks at those rows only, instead of
/// every row.
///
/// A column is a set (a ``SymbolMap``, O(1) to add or remove a row: a sorted array cost a
/// memmove of the whole column for each cell a substitution made or cancelled); a walk over a
/// column sorts it by symbol id first, so that every walk goes in the same order on every run
/// whatever the history of the maps (no result depends on the order, but nothing is left to it). The solver keeps the index exactly in step
/// with the rows: a row entering or leaving the tableau, and every cell a substitution
/// creates or cancels.
struct ColumnIndex {
    /// Each symbol's place in `storage` (a column is edited in place there, not copied).
    private var places = SymbolMap<Int>()
    private var storage: [SymbolMap<Bool>] = []

    /// The basic symbols of the rows holding `symbol`, by id.
    func rows(holding symbol: Symbol) -> [Symbol] {
        guard let place = places[symbol] else { return [] }
        return storage[place].keys.sorted()
    }

    /// Notes that the row of `basic` now holds `symbol`.
    mutating func add(_ basic: Symbol, to symbol: Symbol) {
        let place: Int
        if let known = places[symbol] {
            place = known
        } else {
            place = storage.count
            storage.append(SymbolMap())
            places.insert(symbol, place)
        }
        storage[place].insert(basic, true)
    }

    /// Notes that the row of `basic` no longer holds `symbol`.
    mutating func remove(_ basic: Symbol, from symbol: Symbol) {
        guard let place = places[symbol] else { return }
        storage[place].removeValue(forKey: basic)
    }

    /// Forgets the whole column of `symbol` (every row lost it at once).
    mutating func removeColumn(_ symbol: Symbol) {
        if let place = places[symbol] { storage[place] = SymbolMap() }
    }

    /// Notes every cell of `row`, the row of `basic`.
    mutating func add(row: Row, of basic: Symbol) {
        for (symbol, _) in row.cells { add(basic, to: symbol) }
    }

    /// Forgets every cell of `row`, the row of `basic`.
    mutating func remove(row: Row, of basic: Symbol) {
        for (symbol, _) in row.cells { remove(basic, from: symbol) }
    }

    /// Every non-empty column, by symbol id, each as its rows' basic symbols by id.
    var listing: [(symbol: Symbol, rows: [Symbol])] {
        places.map { ($0.key, storage[$0.value].keys.sorted()) }.filter { !$0.1.isEmpty }.sorted { $0.0 < $1.0 }
    }
}
