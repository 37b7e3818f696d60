import HeadlessUIKit
import OpenCombine
import StagehandUIKit

/// What `DispatchQueue` and `RunLoop` do as Combine schedulers over Stagehand (rule O8): work
/// runs at the current app's run loop's next turn, or at a time of its virtual clock.
enum VirtualScheduling {
    static var now: VirtualSchedulerTime { VirtualSchedulerTime(seconds: App.current.time) }

    static func schedule(_ action: @escaping () -> Void) {
        App.current.async(action)
    }

    static func schedule(after date: VirtualSchedulerTime, _ action: @escaping () -> Void) {
        let app = App.current
        let delay = date.seconds - app.time
        if delay > 0 { app.after(delay, action) } else { app.async(action) }
    }

    static func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                         _ action: @escaping () -> Void) -> Cancellable {
        let app = App.current
        let repeating = RepeatingAction(app: app, interval: max(interval.seconds, 0), action: action)
        repeating.start(after: date.seconds - app.time)
        return AnyCancellable { repeating.cancel() }
    }

    /// A repeating action on the clock, until cancelled.
    final class RepeatingAction {
        let app: App
        let interval: Double
        let action: () -> Void
        var timer: Int?
        var isCancelled = false

        init(app: App, interval: Double, action: @escaping () -> Void) {
            self.app = app
            self.interval = interval
            self.action = action
        }

        func start(after delay: Double) {
            timer = app.after(max(delay, 0)) { [weak self] in
                guard let self, !self.isCancelled else { return }
                self.action()
                if !self.isCancelled { self.start(after: self.interval) }
            }
        }

        func cancel() {
            isCancelled = true
            if let timer { app.cancelTimer(timer) }
        }
    }
}
