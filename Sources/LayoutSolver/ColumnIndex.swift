/// For each symbol, the basic symbols of the tableau rows that hold it, so that a pivot
/// substitutes into those rows only and a ratio test looks at those rows only, instead of
/// every row.
///
/// Each column keeps its rows sorted by symbol id, so that every walk over a column goes in
/// the same order on every run whatever the history of the hash maps (no result depends on
/// the order, but nothing is left to it either). The solver keeps the index exactly in step
/// with the rows: a row entering or leaving the tableau, and every cell a substitution
/// creates or cancels.
struct ColumnIndex {
    /// Each symbol's place in `storage` (a column is edited in place there, not copied).
    private var places = SymbolMap<Int>()
    private var storage: [[Symbol]] = []

    /// The basic symbols of the rows holding `symbol`, by id.
    func rows(holding symbol: Symbol) -> [Symbol] {
        places[symbol].map { storage[$0] } ?? []
    }

    /// Notes that the row of `basic` now holds `symbol`.
    mutating func add(_ basic: Symbol, to symbol: Symbol) {
        let place: Int
        if let known = places[symbol] {
            place = known
        } else {
            place = storage.count
            storage.append([])
            places.insert(symbol, place)
        }
        let index = Self.insertionIndex(of: basic, in: storage[place])
        if index == storage[place].count || storage[place][index] != basic { storage[place].insert(basic, at: index) }
    }

    /// Notes that the row of `basic` no longer holds `symbol`.
    mutating func remove(_ basic: Symbol, from symbol: Symbol) {
        guard let place = places[symbol] else { return }
        let index = Self.insertionIndex(of: basic, in: storage[place])
        if index < storage[place].count, storage[place][index] == basic { storage[place].remove(at: index) }
    }

    /// Forgets the whole column of `symbol` (every row lost it at once).
    mutating func removeColumn(_ symbol: Symbol) {
        if let place = places[symbol] { storage[place] = [] }
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
        places.map { ($0.key, storage[$0.value]) }.filter { !$0.1.isEmpty }.sorted { $0.0 < $1.0 }
    }

    /// The first index whose symbol is not below `symbol` (binary search).
    private static func insertionIndex(of symbol: Symbol, in column: [Symbol]) -> Int {
        var low = 0, high = column.count
        while low < high {
            let middle = (low + high) / 2
            if column[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
