/// Core Animation's transactions (rule H8): `CATransaction.begin()`/`commit()` nest; the
/// animations added while one is open (layer animations, and `UIView` animations, which
/// Core Animation runs) belong to it and to every transaction around it; its completion block
/// runs once it is committed and all of them have finished (at once, at the commit, when
/// none was added or all finished). Without an explicit transaction, an implicit one is open
/// until the end of the run-loop turn.
final class Transactions {
    final class Transaction {
        var animationDuration: Double?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var pending: [ObjectIdentifier] = []
        var committed = false
        let implicit: Bool
        init(implicit: Bool) { self.implicit = implicit }
    }

    /// Open transactions, outermost first.
    private(set) var open: [Transaction] = []
    /// Committed transactions waiting for their animations.
    private var waiting: [Transaction] = []
    /// Runs a completion block (the runtime traces it).
    var runCompletion: ((() -> Void)) -> Void = { $0() }
    /// Asks for the implicit transaction's commit at the end of the run-loop turn.
    var scheduleImplicitCommit: (@escaping () -> Void) -> Void = { _ in }

    /// The innermost open transaction, opening the implicit one when none is.
    var current: Transaction {
        if let last = open.last { return last }
        let implicit = Transaction(implicit: true)
        open.append(implicit)
        scheduleImplicitCommit { [weak self, weak implicit] in
            guard let self, let implicit, self.open.first === implicit else { return }
            self.commit(implicit)
        }
        return implicit
    }

    /// `CATransaction.begin()`.
    func begin() { open.append(Transaction(implicit: false)) }

    /// `CATransaction.commit()`: commits the innermost explicit transaction (with the
    /// implicit one first if it is the only one open); without one, does nothing.
    /// Returns false when no transaction was open (Core Animation logs a warning).
    @discardableResult
    func commit() -> Bool {
        guard let index = open.lastIndex(where: { !$0.implicit }) else { return false }
        commit(open[index])
        return true
    }

    /// `CATransaction.flush()`: commits the implicit transaction now.
    func flush() {
        if let implicit = open.first, implicit.implicit, open.count == 1 { commit(implicit) }
    }

    private func commit(_ transaction: Transaction) {
        open.removeAll { $0 === transaction }
        transaction.committed = true
        if transaction.pending.isEmpty {
            if let completion = transaction.completion { runCompletion(completion) }
        } else {
            waiting.append(transaction)
        }
    }

    /// The animation duration of the innermost transaction that sets one (0.25 s by default).
    var animationDuration: Double {
        open.reversed().lazy.compactMap(\.animationDuration).first ?? 0.25
    }

    /// Whether the innermost transaction that says so disables implicit actions.
    var disableActions: Bool {
        open.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// An animation was added: every open transaction waits for it.
    func note(_ animation: AnyObject) {
        guard !open.isEmpty else { return }
        for transaction in open { transaction.pending.append(ObjectIdentifier(animation)) }
    }

    /// An animation finished or was removed: completions whose last animation it was run.
    func finished(_ animation: AnyObject) {
        let id = ObjectIdentifier(animation)
        for transaction in open + waiting { transaction.pending.removeAll { $0 == id } }
        let done = waiting.filter(\.pending.isEmpty)
        waiting.removeAll { $0.pending.isEmpty }
        for transaction in done {
            if let completion = transaction.completion { runCompletion(completion) }
        }
    }

    /// Forgets everything (the app is going away).
    func removeAll() {
        open.removeAll()
        waiting.removeAll()
    }
}
