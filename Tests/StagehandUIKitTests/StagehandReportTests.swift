import Foundation
import ScenarioKit
@testable import StagehandTesting
import Testing

/// Report files and the seed (issue #29, point 4): a report holds the scenarios in the suite's
/// order whatever order they ran in, in ScenarioKit's formats; the seed reaches `app.random`
/// and `math.random`.
@MainActor
@Suite("StagehandTesting: report files and the seed")
struct StagehandReportTests {
    @Test("a report is written in each format once every scenario has run, in the suite's order however they ran",
          arguments: ReportFormat.allCases)
    func reportInEachFormat(format: ReportFormat) throws {
        try StagehandFixtures.withScratchFolder { folder in
            let path = folder + "/reports/report.\(format.rawValue)"
            let scenarios = Stagehand.scenarios(at: "Fixtures/selection", options: .init(seed: 3, reports: [.init(format, to: path)]),
                                                environment: [:])
            #expect(scenarios.count == 6)
            var results: [ScenarioResult] = []
            for scenario in scenarios.reversed() {
                #expect(!FileManager.default.fileExists(atPath: path))
                results.insert(scenario.result(), at: 0)
            }
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written == format.reporter(seed: 3).document(for: results))
            #expect(written.contains(StagehandScenariosTests.menus))
        }
    }

    @Test("STAGEHAND_JUNIT names a JUnit report, with the seed and each scenario's whole path and line")
    func junitFromEnvironment() throws {
        try StagehandFixtures.withScratchFolder { folder in
            let path = folder + "/junit.xml"
            let scenarios = Stagehand.scenarios(at: "Fixtures/selection/b_forms.lua",
                                                environment: ["STAGEHAND_JUNIT": path, "STAGEHAND_SEED": "5"])
            for scenario in scenarios { try scenario.run() }
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written.contains(#"<property name="seed" value="5"/>"#))
            #expect(written.contains(#"name="form hides a row" file="\#(StagehandScenariosTests.forms)" line="7""#))
        }
    }

    @Test("a failing scenario's entry in a report tells how to rerun it from swift test")
    func failureInReport() throws {
        try StagehandFixtures.withScratchFolder { folder in
            let path = folder + "/results.tap"
            for scenario in Stagehand.scenarios(at: "Fixtures/failing", options: .init(reports: [.tap(path)]), environment: [:]) {
                _ = scenario.result()
            }
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written.contains("not ok 2 - \(StagehandIssueTests.failing):8 fails on purpose"))
            #expect(written.contains("rerun it alone: STAGEHAND_FILTER='fails on purpose' STAGEHAND_SEED=1 swift test"))
            #expect(written.contains("ok 3 - \(StagehandIssueTests.failing):12 is not written yet # SKIP pending"))
        }
    }

    @Test("a report file that cannot be written is an issue at the call that listed the scenarios")
    func unwritableReport() throws {
        try StagehandFixtures.withScratchFolder { folder in
            _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
            let path = folder + "/file/junit.xml"
            let line = #line + 1
            let scenarios = Stagehand.scenarios(at: "Fixtures/selection/b_forms.lua", options: .init(reports: [.junit(path)]), environment: [:])
            try scenarios[0].run()
            let recorded = RecordedIssues()
            try withKnownIssue("the report's folder is a file") {
                try scenarios[1].run()
            } matching: { recorded.matcher($0) }
            #expect(recorded.comments == ["cannot write the junit report to \(path): Not a directory"])
            #expect(recorded.all.first?.sourceLocation?.filePath == #filePath)
            #expect(recorded.all.first?.sourceLocation?.line == line)
        }
    }

    @Test("the seed reaches the scenario: app.random.seed is the one the options or STAGEHAND_SEED give")
    func seed() throws {
        func status(_ options: Stagehand.Options, _ environment: [String: String] = [:]) throws -> ScenarioResult.Status {
            try #require(Stagehand.scenarios(at: "Fixtures/seed", options: options, environment: environment).first).result().status
        }
        #expect(try status(.init(seed: 7)) == .passed)
        #expect(try status(.init(), ["STAGEHAND_SEED": "7"]) == .passed)
        #expect(try status(.init()) == .failed)
    }

    @Test("with a seed, app.random and math.random draw what stagehand run --seed draws, and another seed draws otherwise")
    func draws() throws {
        func drawn(_ seed: UInt64) throws -> String {
            let scenario = try #require(Stagehand.scenarios(at: "Fixtures/seed", options: .init(seed: seed), environment: [:]).last)
            return String(scenario.result().message.split(separator: "\n")[0])
        }
        let file = StagehandFixtures.path("seed/random.lua")
        let byRunner = try #require(ScenarioRunner(seed: 7).run(file: file).last?.message.split(separator: "\n").first)
        #expect(try drawn(7) == String(byRunner))
        #expect(try drawn(7).contains("drew "))
        #expect(try drawn(8) != drawn(7))
    }
}
