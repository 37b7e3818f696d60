import Foundation
import HeadlessUIKit
import StagehandCombine
import StagehandOS
import StagehandUIKit
import Testing

/// Rules O7 and O8 from Swift: the log in the trace, Combine on the virtual clock.
@Suite("os and Combine over the engine (O7, O8)")
struct LoggingAndCombineTests {
    private func logLines(_ app: App) -> [String] {
        app.trace.events.filter { $0.callbackName == "log" }.map(\.text)
    }

    @Test("O7: Logger's levels map to OSLogType's; strings are private unless public, numbers and flags public unless private")
    func loggerLevelsAndPrivacy() {
        let app = App()
        app.withCurrent {
            let log = Logger(subsystem: "com.example", category: "ui")
            let name = "Ann"
            let count = 3
            log.trace("a \(count)")
            log.info("b \(name) \(name, privacy: .public)")
            log.notice("c \(true) \(count, privacy: .private)")
            log.warning("d \(2.5, format: .fixed(precision: 1))")
            log.critical("e \(count, format: .hex)")
            Logger().log("f")
            Logger(OSLog.disabled).error("never")
        }
        #expect(logLines(app) == [
            "app log(debug, com.example:ui, a 3)",
            "app log(info, com.example:ui, b <private> Ann)",
            "app log(default, com.example:ui, c true <private>)",
            "app log(error, com.example:ui, d 2.5)",
            "app log(fault, com.example:ui, e 3)",
            "app log(default, , f)",
        ])
    }

    @Test("O7: os_log's format: %@ and %s private unless {public}, numbers public unless {private}")
    func osLogFormats() {
        let app = App()
        app.withCurrent {
            let log = OSLog(subsystem: "com.example", category: "net")
            os_log("%@ got %d of %{private}d from %{public}@ (100%%)", log: log, type: .error, "me", 2, 5, "host")
            os_log(.info, log: log, "interpolated \(7)")
        }
        #expect(logLines(app) == [
            "app log(error, com.example:net, <private> got 2 of <private> from host (100%))",
            "app log(info, com.example:net, interpolated 7)",
        ])
        #expect(app.trace.events.first { $0.callbackName == "log" }?.rule == .O7)
    }

    @Test("O8: Timer.publish fires on the virtual clock once connected, with the clock's date, until cancelled")
    func timerPublisher() throws {
        let app = App()
        var dates: [Double] = []
        try app.withCurrent {
            let timer = Timer.publish(every: 0.5, on: .main, in: .common)
            let subscription = timer.sink { dates.append($0.timeIntervalSinceReferenceDate) }
            try app.advance(by: 1)
            #expect(dates.isEmpty)                 // not connected yet
            let connection = timer.connect()
            try app.advance(by: 1.2)
            connection.cancel()
            try app.advance(by: 2)
            subscription.cancel()
        }
        #expect(dates == [1.5, 2])
    }

    @Test("O8: receive(on: DispatchQueue.main) waits for the run loop; delay(for:scheduler:) for the clock")
    func schedulers() throws {
        let app = App()
        var seen: [String] = []
        try app.withCurrent {
            let subject = PassthroughSubject<String, Never>()
            let now = subject.receive(on: DispatchQueue.main).sink { seen.append("now \($0)") }
            let later = subject.delay(for: .seconds(2), scheduler: RunLoop.main).sink { seen.append("later \($0)") }
            subject.send("x")
            #expect(seen.isEmpty)
            try app.run()
            #expect(seen == ["now x"])
            try app.advance(by: 2)
            #expect(seen == ["now x", "later x"])
            now.cancel()
            later.cancel()
        }
    }

    @Test("O8: NotificationCenter's publisher publishes each matching post synchronously")
    func notificationPublisher() {
        let app = App()
        let name = Notification.Name("O8Test.\(UUID().uuidString)")
        var heard = 0
        app.withCurrent {
            let subscription = NotificationCenter.default.publisher(for: name).sink { _ in heard += 1 }
            NotificationCenter.default.post(name: name, object: nil)
            NotificationCenter.default.post(name: name, object: nil)
            subscription.cancel()
            NotificationCenter.default.post(name: name, object: nil)
        }
        #expect(heard == 2)
    }
}
