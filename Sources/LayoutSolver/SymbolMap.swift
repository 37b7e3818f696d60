/// A hash map from ``Symbol`` to a value, for the tableau's rows and their cells.
///
/// Open addressing with linear probing and backward-shift deletion, hashed by multiplying the
/// symbol's bits by the golden ratio (Fibonacci hashing). Swift's `Dictionary` hashes every key
/// with a seeded SipHash, which cost most of a pivot's time; symbols are small distinct
/// integers, for which a multiplication spreads well enough. The hash is not seeded, so the
/// iteration order is the same on every run, although no result depends on it.
///
/// A slot holds the symbol, its value and its tag together, so that a lookup touches one
/// place in memory, not one per array.
///
/// Each entry also carries a small integer tag, which the tableau's rows use for each cell's
/// place in its column (``Tableau``), so that a cell that cancels leaves its column in O(1).
struct SymbolMap<Value>: Sequence {
    /// One slot: the symbol's bits (0 for an empty slot: no symbol has bits 0), its value and
    /// its tag (in this order, 24 bytes for a `Double`: the tag fills the optional's padding).
    fileprivate struct Entry {
        var bits: Int
        var value: Value?
        var tag: Int32

        static var empty: Entry { Entry(bits: 0, value: nil, tag: 0) }
    }

    private var entries: [Entry]
    private(set) var count = 0
    /// 64 minus log2 of the capacity: the hash keeps the top bits of the product.
    private var shift: Int

    init() {
        entries = Array(repeating: .empty, count: 8)
        shift = 64 - 3
    }

    var isEmpty: Bool { count == 0 }

    private var mask: Int { entries.count - 1 }

    private func home(_ bits: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: bits) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `bits`, or the empty slot where it would go.
    private func slot(of bits: Int) -> (index: Int, found: Bool) {
        var index = home(bits)
        while true {
            let current = entries[index].bits
            if current == bits { return (index, true) }
            if current == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let (index, found) = slot(of: symbol.bits)
            return found ? entries[index].value : nil
        }
        set {
            if let newValue { insert(symbol, newValue) } else { removeValue(forKey: symbol) }
        }
    }

    /// Sets the value of `symbol` (and its tag, when given; a new entry's tag is 0 otherwise).
    mutating func insert(_ symbol: Symbol, _ value: Value, tag: Int32? = nil) {
        var (index, found) = slot(of: symbol.bits)
        if found {
            entries[index].value = value
            if let tag { entries[index].tag = tag }
            return
        }
        if (count + 1) * 2 > entries.count {
            grow()
            index = slot(of: symbol.bits).index
        }
        fill(index, symbol.bits, value, tag ?? 0)
    }

    private mutating func fill(_ index: Int, _ bits: Int, _ value: Value, _ tag: Int32) {
        entries[index] = Entry(bits: bits, value: value, tag: tag)
        count += 1
    }

    /// The tag of `symbol`'s entry, or nil when it has none.
    func tag(of symbol: Symbol) -> Int32? {
        let (index, found) = slot(of: symbol.bits)
        return found ? entries[index].tag : nil
    }

    /// Sets the tag of `symbol`'s entry, if it has one.
    mutating func setTag(_ tag: Int32, of symbol: Symbol) {
        let (index, found) = slot(of: symbol.bits)
        if found { entries[index].tag = tag }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        removeEntry(forKey: symbol)?.value
    }

    /// Removes the entry of `symbol` and returns its value and tag.
    @discardableResult
    mutating func removeEntry(forKey symbol: Symbol) -> (value: Value, tag: Int32)? {
        let (found, present) = slot(of: symbol.bits)
        guard present, let removed = entries[found].value else { return nil }
        let tag = entries[found].tag
        empty(found)
        return (removed, tag)
    }

    /// Empties the slot at `found`. Backward shift: later entries of the probe run move into
    /// the hole when their home slot allows it, so that lookups never need tombstones.
    private mutating func empty(_ found: Int) {
        var hole = found
        var next = (hole + 1) & mask
        while entries[next].bits != 0 {
            let ideal = home(entries[next].bits)
            if (next - ideal) & mask >= (next - hole) & mask {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole] = .empty
        count -= 1
    }

    /// Replaces every value by `transform(value)`.
    mutating func transformValues(_ transform: (Value) -> Value) {
        for index in entries.indices {
            if let value = entries[index].value { entries[index].value = transform(value) }
        }
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: .empty, count: old.count * 2)
        shift -= 1
        for entry in old where entry.bits != 0 {
            entries[slot(of: entry.bits).index] = entry
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let entries: [Entry]
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while index < entries.count {
                defer { index += 1 }
                if entries[index].bits != 0, let value = entries[index].value {
                    return (Symbol(bits: entries[index].bits), value)
                }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }

    /// The symbols present.
    var keys: [Symbol] { map(\.key) }
}

extension SymbolMap where Value == Double {
    /// Adds `factor × source`, cell by cell, dropping the cells that cancel to zero. A cell
    /// that appears takes its tag from `appeared`; a cell that cancels is told to `cancelled`
    /// with its tag. One loop here rather than a lookup and an insertion per cell from outside,
    /// so that the whole update is a single access to the map.
    mutating func add(_ source: SymbolMap<Double>, times factor: Double, appeared: (Symbol) -> Int32,
                      cancelled: (Symbol, Int32) -> Void) {
        for sourceEntry in source.entries {
            let bits = sourceEntry.bits
            guard bits != 0, let value = sourceEntry.value else { continue }
            var (index, found) = slot(of: bits)
            if found {
                let sum = (entries[index].value ?? 0) + value * factor
                if Solver.isNearZero(sum) {
                    let tag = entries[index].tag
                    empty(index)
                    cancelled(Symbol(bits: bits), tag)
                } else {
                    entries[index].value = sum
                }
            } else {
                let product = value * factor
                guard !Solver.isNearZero(product) else { continue }
                if (count + 1) * 2 > entries.count {
                    grow()
                    index = slot(of: bits).index
                }
                fill(index, bits, product, appeared(Symbol(bits: bits)))
            }
        }
    }
}
