import Foundation

/// Runs files on several threads and hands their results back in file order, as soon as every
/// earlier file is done, so output is identical to a serial run. Each scenario has its own Lua
/// state and app; nothing is shared between them.
public struct ParallelRunner: Sendable {
    /// The runner each file uses.
    public var runner: ScenarioRunner
    /// How many files run at once (at least 1).
    public var jobs: Int

    /// Makes a parallel runner.
    public init(runner: ScenarioRunner, jobs: Int) {
        self.runner = runner
        self.jobs = max(1, jobs)
    }

    /// Runs `work(file)` for every file, `jobs` at a time, and calls `deliver` with each file's
    /// results in file order, on the calling thread.
    public func run(files: [String], work: @escaping @Sendable (String) -> [ScenarioResult],
                    deliver: ([ScenarioResult]) -> Void) {
        if jobs == 1 || files.count < 2 {
            for file in files { deliver(work(file)) }
            return
        }
        let box = ResultBox(count: files.count)
        let queue = DispatchQueue(label: "stagehand.jobs", attributes: .concurrent)
        let slots = DispatchSemaphore(value: jobs)
        let group = DispatchGroup()
        for (index, file) in files.enumerated() {
            slots.wait()
            group.enter()
            queue.async {
                box.store(work(file), at: index)
                slots.signal()
                group.leave()
            }
            box.drain(deliver)
        }
        group.wait()
        box.drain(deliver)
    }
}

/// Results by file index, delivered in order.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [[ScenarioResult]?]
    private var next = 0

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ value: [ScenarioResult], at index: Int) {
        lock.lock()
        results[index] = value
        lock.unlock()
    }

    /// Delivers every finished file that has no unfinished file before it.
    func drain(_ deliver: ([ScenarioResult]) -> Void) {
        while true {
            lock.lock()
            guard next < results.count, let ready = results[next] else { lock.unlock(); return }
            results[next] = nil
            next += 1
            lock.unlock()
            deliver(ready)
        }
    }
}
