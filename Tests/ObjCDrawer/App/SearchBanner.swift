import UIKit

/// A banner that defers its work as iOS apps do: a step after the first appearance on the next
/// turn of the main queue, a search debounced with a work item, a flash that ends after a
/// delay, a countdown on a block timer, and a synchronous hop to the main queue.
final class SearchBanner: UIViewController {
    private(set) var events: [String] = []
    private var pendingSearch: DispatchWorkItem?
    private var countdown: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
        DispatchQueue.main.async { self.events.append("after appearing") }
    }

    func search(_ text: String) {
        pendingSearch?.cancel()
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.events.append("search \(text)") }
        }
        pendingSearch = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)
    }

    func flash() {
        events.append("flash")
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { self.events.append("flash ended") }
    }

    func startCountdown(from seconds: Int) {
        countdown?.invalidate()
        events.append("countdown \(seconds)")
        secondsLeft = seconds
        countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private var secondsLeft = 0

    private func tick() {
        secondsLeft -= 1
        events.append("countdown \(secondsLeft)")
        if secondsLeft == 0 { countdown?.invalidate() }
    }

    func readSynchronously() -> String {
        DispatchQueue.main.sync { "read \(events.count) events" }
    }
}
