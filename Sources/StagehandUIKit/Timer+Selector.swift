import Foundation
import HeadlessUIKit

extension Timer {
    /// Rule O5: a timer that sends `aSelector` to `aTarget` (with the timer as argument)
    /// every `ti` seconds of the current app's virtual clock, once unless `yesOrNo`, until
    /// it is invalidated; Foundation on Linux has no selector-based timers. The target is
    /// held strongly while the timer is valid, as Foundation holds it. The run loop and its
    /// modes are not modelled: the timer is scheduled in the app's clock at once.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        nonisolated(unsafe) let target = aTarget as AnyObject
        let timer = Timer(timeInterval: ti, repeats: yesOrNo) { timer in
            aSelector.deliver(to: target, arguments: [timer])
        }
        VirtualTimer.schedule(timer, interval: ti, repeats: yesOrNo, in: CurrentApp.app)
        return timer
    }
}

/// Rules O5, R4: a Foundation timer's fires on an app's virtual clock.
enum VirtualTimer {
    /// Fires `timer` after `interval` seconds (at least a millisecond, as Foundation's
    /// smallest interval is 0.1 ms: never in the same instant), again every `interval` while it
    /// repeats and stays valid.
    static func schedule(_ timer: Timer, interval: TimeInterval, repeats: Bool, in app: App) {
        _ = app.after(max(interval, 0.0001)) { [weak app] in
            guard timer.isValid else { return }
            timer.fire()
            if repeats, timer.isValid, let app { schedule(timer, interval: interval, repeats: repeats, in: app) }
        }
    }
}
