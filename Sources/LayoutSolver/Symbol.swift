/// A column of the tableau. Ids come from one counter per solver, in the order the solver
/// made them, so that every choice that breaks a tie by id is the same on every run
/// (Swift's hashing is seeded per process, so no dictionary order may decide anything).
/// The id and the kind are packed in one integer, the key of ``SymbolMap``.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user's ``Variable``: unrestricted in sign.
        case external
        /// The slack of an inequality: at least zero.
        case slack
        /// The error of an optional constraint: at least zero, and minimised.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    /// `id << 2 | kind`: ordering the bits orders the ids.
    let bits: Int

    init(id: Int, kind: Kind) {
        bits = id << 2 | kind.rawValue
    }

    init(bits: Int) {
        self.bits = bits
    }

    var id: Int { bits >> 2 }
    var kind: Kind { Kind(rawValue: bits & 3) ?? .external }

    /// Whether the symbol must stay at least zero (every symbol but a user's variable).
    var isRestricted: Bool { kind != .external }
    /// Whether the symbol may be pivoted into the basis to remove a constraint or an
    /// artificial variable.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.bits < rhs.bits }
}
