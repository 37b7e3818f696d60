import Foundation
import HeadlessUIKit
import OpenCombine
import StagehandUIKit

extension Timer {
    /// Combine's `Timer.TimerPublisher` on the virtual clock (rule O8): connected, it fires
    /// every ``interval`` seconds of the app's clock, publishing the date that far from
    /// 2001-01-01 (**choice**: the clock's time as a date, the same on every run) to each
    /// subscriber that has demand.
    public final class TimerPublisher: ConnectablePublisher {
        /// Dates.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// Seconds between fires.
        public let interval: TimeInterval
        /// The run loop named (not modelled: the app's clock runs it).
        public let runLoop: RunLoop
        /// The mode named (not modelled).
        public let mode: RunLoop.Mode
        /// The options named (not modelled).
        public let options: RunLoop.SchedulerOptions?

        private let app: App
        private var subscriptions: [TimerSubscription] = []
        private var timer: Int?

        /// A publisher that fires every `interval` seconds once connected.
        public init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
            app = App.current
        }

        /// Attaches `subscriber`: it hears each fire after it asked for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(downstream: AnySubscriber(subscriber)) { [weak self] gone in
                self?.subscriptions.removeAll { $0 === gone }
            }
            subscriptions.append(subscription)
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            if timer == nil { scheduleNext() }
            return AnyCancellable { [weak self] in
                guard let self, let timer = self.timer else { return }
                self.app.cancelTimer(timer)
                self.timer = nil
            }
        }

        private func scheduleNext() {
            timer = app.after(Swift.max(interval, 0)) { [weak self] in
                guard let self else { return }
                let date = Date(timeIntervalSinceReferenceDate: self.app.time)
                for subscription in self.subscriptions { subscription.deliver(date) }
                if self.timer != nil { self.scheduleNext() }
            }
        }
    }
}
