import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// What `stagehand run` prints.
@Suite("Reporters")
struct ReporterTests {
    let passed = ScenarioResult(file: "a.lua", title: "works", line: 3, status: .passed, message: "", events: [TraceEvent(subject: "X", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: [])])
    let failed = ScenarioResult(file: "a.lua", title: "breaks", line: 9, status: .failed, message: "a.lua:10: expected 1 to be 2", events: [])

    @Test("text: one line per scenario, the message indented under a failure, and the summary line")
    func text() {
        let reporter = TextReporter()
        #expect(reporter.line(for: passed) == "PASS  a.lua:3 works")
        #expect(reporter.line(for: failed) == "FAIL  a.lua:9 breaks\n      a.lua:10: expected 1 to be 2")
        #expect(reporter.summary(for: [passed, failed]) == "1 passed, 1 failed")
    }

    @Test("json: one object per line with file, title, status, message and trace")
    func json() throws {
        let line = JSONReporter().line(for: passed)
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "a.lua")
        #expect(object["title"] as? String == "works")
        #expect(object["status"] as? String == "passed")
        #expect(object["message"] as? String == "")
        #expect(object["trace"] as? [String] == ["X viewDidLoad"])
    }

    @Test("junit: class names from the path, without a leading ./ or /, or . steps")
    func junitClassNames() {
        #expect(JUnitReporter.className("scenarios/seeds/002.lua") == "scenarios.seeds.002")
        #expect(JUnitReporter.className("./scenarios/a.lua") == "scenarios.a")
        #expect(JUnitReporter.className(".//scenarios/./b.lua") == "scenarios.b")
        #expect(JUnitReporter.className("/tmp/c.lua") == "tmp.c")
        let result = ScenarioResult(file: "./scenarios/a.lua", title: "t", line: 1, status: .passed, message: "", events: [])
        let document = JUnitReporter(seed: 1).document(for: [result])
        #expect(document.contains(#"<testcase classname="scenarios.a" name="t" file="./scenarios/a.lua" line="1""#))
    }
}
