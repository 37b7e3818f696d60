/// The virtual clock's work: timers fire in time order (ties in the order they were
/// scheduled), with the run loop drained after each.
extension Runtime {
    /// At most this many timers fire in one `settle` before it is called an endless chain.
    static let maxSettleTimers = 100_000

    /// Schedules `action` at `delay` seconds from now; returns an id for ``cancelTimer(_:)``.
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping () -> Void) -> Int {
        clock.schedule(after: delay, action)
    }

    /// Forgets a scheduled timer; does nothing if it already fired.
    func cancelTimer(_ id: Int) { clock.cancel(id) }

    /// Fires the earliest timer if it is due by `limit`; returns whether one fired.
    private func fireNext(upTo limit: Double) throws(EngineError) -> Bool {
        guard let next = clock.takeNext(upTo: limit) else { return false }
        withCause("a timer due at \(format(next.time)) s", next.action)
        try drain()
        return true
    }

    /// Moves the clock forward by `seconds`, firing what falls due in time order.
    func advance(by seconds: Double) throws(EngineError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw EngineError(name: "Stagehand", reason: "advance needs a finite number of seconds, not below 0 (got \(NumberText.text(seconds)))", rule: .R1)
        }
        try drain()
        let target = clock.time + seconds
        while !isStopped, try fireNext(upTo: target) {}
        clock.time = target
    }

    /// Advances until no timer is pending.
    func settle() throws(EngineError) {
        try drain()
        var fired = 0
        while !isStopped, try fireNext(upTo: .infinity) {
            fired += 1
            if fired >= Runtime.maxSettleTimers {
                throw EngineError(name: "Stagehand", reason: "settle gave up after \(fired) timers: an endless chain of timers or animations", rule: .R1)
            }
        }
    }
}
