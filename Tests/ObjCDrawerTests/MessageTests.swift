import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// Rules O3, O5, O6 from Swift: selectors sent now, after a delay, and on notifications.
@Suite("Messages by selector (O3, O5, O6)")
struct MessageTests {
    final class Target: NSObject {
        var received: [String] = []
        @MainActor func ping() { received.append("ping") }
        @MainActor func take(_ value: Int) { received.append("take \(value)") }
        @MainActor func heard(_ notification: Notification) { received.append(notification.name.rawValue) }

        static let ping = Selector("ping", on: Target.self) { target, arguments in Selector.invoke(target.ping, arguments) }
        static let take = Selector("take:", on: Target.self) { target, arguments in Selector.invoke(target.take(_:), arguments) }
        static let heard = Selector("heard:", on: Target.self) { target, arguments in Selector.invoke(target.heard(_:), arguments) }
    }

    @Test("O3: perform sends at once with its arguments; extra ones are dropped; responds(to:) knows the method")
    func performNow() {
        let app = App()
        let target = Target()
        app.withCurrent {
            target.perform(Target.ping, with: "ignored")
            target.perform(Target.take, with: 7)
            #expect(target.responds(to: Target.take))
            #expect(!target.responds(to: Selector("take:")))
        }
        #expect(target.received == ["ping", "take 7"])
        #expect(app.uncaughtException == nil)
    }

    @Test("O3: an argument the method cannot take is an uncaught exception, and the method is not called")
    func wrongArgument() {
        let app = App()
        let target = Target()
        app.withCurrent { target.perform(Target.take, with: "seven") }
        #expect(target.received.isEmpty)
        #expect(app.uncaughtException?.reason == "argument 1 of a message is String, which the method's parameter of type Int cannot take")
    }

    @Test("O5: perform(_:with:afterDelay:) fires on the virtual clock; a delay of 0 waits for the run loop; cancelling forgets")
    func delayedPerforms() throws {
        let app = App()
        let target = Target()
        try app.withCurrent {
            target.perform(Target.take, with: 1, afterDelay: 1)
            target.perform(Target.take, with: 2, afterDelay: 2)
            target.perform(Target.ping, with: nil, afterDelay: 0)
            #expect(target.received.isEmpty)
            try app.run()
            #expect(target.received == ["ping"])
            NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Target.take, object: 2)
            try app.advance(by: 0.5)
            #expect(target.received == ["ping"])
            try app.settle()
        }
        #expect(target.received == ["ping", "take 1"])
        #expect(app.time == 1)
    }

    @Test("O5: cancelPreviousPerformRequests(withTarget:) forgets every pending request of the target")
    func cancelEverything() throws {
        let app = App()
        let target = Target()
        try app.withCurrent {
            target.perform(Target.take, with: 1, afterDelay: 1)
            target.perform(Target.ping, with: nil, afterDelay: 3)
            NSObject.cancelPreviousPerformRequests(withTarget: target)
            try app.settle()
        }
        #expect(target.received.isEmpty)
    }

    @Test("O6: a selector observer hears each post at once, only of its name, until removed; a released one hears nothing")
    func selectorObservers() {
        let app = App()
        let name = Notification.Name("O6Test.\(UUID().uuidString)")
        let other = Notification.Name("O6Test.other.\(UUID().uuidString)")
        let target = Target()
        app.withCurrent {
            NotificationCenter.default.addObserver(target, selector: Target.heard, name: name, object: nil)
            NotificationCenter.default.post(name: name, object: nil)
            NotificationCenter.default.post(name: other, object: nil)
            NotificationCenter.default.removeObserver(target)
            NotificationCenter.default.post(name: name, object: nil)
        }
        #expect(target.received == [name.rawValue])

        weak var released: Target?
        app.withCurrent {
            var gone: Target? = Target()
            released = gone
            NotificationCenter.default.addObserver(gone!, selector: Target.heard, name: name, object: nil)
            gone = nil
            NotificationCenter.default.post(name: name, object: nil)
        }
        #expect(released == nil)
        #expect(app.uncaughtException == nil)
    }
}
