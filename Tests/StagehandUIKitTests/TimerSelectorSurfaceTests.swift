import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A target of a selector-based timer, as Pageboy's auto scroller is.
final class TimerTarget: NSObject {
    var ticks: [Double] = []
    weak var app: App?
    @MainActor func tick(_ timer: Timer) { ticks.append(app?.time ?? -1) }
    static let tick = Selector("tick:", on: TimerTarget.self) { target, arguments in Selector.invoke(target.tick(_:), arguments) }
}

@MainActor
@Suite("Selector-based timers on the virtual clock (O5)")
struct TimerSelectorSurfaceTests {
    @Test("O5: scheduledTimer(timeInterval:target:selector:) fires on the clock, repeats, and stops when invalidated")
    func repeating() throws {
        let app = App()
        let ticker = TimerTarget()
        ticker.app = app
        try app.withCurrent {
            let timer = Timer.scheduledTimer(timeInterval: 2, target: ticker, selector: TimerTarget.tick, userInfo: nil, repeats: true)
            try app.advance(by: 5)
            #expect(ticker.ticks == [2, 4])
            timer.invalidate()
            try app.advance(by: 5)
            #expect(ticker.ticks == [2, 4])
            _ = Timer.scheduledTimer(timeInterval: 1, target: ticker, selector: TimerTarget.tick, userInfo: nil, repeats: false)
            try app.advance(by: 3)
            #expect(ticker.ticks == [2, 4, 11])
        }
    }
}
