/// Virtual time and the timers due on it: time moves only when a script advances it.
final class VirtualClock {
    /// Now, in seconds since the app was made.
    var time: Double = 0
    /// Pending timers, sorted by time, then by scheduling order.
    private(set) var timers: [ScheduledTimer] = []
    private var nextTimerID = 0

    /// Schedules `action` at `delay` seconds from now; returns an id for ``cancel(_:)``.
    func schedule(after delay: Double, _ action: @escaping () -> Void) -> Int {
        nextTimerID += 1
        let timer = ScheduledTimer(id: nextTimerID, time: time + max(0, delay), action: action)
        let index = timers.firstIndex { $0.time > timer.time } ?? timers.endIndex
        timers.insert(timer, at: index)
        return timer.id
    }

    /// Forgets a scheduled timer; does nothing if it already fired.
    func cancel(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// Removes and returns the earliest timer if it is due by `limit`, moving time to it.
    func takeNext(upTo limit: Double) -> ScheduledTimer? {
        guard let next = timers.first, next.time <= limit else { return nil }
        timers.removeFirst()
        time = max(time, next.time)
        return next
    }

    /// Forgets every timer (the app is going away).
    func removeAll() { timers.removeAll() }
}

/// Work due at a virtual time; ties fire in the order they were scheduled.
struct ScheduledTimer {
    let id: Int
    let time: Double
    let action: () -> Void
}
