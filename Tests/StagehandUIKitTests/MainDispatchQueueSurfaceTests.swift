import Dispatch
import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// Rule R4: what `DispatchQueue.main` and block timers become in an app's rewritten source.
@MainActor
@Suite("The app's main queue and block timers (R4)")
struct MainDispatchQueueSurfaceTests {
    /// Records what ran, with the clock's time.
    final class Log {
        var lines: [String] = []
    }

    @Test("R4: async waits for the next run-loop turn, in the order queued; a block it queues waits for the turn after")
    func asyncOrder() throws {
        let app = App(), log = Log()
        try app.withCurrent {
            MainDispatchQueue.main.async {
                log.lines.append("first")
                MainDispatchQueue.main.async { log.lines.append("queued by first") }
            }
            MainDispatchQueue.main.async { log.lines.append("second") }
            #expect(log.lines.isEmpty)
            try app.run()
            #expect(log.lines == ["first", "second", "queued by first"])
        }
    }

    @Test("R4: asyncAfter reads .now() + seconds, + DispatchTimeInterval and a stored DispatchTime on the virtual clock")
    func deadlines() throws {
        let app = App(), log = Log()
        try app.withCurrent {
            MainDispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.lines.append("0.25 at \(app.time)") }
            MainDispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { log.lines.append("100 ms at \(app.time)") }
            let stored: DispatchTime = .now() + 2
            MainDispatchQueue.main.asyncAfter(deadline: stored) { log.lines.append("stored at \(app.time)") }
            MainDispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.lines.append("past at \(app.time)") }
            MainDispatchQueue.main.asyncAfter(deadline: .now() + .never) { log.lines.append("never") }
            try app.advance(by: 5)
            #expect(log.lines == ["past at 0.0", "100 ms at 0.1", "0.25 at 0.25", "stored at 2.0"])
        }
    }

    @Test("R4: a cancelled work item never runs; sync on the main actor runs at once")
    func workItemsAndSync() throws {
        let app = App(), log = Log()
        try app.withCurrent {
            let cancelled = DispatchWorkItem { log.lines.append("cancelled") }
            MainDispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: cancelled)
            MainDispatchQueue.main.async(execute: DispatchWorkItem { log.lines.append("item") })
            cancelled.cancel()
            let answer = MainDispatchQueue.main.sync { "sync" }
            log.lines.append(answer)
            try app.advance(by: 2)
            #expect(log.lines == ["sync", "item"])
        }
    }

    @Test("R4: a block timer ticks every interval of the app's clock until invalidated, or once")
    func blockTimers() throws {
        let app = App(), log = Log()
        nonisolated(unsafe) let unsafeLog = log
        try app.withCurrent {
            let timer = AppClockTimer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in unsafeLog.lines.append("tick") }
            AppClockTimer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in unsafeLog.lines.append("once") }
            try app.advance(by: 1.6)
            timer.invalidate()
            try app.advance(by: 5)
            #expect(log.lines == ["tick", "tick", "once", "tick"])
        }
    }
}
