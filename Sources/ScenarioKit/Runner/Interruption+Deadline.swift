import Foundation

extension Interruption {
    /// The reason the scenarios a run's deadline stopped are reported with:
    /// `not run: the run's deadline passed (--deadline 30 s)`.
    public static func deadlineReason(seconds: String) -> String {
        "not run: the run's deadline passed (--deadline \(seconds) s)"
    }

    /// Presses this button `duration` from now with `reason`, unless it has been pressed by
    /// then (`stagehand run --deadline`). The clock is a thread's sleep on a monotonic clock,
    /// so it holds whatever the run's threads are doing, even a scenario stuck in a library
    /// call in this process. The signal stays nil: the caller tells a deadline from a signal by it.
    public func request(after duration: Duration, reason: String) {
        let thread = Thread { [self] in
            let end = ContinuousClock.now + duration
            while self.reason == nil, ContinuousClock.now < end {
                // Woken at least every 100 ms, so a run that ends first leaves no sleeper behind for long.
                let left = ContinuousClock.now.duration(to: end)
                Thread.sleep(forTimeInterval: min(0.1, max(0, ScenarioResult.seconds(left))))
            }
            if self.reason == nil { self.request(reason: reason) }
        }
        thread.name = "stagehand-deadline"
        thread.start()
    }
}
