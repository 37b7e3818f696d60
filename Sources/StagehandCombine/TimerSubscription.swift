import Foundation
import OpenCombine

/// One subscriber of a timer publisher (rule O8): fires go down as far as its demand allows.
final class TimerSubscription: Subscription {
    private var downstream: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none
    private let onCancel: (TimerSubscription) -> Void

    init(downstream: AnySubscriber<Date, Never>, onCancel: @escaping (TimerSubscription) -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func deliver(_ date: Date) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(date)
    }

    func cancel() {
        downstream = nil
        onCancel(self)
    }
}
