/// The app's notification center (Foundation's `NotificationCenter.default`, rule B3):
/// observers by name, delivered synchronously in the order they were added, removed by token.
public final class AppNotificationCenter {
    /// One registration.
    private struct Observer {
        let token: Int
        /// The name heard; nil hears every notification.
        let name: String?
        let block: (AppNotification) -> Void
    }

    private var observers: [Observer] = []
    private var nextToken = 1

    /// The place in delivery order of an engine object made now (a controller, which observes
    /// memory warnings from its making, rule B2): before every observer added after it.
    var stamp: Int { nextToken }

    init() {}

    /// A layer on top's hook (StagehandUIKit re-posts to Foundation's center): it hears every
    /// notification after the observers here.
    public var relay: ((AppNotification) -> Void)?

    /// Adds `block` as an observer of `name` (nil: every name); returns the token that
    /// ``removeObserver(_:)`` takes.
    @discardableResult
    public func addObserver(forName name: String?, using block: @escaping (AppNotification) -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        observers.append(Observer(token: token, name: name, block: block))
        return token
    }

    /// Removes the observer of `token`; returns whether there was one.
    @discardableResult
    public func removeObserver(_ token: Int) -> Bool {
        guard let index = observers.firstIndex(where: { $0.token == token }) else { return false }
        observers.remove(at: index)
        return true
    }

    /// How many observers are registered.
    public var observerCount: Int { observers.count }

    /// Rule B3: delivers `notification` to its observers in the order they were added, and to
    /// `stamped` receivers (engine objects, with their ``stamp``, in stamp order) each just
    /// before the first observer added after it. An observer added during the delivery hears
    /// the next post, not this one (**choice**); one removed during it is not called.
    func deliver(_ notification: AppNotification, stamped: [(stamp: Int, receive: () -> Void)] = [], while running: () -> Bool) {
        let snapshot = observers.filter { $0.name == nil || $0.name == notification.name }
        var next = stamped.startIndex
        for observer in snapshot where running() {
            while next < stamped.endIndex, stamped[next].stamp <= observer.token, running() {
                stamped[next].receive()
                next += 1
            }
            guard running(), observers.contains(where: { $0.token == observer.token }) else { continue }
            observer.block(notification)
        }
        while next < stamped.endIndex, running() {
            stamped[next].receive()
            next += 1
        }
        relay?(notification)
    }

    /// Forgets every observer (the app is going away).
    func removeAll() { observers.removeAll() }
}
