import Foundation
import Synchronization
import Testing
@testable import ScenarioKit

/// Files run on several jobs come back in file order; each job is told the file it runs next.
@Suite("Parallel runner")
struct ParallelRunnerTests {
    /// Runs `count` fake files on `jobs` jobs; returns the (file, next) pairs work saw and the
    /// files in the order they were delivered.
    func run(count: Int, jobs: Int) -> (pairs: [(String, String?)], delivered: [String], threads: [UInt]) {
        let files = (0..<count).map { "f\($0).lua" }
        let seen = Mutex<[(String, String?, UInt)]>([])
        var delivered: [String] = []
        ParallelRunner(runner: ScenarioRunner(), jobs: jobs).run(files: files, work: { file, next, observer in
            seen.withLock { $0.append((file, next, UInt(pthread_self()))) }
            observer.didRun(ScenarioResult(file: file, title: "t", line: 1, status: .passed, message: "", events: []))
        }, deliver: { result in delivered.append(result.file) })
        let records = seen.withLock { $0 }
        return (records.map { ($0.0, $0.1) }, delivered, records.map(\.2))
    }

    @Test("one job is told the following file, and nothing after the last")
    func oneJob() {
        let (pairs, delivered, _) = run(count: 4, jobs: 1)
        #expect(pairs.map(\.0) == ["f0.lua", "f1.lua", "f2.lua", "f3.lua"])
        #expect(pairs.map(\.1) == ["f1.lua", "f2.lua", "f3.lua", nil])
        #expect(delivered == ["f0.lua", "f1.lua", "f2.lua", "f3.lua"])
    }

    @Test("with several jobs every file runs once, each next is run right after by the same job, and delivery keeps file order")
    func severalJobs() {
        for jobs in [2, 3, 8] {
            let (pairs, delivered, threads) = run(count: 25, jobs: jobs)
            let files = (0..<25).map { "f\($0).lua" }
            #expect(pairs.map(\.0).sorted() == files.sorted())
            let nexts = pairs.compactMap(\.1)
            #expect(Set(nexts).count == nexts.count)                       // each file is one job's next at most
            #expect(nexts.allSatisfy { files.contains($0) && $0 != "f0.lua" })
            let lasts = pairs.filter { $0.1 == nil }.count                // each busy job's last file
            #expect(lasts >= 1 && lasts <= jobs)
            #expect(delivered == files)
            for (index, pair) in pairs.enumerated() {                     // next runs later, on the same job's thread
                guard let next = pair.1, let later = pairs.firstIndex(where: { $0.0 == next }) else { continue }
                #expect(later > index && threads[later] == threads[index])
            }
        }
    }

    static func result(_ file: String, _ title: String) -> ScenarioResult {
        ScenarioResult(file: file, title: title, line: 1, status: .passed, message: "", events: [])
    }

    static func planned(_ titles: [String]) -> [ScenarioRunner.Planned] {
        titles.enumerated().map { ScenarioRunner.Planned(position: $0, declaration: .init(title: $1, line: $0 + 1)) }
    }

    @Test("each result is delivered as soon as every earlier one is in, before its file ends, with one job or two")
    func deliversEachResult() {
        for jobs in [1, 2] {
            let delivered = DispatchSemaphore(value: 0)
            let early = Mutex(false)
            var order: [String] = []
            ParallelRunner(runner: ScenarioRunner(), jobs: jobs).run(files: ["f0.lua", "f1.lua"], work: { file, _, observer in
                observer.didRun(Self.result(file, "first"))
                // The file goes on only once its first result has been delivered (bounded).
                if file == "f0.lua" { early.withLock { $0 = delivered.wait(timeout: .now() + 20) == .success } }
                observer.didRun(Self.result(file, "second"))
            }, deliver: { result in
                order.append("\(result.file) \(result.title)")
                if result.file == "f0.lua", result.title == "first" { delivered.signal() }
            })
            #expect(early.withLock { $0 }, "--jobs \(jobs): the first result waited for its file's end")
            #expect(order == ["f0.lua first", "f0.lua second", "f1.lua first", "f1.lua second"])
        }
    }

    @Test("an interruption stops new files and delivers every result in, in order, with the scenarios not run as skipped ones")
    func interruption() {
        let interruption = Interruption()
        let otherJobDone = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var delivered: [String] = []
        // Two jobs: f0 then f1 on one, f2 then f3 on the other. f0 is interrupted after its
        // first result, once f2's results are in; f1 never starts; f3 may or may not start.
        ParallelRunner(runner: ScenarioRunner(), jobs: 2).run(files: ["f0.lua", "f1.lua", "f2.lua", "f3.lua"], interruption: interruption, work: { file, _, observer in
            switch file {
            case "f0.lua":
                observer.didPlan(Self.planned(["a", "b", "c"]))
                observer.didRun(Self.result(file, "a"))
                _ = otherJobDone.wait(timeout: .now() + 20)
                interruption.request(reason: "not run: test")
            case "f2.lua":
                observer.didPlan(Self.planned(["x"]))
                observer.didRun(Self.result(file, "x"))
                otherJobDone.signal()
            default:
                _ = release.wait(timeout: .now() + 20)
            }
        }, deliver: { result in delivered.append("\(result.file):\(result.line) \(result.title) \(result.status.rawValue) \(result.message)") })
        release.signal()
        release.signal()
        #expect(delivered == [
            "f0.lua:1 a passed ", "f0.lua:2 b skipped not run: test", "f0.lua:3 c skipped not run: test",
            "f1.lua:0 (file) skipped not run: test", "f2.lua:1 x passed ", "f3.lua:0 (file) skipped not run: test",
        ])
    }
}
