import Testing
import PropertyBased
@testable import LayoutSolver

/// The tableau's hash map against Swift's `Dictionary`: the same contents after any sequence
/// of insertions and removals, through growth and backward-shift deletions.
@Suite("Layout solver: symbol map")
struct SymbolMapTests {
    @Test("random insertions and removals leave the same contents as a Dictionary")
    func matchesDictionary() async {
        let operation = zip(Gen.bool(0.6), Gen.int(in: 1...64), Gen.int(in: 0...3)).array(of: 1...300)
        await propertyCheck(count: 200, input: operation) { operations in
            var map = SymbolMap<Double>()
            var reference: [Int: Double] = [:]
            for (index, (isInsertion, id, kind)) in operations.enumerated() {
                let symbol = Symbol(id: id, kind: Symbol.Kind(rawValue: kind) ?? .external)
                if isInsertion {
                    map.insert(symbol, Double(index))
                    reference[symbol.bits] = Double(index)
                } else {
                    #expect(map.removeValue(forKey: symbol) == reference.removeValue(forKey: symbol.bits))
                }
                #expect(map[symbol] == reference[symbol.bits])
            }
            #expect(map.count == reference.count)
            let contents = Dictionary(uniqueKeysWithValues: map.map { ($0.key.bits, $0.value) })
            #expect(contents == reference)
        }
    }
}
