import Foundation
import Testing
import ScenarioKit

/// The regression suite: every scenario under `scenarios/` must pass.
@Suite("Bundled scenarios")
struct BundledScenariosTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("every scenario under scenarios/ passes")
    func everyScenarioPasses() throws {
        let directory = BundledScenariosTests.root.appendingPathComponent("scenarios").path
        let files = try ScenarioDiscovery.files(under: [directory])
        #expect(files.count >= 7)
        var results: [ScenarioResult] = []
        for file in files { results += ScenarioRunner().run(file: file) }
        #expect(results.count >= 50)
        for result in results where result.status != .passed {
            Issue.record("\(result.file):\(result.line) \(result.title)\n\(result.message)")
        }
    }

    @Test("the seeds directory reproduces seeds 002 and 004")
    func seedsArePresent() throws {
        let directory = BundledScenariosTests.root.appendingPathComponent("scenarios/seeds").path
        let names = try ScenarioDiscovery.files(under: [directory]).map { ($0 as NSString).lastPathComponent }
        #expect(names.contains { $0.hasPrefix("002_") })
        #expect(names.contains { $0.hasPrefix("004_") })
    }

    @Test("running the suite twice gives byte-identical traces")
    func deterministic() throws {
        let directory = BundledScenariosTests.root.appendingPathComponent("scenarios").path
        let files = try ScenarioDiscovery.files(under: [directory])
        let first = files.flatMap { ScenarioRunner().run(file: $0) }
        let second = files.flatMap { ScenarioRunner().run(file: $0) }
        #expect(first == second)
    }
}
