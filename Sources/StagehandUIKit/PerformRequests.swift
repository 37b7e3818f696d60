import Foundation
import HeadlessUIKit

/// Rule O5: the pending `perform(_:with:afterDelay:)` requests of one app, on its virtual
/// clock, in the order they were made.
final class PerformRequests {
    /// One pending request: UIKit keeps its target and argument alive until it fires.
    final class Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        var timer: Int?
        var isCancelled = false

        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    private weak var app: App?
    private var pending: [Request] = []

    private init(app: App) { self.app = app }

    /// The requests of `app`, made when first needed.
    static func of(_ app: App) -> PerformRequests {
        registryLock.lock()
        defer { registryLock.unlock() }
        registry.removeAll { $0.app == nil }
        if let found = registry.first(where: { $0.app === app }) { return found }
        let made = PerformRequests(app: app)
        registry.append(made)
        return made
    }

    /// Every app's requests, under the lock: tests run apps on several threads at once (each
    /// app is used by one thread at a time, `App.withCurrent`).
    nonisolated(unsafe) private static var registry: [PerformRequests] = []
    private static let registryLock = NSLock()

    /// Schedules `selector` for `target` at `delay` seconds on the clock; a delay of 0 or less
    /// is the run loop's next turn, as a timer already due fires there.
    func add(_ selector: Selector, to target: AnyObject, argument: Any?, delay: TimeInterval) {
        guard let app else { return }
        let request = Request(target: target, selector: selector, argument: argument)
        pending.append(request)
        let fire = { [weak self, request] in
            guard !request.isCancelled else { return }
            self?.pending.removeAll { $0 === request }
            request.selector.deliver(to: request.target, arguments: [request.argument])
        }
        if delay > 0 { request.timer = app.after(delay, fire) } else { app.async(fire) }
    }

    /// Cancels the pending requests for `target`; with a selector, only those of that
    /// selector and an equal argument (`isEqual:`, as UIKit compares them).
    func cancel(target: AnyObject, selector: Selector? = nil, argument: Any? = nil) {
        for request in pending where request.target === target {
            if let selector, request.selector != selector || !Self.equal(request.argument, argument) { continue }
            request.isCancelled = true
            if let timer = request.timer { app?.cancelTimer(timer) }
        }
        pending.removeAll(where: \.isCancelled)
    }

    /// `isEqual:` between two arguments: both nil, equal hashable values, or the same object.
    private static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (l?, r?):
            if let l = l as? AnyHashable, let r = r as? AnyHashable { return l == r }
            return (l as AnyObject) === (r as AnyObject)
        default: return false
        }
    }
}
