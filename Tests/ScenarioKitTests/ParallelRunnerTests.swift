import Foundation
import Synchronization
import Testing
@testable import ScenarioKit

/// Files run on several jobs come back in file order, whatever order the jobs claim them in;
/// a job claims a file only when it is free.
@Suite("Parallel runner")
struct ParallelRunnerTests {
    /// Runs `count` fake files on `jobs` jobs, claimed in `order`; returns the files in the
    /// order work started them and in the order they were delivered.
    func run(count: Int, jobs: Int, order: [Int]? = nil) -> (started: [String], delivered: [String]) {
        let files = (0..<count).map { "f\($0).lua" }
        let seen = Mutex<[String]>([])
        var delivered: [String] = []
        ParallelRunner(jobs: jobs).run(files: files, order: order, work: { file, observer in
            seen.withLock { $0.append(file) }
            observer.didRun(ScenarioResult(file: file, title: "t", line: 1, status: .passed, message: "", events: []))
        }, deliver: { result in delivered.append(result.file) })
        return (seen.withLock { $0 }, delivered)
    }

    @Test("one job runs the files in the order given, and delivery keeps the suite's order")
    func oneJob() {
        let (started, delivered) = run(count: 4, jobs: 1, order: [2, 0, 3, 1])
        #expect(started == ["f2.lua", "f0.lua", "f3.lua", "f1.lua"])
        #expect(delivered == ["f0.lua", "f1.lua", "f2.lua", "f3.lua"])
        #expect(run(count: 3, jobs: 1).started == ["f0.lua", "f1.lua", "f2.lua"])
    }

    @Test("with several jobs every file runs once and delivery keeps file order")
    func severalJobs() {
        for jobs in [2, 3, 8] {
            let (started, delivered) = run(count: 25, jobs: jobs, order: (0..<25).reversed())
            let files = (0..<25).map { "f\($0).lua" }
            #expect(started.sorted() == files.sorted())
            #expect(delivered == files)
        }
    }

    @Test("a job claims a file only when it is free: while one job holds a long file, the other runs every other file")
    func claimsWhenFree() {
        // f0 is long: it waits until f1 and f2 have both run. With a job that claimed its next
        // file before running the current one, f1 or f2 would wait behind f0 and the wait
        // would end by its bound, not by the signal.
        let others = DispatchSemaphore(value: 0)
        let waitedForOthers = Mutex(false)
        var delivered: [String] = []
        ParallelRunner(jobs: 2).run(files: ["f0.lua", "f1.lua", "f2.lua"], work: { file, observer in
            if file == "f0.lua" {
                let first = others.wait(timeout: .now() + 30) == .success
                let second = others.wait(timeout: .now() + 30) == .success
                waitedForOthers.withLock { $0 = first && second }
            } else {
                others.signal()
            }
            observer.didRun(Self.result(file, "t"))
        }, deliver: { delivered.append($0.file) })
        #expect(waitedForOthers.withLock { $0 })
        #expect(delivered == ["f0.lua", "f1.lua", "f2.lua"])
    }

    @Test("files are claimed largest first, ties in the suite's order")
    func largestFirst() {
        let sizes = ["a": 10, "b": 300, "c": 10, "d": 0, "e": 300]
        #expect(FileSchedule.largestFirst(["a", "b", "c", "d", "e"]) { sizes[$0] ?? 0 } == [1, 4, 0, 2, 3])
    }

    @Test("forked children are as wide as the spare jobs, counted up to the machine's cores")
    func forkWidth() {
        let perJob = ScenarioRunner.childrenPerJob
        #expect(FileSchedule.forkWidth(jobs: 30, files: 1, cores: 2) == 2 * perJob)
        #expect(FileSchedule.forkWidth(jobs: 2, files: 1, cores: 2) == 2 * perJob)
        #expect(FileSchedule.forkWidth(jobs: 1, files: 1, cores: 8) == perJob)
        #expect(FileSchedule.forkWidth(jobs: 8, files: 2, cores: 8) == 4 * perJob)
        #expect(FileSchedule.forkWidth(jobs: 30, files: 50, cores: 2) == perJob)
        #expect(FileSchedule.forkWidth(jobs: 4, files: 0, cores: 0) == perJob)
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
            ParallelRunner(jobs: jobs).run(files: ["f0.lua", "f1.lua"], work: { file, observer in
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
        // Two jobs, claiming f0, f2, f1, f3 in that order: f0 on one, f2 then f1 on the other.
        // f0 is interrupted after its first result, once f2's results are in; f1 waits for
        // the release; f3 never starts.
        ParallelRunner(jobs: 2).run(files: ["f0.lua", "f1.lua", "f2.lua", "f3.lua"], order: [0, 2, 1, 3], interruption: interruption, work: { file, observer in
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
