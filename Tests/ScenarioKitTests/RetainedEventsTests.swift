import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// A run keeps a result's trace events only when a requested report still needs them.
@Suite("Events kept for reports")
struct RetainedEventsTests {
    static func result(_ status: ScenarioResult.Status) -> ScenarioResult {
        var result = ScenarioResult(file: "a.lua", title: "t", line: 1, status: status, message: "", events: [
            TraceEvent(subject: "V", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: ["a.lua:1"]),
            TraceEvent(subject: "V", body: .lint("a child was never removed"), rule: .V1, cause: ["a.lua:1"]),
        ])
        result.marks = [1]
        return result
    }

    @Test("text keeps none (but in a file with --explain, for a failure), JSON only for a file, HTML always, JUnit and TAP never")
    func needs() {
        let passed = Self.result(.passed), failed = Self.result(.failed)
        #expect(!ReportFormat.text.needsEvents(of: failed, streamed: true, explain: true))
        #expect(!ReportFormat.text.needsEvents(of: failed, streamed: false, explain: false))
        #expect(ReportFormat.text.needsEvents(of: failed, streamed: false, explain: true))
        #expect(!ReportFormat.text.needsEvents(of: passed, streamed: false, explain: true))
        #expect(!ReportFormat.json.needsEvents(of: passed, streamed: true, explain: false))
        #expect(ReportFormat.json.needsEvents(of: passed, streamed: false, explain: false))
        #expect(ReportFormat.html.needsEvents(of: passed, streamed: true, explain: false))
        #expect(!ReportFormat.junit.needsEvents(of: failed, streamed: false, explain: true))
        #expect(!ReportFormat.tap.needsEvents(of: failed, streamed: false, explain: true))
    }

    @Test("a result kept without its events keeps its lint findings, so its text line is the same")
    func lean() {
        let result = Self.result(.passed)
        let lean = result.keepingReportedEvents()
        #expect(lean.events.map(\.kind) == [.lint])
        #expect(lean.marks.isEmpty)
        #expect(TextReporter().line(for: lean) == TextReporter().line(for: result))
    }
}
