import Foundation
import OpenCombine

extension Timer {
    /// Combine's `Timer.publish(every:tolerance:on:in:options:)` on the current app's virtual
    /// clock (rule O8): once connected, it publishes the clock's date every `interval` seconds.
    /// The run loop, mode, tolerance and options are not modelled.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
    }
}
