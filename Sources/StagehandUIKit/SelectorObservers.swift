import Foundation

/// Rule O6: the observers added to a notification center with a selector, which Foundation
/// on Linux does not offer. Each is a block observer of Foundation's that sends the selector
/// to the observer, held weakly as UIKit holds it since iOS 9.
final class SelectorObservers: @unchecked Sendable {
    /// One observation: the weak observer, and Foundation's token for it.
    final class Observation: @unchecked Sendable {
        weak var observer: AnyObject?
        let selector: Selector
        var token: NSObjectProtocol?

        init(observer: AnyObject, selector: Selector) {
            self.observer = observer
            self.selector = selector
        }
    }

    private let center: NotificationCenter
    /// The observations, under ``lock``: apps on several threads share the default center.
    private var observations: [(observation: Observation, name: Notification.Name?)] = []
    private let lock = NSLock()

    private init(center: NotificationCenter) { self.center = center }

    /// Every center's observers, made when first needed, under ``registryLock``. Posts are
    /// synchronous on the posting thread.
    nonisolated(unsafe) private static var registry: [SelectorObservers] = []
    private static let registryLock = NSLock()

    static func of(_ center: NotificationCenter) -> SelectorObservers {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let found = registry.first(where: { $0.center === center }) { return found }
        let made = SelectorObservers(center: center)
        registry.append(made)
        return made
    }

    /// Sends `selector` to `observer` with the notification on each matching post, while the
    /// observer lives.
    func add(_ observer: AnyObject, selector: Selector, name: Notification.Name?, object: Any?) {
        let observation = Observation(observer: observer, selector: selector)
        observation.token = center.addObserver(forName: name, object: object, queue: nil) { [weak self, observation] notification in
            guard let observer = observation.observer else {
                self?.remove(where: { $0 === observation })
                return
            }
            observation.selector.deliver(to: observer, arguments: [notification])
        }
        lock.lock()
        observations.append((observation, name))
        lock.unlock()
    }

    /// Removes `observer`'s observations (of `name` only, when given).
    func remove(_ observer: AnyObject, name: Notification.Name? = nil) {
        remove(where: { $0.observer === observer }, name: name)
    }

    private func remove(where matches: (Observation) -> Bool, name: Notification.Name? = nil) {
        let isGone = { (entry: (observation: Observation, name: Notification.Name?)) in
            matches(entry.observation) && (name == nil || entry.name == name)
        }
        lock.lock()
        let gone = observations.filter(isGone)
        observations.removeAll(where: isGone)
        lock.unlock()
        for entry in gone { if let token = entry.observation.token { center.removeObserver(token) } }
    }
}
