import Foundation
import Synchronization

/// Runs files on several threads and hands back each result in the suite's order (files in
/// order, each file's scenarios in order) as soon as every result before it is in, so output
/// is identical to a serial run and a report shows each scenario the moment it can. Each
/// scenario has its own Lua state and app; nothing is shared between them.
public struct ParallelRunner: Sendable {
    /// How many files run at once (at least 1).
    public var jobs: Int

    /// A runner of `jobs` files at once (at least 1).
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// The stack of a job's thread: a main thread's, since a job may run scenarios in this
    /// process, deep recursion and all.
    static let jobStackBytes = 8 << 20

    /// Runs `work(file, observer)` for every file, `jobs` at a time on threads of their own,
    /// and calls `deliver` with each result in the suite's order, on the calling thread, as
    /// soon as every earlier one has been delivered. `work` tells `observer` its file's plan
    /// and each result as it has it.
    ///
    /// A job claims a file only when it is free, in the order `order` gives (indices of
    /// `files`; the suite's order when nil), so a job busy with a long file never holds a
    /// short one back: two 9 s files and a tiny one on two jobs take 9 s, not 18. Delivery is
    /// in the suite's order whatever the order of claims (see ``FileSchedule/largestFirst(_:size:)``).
    ///
    /// When `interruption` is requested, no further file starts, and `deliver` gets, in the
    /// suite's order, every result already in and, for every scenario that has none, a
    /// skipped one with the interruption's reason (``ScenarioResult/notRun(file:planned:reason:)``:
    /// a file whose scenarios are not known yet is one `(file)` entry); then this returns,
    /// while work under way may still be running (a scenario run in this process cannot be
    /// stopped; a worker process is, by ``IsolatedRunner/interrupt()``).
    public func run(files: [String], order: [Int]? = nil, interruption: Interruption? = nil,
                    work: @escaping @Sendable (_ file: String, _ observer: ScenarioRunner.Observer) -> Void,
                    deliver: (ScenarioResult) -> Void) {
        let box = ResultBox(files: files)
        let claims = Claims(order: order ?? Array(files.indices))
        interruption?.onRequest {
            claims.close()
            box.stop()
        }
        for _ in 0..<min(jobs, files.count) {
            let thread = Thread {
                while let index = claims.next() {
                    work(files[index], box.observer(for: index))
                    box.finish(index)
                }
            }
            thread.stackSize = Self.jobStackBytes
            thread.start()
        }
        box.deliverAll(deliver) { file, planned in
            ScenarioResult.notRun(file: file, planned: planned, reason: interruption?.reason ?? "not run")
        }
    }
}

/// Hands out file indices in a given order, each once, until closed.
private final class Claims: Sendable {
    private let state = Mutex((next: 0, closed: false))
    private let order: [Int]

    init(order: [Int]) { self.order = order }

    /// The next file to run, or nil when every file is claimed or no file starts any more.
    func next() -> Int? {
        state.withLock { state in
            guard !state.closed, state.next < order.count else { return nil }
            defer { state.next += 1 }
            return order[state.next]
        }
    }

    func close() { state.withLock { $0.closed = true } }
}

/// Results by file, delivered in the suite's order as they arrive.
private final class ResultBox: @unchecked Sendable {
    /// What is known of one file.
    private struct Slot {
        /// Its scenarios, once it has loaded.
        var plan: [ScenarioRunner.Planned]?
        /// Results in and not yet delivered, in order.
        var pending: [ScenarioResult] = []
        /// How many results came in, delivered or not.
        var received = 0
        /// Whether its work has returned.
        var done = false
    }

    private let files: [String]
    private let condition = NSCondition()
    private var slots: [Slot]
    private var stopped = false

    init(files: [String]) {
        self.files = files
        slots = Array(repeating: Slot(), count: files.count)
    }

    /// The observer of file number `index`'s work.
    func observer(for index: Int) -> ScenarioRunner.Observer {
        ScenarioRunner.Observer(didPlan: { plan in self.update(index) { if $0.plan == nil { $0.plan = plan } } },
                                didRun: { result in
                                    self.update(index) {
                                        $0.pending.append(result)
                                        $0.received += 1
                                    }
                                })
    }

    /// File number `index`'s work has returned.
    func finish(_ index: Int) { update(index) { $0.done = true } }

    /// Stops delivering in order: ``deliverAll(_:notRun:)`` hands over what it has and returns.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    /// Changes a slot, unless stopped (what comes after is not reported), and wakes the
    /// delivering thread.
    private func update(_ index: Int, _ change: (inout Slot) -> Void) {
        condition.lock()
        if !stopped { change(&slots[index]) }
        condition.signal()
        condition.unlock()
    }

    /// Delivers every result in order, waiting for each; returns after the last, or once
    /// stopped, after every result in and a `notRun` result for each scenario without one.
    func deliverAll(_ deliver: (ScenarioResult) -> Void, notRun: (String, ScenarioRunner.Planned?) -> ScenarioResult) {
        var index = 0
        condition.lock()
        while index < slots.count, !stopped {
            if !slots[index].pending.isEmpty {
                let ready = slots[index].pending
                slots[index].pending = []
                condition.unlock()
                ready.forEach(deliver)
                condition.lock()
            } else if slots[index].done {
                slots[index].plan = nil
                index += 1
            } else {
                condition.wait()
            }
        }
        var rest: [ScenarioResult] = []
        for (file, slot) in zip(files, slots).dropFirst(index) {
            rest += slot.pending
            guard !slot.done else { continue }
            if let plan = slot.plan {
                rest += plan.dropFirst(slot.received).map { notRun(file, $0) }
            } else if slot.received == 0 {
                rest.append(notRun(file, nil))
            }
        }
        condition.unlock()
        rest.forEach(deliver)
    }
}
