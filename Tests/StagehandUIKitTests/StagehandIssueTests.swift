import Foundation
import ScenarioKit
@testable import StagehandTesting
import Testing

/// A failing scenario's test issue and message (issue #29, point 4). `Fixtures/failing` fails
/// on purpose; these tests run it through `result()`, which records no issue, or inside
/// `withKnownIssue`, and check what was recorded.
@MainActor
@Suite("StagehandTesting: a failing scenario's issue")
struct StagehandIssueTests {
    static let failing = StagehandFixtures.path("failing/failing.lua")

    /// The scenario of `Fixtures/failing` (or of `file`) titled `title`.
    static func scenario(_ title: String, in path: String = "Fixtures/failing") throws -> Stagehand.Scenario {
        try #require(Stagehand.scenarios(at: path, environment: [:]).first { $0.title == title })
    }

    @Test("the failing fixture declares a passing, a failing and a pending scenario")
    func fixture() {
        #expect(Stagehand.scenarios(at: "Fixtures/failing", environment: [:]).map(\.title)
                    == ["passes", "fails on purpose", "is not written yet"])
    }

    @Test("a failing scenario's message ends with its seed and the variables that rerun it alone from swift test")
    func rerunHint() throws {
        let result = try Self.scenario("fails on purpose").result()
        #expect(result.status == .failed)
        #expect(result.file == Self.failing)
        #expect(result.seed == 1 && result.rerun == .swiftTest)
        #expect(result.reportedMessage.hasSuffix("\nseed 1; rerun it alone: STAGEHAND_FILTER='fails on purpose' STAGEHAND_SEED=1 swift test"))
        #expect(!result.reportedMessage.contains("stagehand run"))
    }

    @Test("run() records one issue: the title first, then the whole path and the line, then the message; at the scenario's file and line")
    func issue() throws {
        let scenario = try Self.scenario("fails on purpose")
        let message = scenario.result().reportedMessage
        let recorded = RecordedIssues()
        try withKnownIssue("the fixture fails on purpose") {
            try scenario.run()
        } matching: { recorded.matcher($0) }
        #expect(recorded.comments == ["fails on purpose\n\(Self.failing):8: scenario failed\n\(message)"])
        let location = try #require(recorded.all.first?.sourceLocation)
        #expect(location.filePath == Self.failing)
        #expect(location.line == 8)
        #expect(location.fileID == "failing/failing.lua")
    }

    @Test("a passing scenario records no issue, and a pending one is skipped, not failed")
    func passingAndSkipped() throws {
        try Self.scenario("passes").run()
        let pending = try Self.scenario("is not written yet").result()
        #expect(pending.status == .skipped)
        #expect(ScenarioIssue(result: pending, title: "is not written yet") == nil)
    }

    @Test("a scenario file deeper than 60 characters: its whole path reaches the issue and the message, never cut")
    func longPath() throws {
        try StagehandFixtures.withScratchFolder(longName: true) { folder in
            let file = try StagehandFixtures.copy("failing/failing.lua", into: folder)
            #expect(file.count > 60)
            let scenario = try Self.scenario("fails on purpose", in: folder)
            #expect(scenario.file == file)
            let result = scenario.result()
            let issue = try #require(scenario.issue(for: result))
            #expect(issue.comment.hasPrefix("fails on purpose\n\(file):8: scenario failed\n"))
            #expect(issue.location.filePath == file)
            // Lua itself would shorten the position to ".../tail:9:" (LUA_IDSIZE).
            #expect(result.reportedMessage.hasPrefix("\(file):9: expected 3, got 2\n"))
            #expect(!issue.comment.contains("..."))
        }
    }

    @Test("runScenarios records an issue titled with each failing scenario, then throws a summary with whole paths")
    func runScenarios() throws {
        let recorded = RecordedIssues()
        try withKnownIssue("the fixture fails on purpose") {
            try Stagehand.runScenarios(at: "Fixtures/failing", environment: [:])
        } matching: { recorded.matcher($0) }
        #expect(recorded.all.count == 2)
        #expect(recorded.comments.first?.hasPrefix("fails on purpose\n\(Self.failing):8: scenario failed\n") == true)
        #expect(recorded.all.first?.sourceLocation?.filePath == Self.failing)
        let summary = try #require(recorded.all.last?.error as? ScenarioFailures)
        #expect(summary.description.hasPrefix("1 of 3 scenarios failed:\n\(Self.failing):8: fails on purpose\n"))
    }

    @Test("runScenarios of scenarios that pass passes")
    func runScenariosPasses() throws {
        try Stagehand.runScenarios(at: "Fixtures/selection", environment: [:])
    }
}
