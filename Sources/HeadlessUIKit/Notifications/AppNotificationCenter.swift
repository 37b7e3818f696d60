/// The app's notification center (Foundation's `NotificationCenter.default`, rule B3):
/// observers by name, delivered synchronously in the order they were added, removed by token.
public final class AppNotificationCenter {
    /// One registration.
    private struct Observer {
        let token: Int
        /// The name heard; nil hears every notification.
        let name: String?
        /// Whether the observer is tied to an owner that may go away (a controller).
        let isOwned: Bool
        weak var owner: AnyObject?
        let block: (AppNotification) -> Void
    }

    private var observers: [Observer] = []
    private var nextToken = 1
    /// The count at which adding prunes the observers whose owner went away, so that a
    /// scenario that makes many controllers and never posts does not keep them all.
    private var pruneAt = 64

    init() {}

    /// A layer on top's hook (StagehandUIKit re-posts to Foundation's center): it hears every
    /// notification after the observers here.
    public var relay: ((AppNotification) -> Void)?

    /// Adds `block` as an observer of `name` (nil: every name); returns the token that
    /// ``removeObserver(_:)`` takes. With an `owner`, the observer goes away with it.
    @discardableResult
    public func addObserver(forName name: String?, owner: AnyObject? = nil, using block: @escaping (AppNotification) -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        if observers.count >= pruneAt {
            pruneOwnerless()
            pruneAt = max(64, observers.count * 2)
        }
        observers.append(Observer(token: token, name: name, isOwned: owner != nil, owner: owner, block: block))
        return token
    }

    /// Removes the observer of `token`; returns whether there was one.
    @discardableResult
    public func removeObserver(_ token: Int) -> Bool {
        guard let index = observers.firstIndex(where: { $0.token == token }) else { return false }
        observers.remove(at: index)
        return true
    }

    /// How many observers are registered (their owners alive).
    public var observerCount: Int { observers.filter { !$0.isOwned || $0.owner != nil }.count }

    /// Rule B3: delivers `notification` to its observers in the order they were added. An
    /// observer added during the delivery hears the next post, not this one (**choice**); one
    /// removed during it is not called.
    func deliver(_ notification: AppNotification, while running: () -> Bool) {
        pruneOwnerless()
        let snapshot = observers.filter { $0.name == nil || $0.name == notification.name }
        for observer in snapshot where running() {
            guard observers.contains(where: { $0.token == observer.token }) else { continue }
            if observer.isOwned, observer.owner == nil { continue }
            observer.block(notification)
        }
        relay?(notification)
    }

    private func pruneOwnerless() { observers.removeAll { $0.isOwned && $0.owner == nil } }

    /// Forgets every observer (the app is going away).
    func removeAll() { observers.removeAll() }
}
