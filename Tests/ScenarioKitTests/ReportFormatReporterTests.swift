import Foundation
import HeadlessUIKit
import Testing
import ScenarioKit

/// Every format through the ``Reporter`` protocol: what streams, what closes, the whole report.
@Suite("Reporters by format")
struct ReportFormatReporterTests {
    var failed: ScenarioResult {
        ScenarioResult(file: "a.lua", title: "breaks", line: 9, status: .failed, message: "a.lua:10: no", events: [
            TraceEvent(subject: "C", body: .callback(.viewDidLoad, arguments: []), rule: .A1, cause: ["a.lua:4 vc.view"]),
        ])
    }
    let passed = ScenarioResult(file: "a.lua", title: "works", line: 3, status: .passed, message: "", events: [
        TraceEvent(subject: "X", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: []),
    ])

    @Test("text streams its lines, closes with the summary; the document is both")
    func text() {
        let reporter = ReportFormat.text.reporter(seed: 1)
        #expect(reporter.streamedLine(for: passed) == "PASS  a.lua:3 works")
        #expect(reporter.closing(for: [passed, failed]) == "1 passed, 1 failed\n")
        #expect(reporter.document(for: [passed, failed]) == "PASS  a.lua:3 works\nFAIL  a.lua:9 breaks\n      a.lua:10: no\n1 passed, 1 failed\n")
    }

    @Test("--explain: the explained trace under a failing scenario's line, nothing under a passing one")
    func explain() {
        let reporter = ReportFormat.text.reporter(seed: 1, explain: true)
        #expect(reporter.streamedLine(for: failed) == "FAIL  a.lua:9 breaks\n      a.lua:10: no\n      explain:\n        1. C viewDidLoad  [A1] a.lua:4 vc.view")
        #expect(reporter.streamedLine(for: passed) == "PASS  a.lua:3 works")
    }

    @Test("json streams one line per result and closes with nothing")
    func json() {
        let reporter = ReportFormat.json.reporter(seed: 1)
        #expect(reporter.streamedLine(for: passed) == JSONReporter().line(for: passed))
        #expect(reporter.closing(for: [passed]) == "")
        #expect(reporter.document(for: [passed, failed]) == JSONReporter().line(for: passed) + "\n" + JSONReporter().line(for: failed) + "\n")
    }

    @Test("junit, tap and html stream nothing; their document is the whole one, with the seed")
    func documents() {
        let results = [passed, failed]
        let expected: [ReportFormat: String] = [
            .junit: JUnitReporter(seed: 7).document(for: results),
            .tap: TAPReporter(seed: 7).document(for: results),
            .html: HTMLReporter(seed: 7).document(for: results),
        ]
        for (format, document) in expected {
            let reporter = format.reporter(seed: 7)
            #expect(reporter.streamedLine(for: passed) == nil)
            #expect(reporter.closing(for: results) == document)
            #expect(reporter.document(for: results) == document)
        }
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "junit", "tap", "html"])
    }
}
