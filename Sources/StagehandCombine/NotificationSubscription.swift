import Foundation
import OpenCombine

/// One subscriber's observation of a notification center (rule O8): notifications go down
/// as far as the subscriber's demand allows; cancelling removes the observer.
final class NotificationSubscription: Subscription, @unchecked Sendable {
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    var token: NSObjectProtocol?
    weak var center: NotificationCenter?

    init(downstream: AnySubscriber<Notification, Never>) { self.downstream = downstream }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func deliver(_ notification: Notification) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(notification)
    }

    func cancel() {
        downstream = nil
        if let token { center?.removeObserver(token) }
        token = nil
    }
}
