import Dispatch
import Foundation
import HeadlessUIKit

/// Rule R4: Dispatch's main queue as the current app's main queue, what
/// `DispatchQueue.main.async`, `asyncAfter` and `sync` in an app's source become through the
/// rewriter (the `DispatchQueue` of those calls is renamed `MainDispatchQueue`; its members
/// keep Dispatch's names, labels and defaults).
///
/// On iOS the main queue is drained by the main run loop, once a turn; Stagehand's app has its
/// own run loop (rule R1) and virtual clock, so a block queued here runs at the app's next turn
/// and a delayed one at its time on the clock, in the order they were queued, the same at
/// every run. Dispatch's real main queue would run them whenever the process's run loop turns,
/// which no scenario controls.
public struct MainDispatchQueue: Sendable {
    /// The main queue of the current app.
    public static let main = MainDispatchQueue()

    private init() {}

    /// Queues `work` to run at the app's next run-loop turn (rule R1's first step). The group,
    /// quality of service and flags are accepted and not modelled.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor () -> Void) {
        let app = CurrentApp.app
        app.async { [weak app] in MainActorBridge.run(app, subject: "DispatchQueue.main.async") { work() } }
    }

    /// Queues `workItem` to run at the app's next run-loop turn, unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        let app = CurrentApp.app
        app.async { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` at `deadline` on the app's virtual clock (a deadline already past: the next
    /// turn). `.now() + 0.3` and `.now() + .milliseconds(300)` are read exactly.
    public func asyncAfter(deadline: Deadline, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor () -> Void) {
        let app = CurrentApp.app
        Self.schedule(after: deadline.delay, in: app) { [weak app] in
            MainActorBridge.run(app, subject: "DispatchQueue.main.asyncAfter") { work() }
        }
    }

    /// Runs `workItem` at `deadline` on the app's virtual clock, unless it is cancelled first.
    public func asyncAfter(deadline: Deadline, execute workItem: DispatchWorkItem) {
        Self.schedule(after: deadline.delay, in: CurrentApp.app) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// A deadline made from Dispatch's own clock (a stored `DispatchTime`): its distance from
    /// Dispatch's `now` when queued, rounded up to the millisecond (rule R4's choice).
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor () -> Void) {
        asyncAfter(deadline: Deadline(dispatchTime: deadline), qos: qos, flags: flags, execute: work)
    }

    /// `asyncAfter(deadline:execute:)` of a work item with a stored `DispatchTime`.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: Deadline(dispatchTime: deadline), execute: workItem)
    }

    /// Runs `work` at once and returns its answer when called on the main actor: an iOS app
    /// reaches `DispatchQueue.main.sync` only off the main thread, where it waits for the main
    /// thread to run the block, and the app's one thread running it at once is what that wait
    /// gives. Off the main actor it is Dispatch's own `sync`.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if MainActorBridge.isOnMainActor { return try work() }
        return try DispatchQueue.main.sync(execute: work)
    }

    /// `sync(execute:)` of a work item.
    public func sync(execute workItem: DispatchWorkItem) {
        if MainActorBridge.isOnMainActor { workItem.perform() } else { DispatchQueue.main.sync(execute: workItem) }
    }

    /// A deadline of `.never` is never reached.
    private static func schedule(after delay: Double, in app: App, _ block: @escaping () -> Void) {
        guard delay.isFinite else { return }
        if delay > 0 { app.after(delay, block) } else { app.async(block) }
    }

    /// A time on the app's virtual clock, written as Dispatch's deadlines are: `.now()`, plus
    /// seconds or a `DispatchTimeInterval`.
    public struct Deadline: Sendable {
        /// Seconds from now.
        let delay: Double

        /// Now: the next run-loop turn.
        public static func now() -> Deadline { Deadline(delay: 0) }

        /// `seconds` later.
        public static func + (deadline: Deadline, seconds: Double) -> Deadline { Deadline(delay: deadline.delay + seconds) }

        /// `interval` later.
        public static func + (deadline: Deadline, interval: DispatchTimeInterval) -> Deadline {
            Deadline(delay: deadline.delay + interval.seconds)
        }

        /// `seconds` earlier.
        public static func - (deadline: Deadline, seconds: Double) -> Deadline { Deadline(delay: deadline.delay - seconds) }

        init(delay: Double) { self.delay = delay }

        /// The distance of `dispatchTime` from Dispatch's now, rounded up to the millisecond:
        /// the few microseconds between the app's `.now()` and this one must not reach the trace.
        init(dispatchTime: DispatchTime) {
            let nanoseconds = Double(dispatchTime.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
            delay = (nanoseconds / 1_000_000).rounded(.up) / 1000
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1e3
        case .microseconds(let value): Double(value) / 1e6
        case .nanoseconds(let value): Double(value) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
