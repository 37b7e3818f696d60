import Dispatch
import OpenCombine

extension DispatchQueue: OpenCombine.Scheduler {
    /// The scheduler's time: the app's virtual clock (rule O8).
    public typealias SchedulerTimeType = VirtualSchedulerTime
    /// Combine's options for a dispatch queue (quality of service, flags): not modelled.
    public typealias SchedulerOptions = RunLoop.SchedulerOptions

    /// The current time of the app's clock.
    public var now: VirtualSchedulerTime { VirtualScheduling.now }
    /// No tolerance: the clock is exact.
    public var minimumTolerance: VirtualSchedulerTime.Stride { 0 }

    /// Runs `action` at the app's run loop's next turn (any queue is the main queue).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        VirtualScheduling.schedule(action)
    }

    /// Runs `action` at `date` of the app's clock.
    public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        VirtualScheduling.schedule(after: date, action)
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                         tolerance: VirtualSchedulerTime.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        VirtualScheduling.schedule(after: date, interval: interval, action)
    }
}
