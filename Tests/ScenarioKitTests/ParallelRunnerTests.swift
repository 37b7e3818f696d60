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
        ParallelRunner(runner: ScenarioRunner(), jobs: jobs).run(files: files, work: { file, next in
            seen.withLock { $0.append((file, next, UInt(pthread_self()))) }
            return [ScenarioResult(file: file, title: "t", line: 1, status: .passed, message: "", events: [])]
        }, deliver: { results in delivered += results.map(\.file) })
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
}
