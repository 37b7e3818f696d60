import Foundation
import Synchronization

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

    /// Runs `work(file, next)` for every file, `jobs` at a time, and calls `deliver` with each
    /// file's results in file order, on the calling thread.
    ///
    /// Each job takes the files it runs one ahead: `next` is the file the same job runs right
    /// after this one (nil for its last), so that ``IsolatedRunner`` can hand it to the job's
    /// worker process before this one ends. A worker that waits for its next file between
    /// files waits for the supervisor to read the last result and write a request, and on this
    /// project's virtual machine that round trip cost more than a small file's scenarios.
    public func run(files: [String], work: @escaping @Sendable (_ file: String, _ next: String?) -> [ScenarioResult],
                    deliver: ([ScenarioResult]) -> Void) {
        if jobs == 1 || files.count < 2 {
            for (index, file) in files.enumerated() {
                deliver(work(file, files.indices.contains(index + 1) ? files[index + 1] : nil))
            }
            return
        }
        let box = ResultBox(count: files.count)
        let claims = Claims(count: files.count)
        for _ in 0..<min(jobs, files.count) {
            DispatchQueue.global().async {
                var current = claims.next()
                while let index = current {
                    let next = claims.next()
                    box.store(work(files[index], next.map { files[$0] }), at: index)
                    current = next
                }
            }
        }
        box.deliverAll(deliver)
    }
}

/// Hands out file indices in order, each once.
private final class Claims: Sendable {
    private let claimed = Mutex(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        claimed.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Results by file index, delivered in order as they arrive.
private final class ResultBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [[ScenarioResult]?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ value: [ScenarioResult], at index: Int) {
        condition.lock()
        results[index] = value
        condition.signal()
        condition.unlock()
    }

    /// Delivers every file's results in order, waiting for each; returns after the last.
    func deliverAll(_ deliver: ([ScenarioResult]) -> Void) {
        for index in results.indices {
            condition.lock()
            while results[index] == nil { condition.wait() }
            let ready = results[index] ?? []
            results[index] = nil
            condition.unlock()
            deliver(ready)
        }
    }
}
