/// A hash map from ``Symbol`` to a value, for the tableau's rows and their cells.
///
/// Open addressing with linear probing and backward-shift deletion, hashed by multiplying the
/// symbol's bits by the golden ratio (Fibonacci hashing). Swift's `Dictionary` hashes every key
/// with a seeded SipHash, which cost most of a pivot's time; symbols are small distinct
/// integers, for which a multiplication spreads well enough. The hash is not seeded, so the
/// iteration order is the same on every run, although no result depends on it.
struct SymbolMap<Value>: Sequence {
    /// Each slot's symbol bits, 0 for an empty slot (no symbol has bits 0).
    private var slots: [Int]
    private var values: [Value?]
    private(set) var count = 0
    /// 64 minus log2 of the capacity: the hash keeps the top bits of the product.
    private var shift: Int

    init() {
        slots = Array(repeating: 0, count: 8)
        values = Array(repeating: nil, count: 8)
        shift = 64 - 3
    }

    var isEmpty: Bool { count == 0 }

    private var mask: Int { slots.count - 1 }

    private func home(_ bits: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: bits) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `bits`, or the empty slot where it would go.
    private func slot(of bits: Int) -> (index: Int, found: Bool) {
        var index = home(bits)
        while true {
            let current = slots[index]
            if current == bits { return (index, true) }
            if current == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let (index, found) = slot(of: symbol.bits)
            return found ? values[index] : nil
        }
        set {
            if let newValue { insert(symbol, newValue) } else { removeValue(forKey: symbol) }
        }
    }

    mutating func insert(_ symbol: Symbol, _ value: Value) {
        var (index, found) = slot(of: symbol.bits)
        if found {
            values[index] = value
            return
        }
        if (count + 1) * 2 > slots.count {
            grow()
            index = slot(of: symbol.bits).index
        }
        slots[index] = symbol.bits
        values[index] = value
        count += 1
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let (found, present) = slot(of: symbol.bits)
        guard present else { return nil }
        let removed = values[found]
        // Backward shift: move later entries of the probe run into the hole when their home
        // slot allows it, so that lookups never need tombstones.
        var hole = found
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let ideal = home(slots[next])
            if (next - ideal) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        values[hole] = nil
        count -= 1
        return removed
    }

    /// Replaces every value by `transform(value)`.
    mutating func transformValues(_ transform: (Value) -> Value) {
        for index in values.indices {
            if let value = values[index] { values[index] = transform(value) }
        }
    }

    private mutating func grow() {
        let oldSlots = slots, oldValues = values
        slots = Array(repeating: 0, count: oldSlots.count * 2)
        values = Array(repeating: nil, count: oldSlots.count * 2)
        shift -= 1
        for index in oldSlots.indices where oldSlots[index] != 0 {
            let target = slot(of: oldSlots[index]).index
            slots[target] = oldSlots[index]
            values[target] = oldValues[index]
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Int]
        fileprivate let values: [Value?]
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while index < slots.count {
                defer { index += 1 }
                if slots[index] != 0, let value = values[index] {
                    return (Symbol(bits: slots[index]), value)
                }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots, values: values) }

    /// The symbols present.
    var keys: [Symbol] { map(\.key) }
}
