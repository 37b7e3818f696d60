import Foundation
import HeadlessUIKit

/// Rule R4: Foundation's block timers on the current app's virtual clock, what
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` in an app's source becomes through
/// the rewriter (its `Timer` is renamed `AppClockTimer`). The timer it returns is Foundation's:
/// `invalidate()`, `isValid` and `fire()` are its own.
public enum AppClockTimer {
    /// A timer that calls `block` every `interval` seconds of the app's clock (once unless it
    /// `repeats`) until it is invalidated, as rule O5's selector timers do.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        VirtualTimer.schedule(timer, interval: interval, repeats: repeats, in: CurrentApp.app)
        return timer
    }
}
