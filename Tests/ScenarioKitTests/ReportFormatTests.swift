import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ScenarioKit

/// JUnit and TAP reports, checked by parsing them.
@Suite("Report formats")
struct ReportFormatTests {
    let results = [
        ScenarioResult(file: "scenarios/a.lua", title: "works", line: 3, status: .passed, message: "", events: []),
        ScenarioResult(file: "scenarios/a.lua", title: "compares <tags> & \"quotes\"", line: 9, status: .failed,
                       message: "scenarios/a.lua:10: trace does not match\n  - A viewDidLoad", events: []),
        ScenarioResult(file: "scenarios/b.lua", title: "# hash", line: 1, status: .error, message: "b.lua:2: boom", events: []),
    ]

    @Test("JUnit: a testsuite per file, a testcase per scenario, failure and error elements, the seed")
    func junit() throws {
        let xml = JUnitReporter(seed: 42).document(for: results)
        let document = try XMLDocument(xmlString: xml)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["scenarios/a.lua", "scenarios/b.lua"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases[1].attribute(forName: "name")?.stringValue == "compares <tags> & \"quotes\"")
        #expect(cases[1].attribute(forName: "classname")?.stringValue == "scenarios.a")
        #expect(cases[1].attribute(forName: "line")?.stringValue == "9")
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "scenarios/a.lua:10: trace does not match")
        #expect(failure.stringValue?.contains("- A viewDidLoad") == true)
        #expect(suites[1].elements(forName: "testcase")[0].elements(forName: "error").count == 1)
        #expect(suites[0].elements(forName: "properties").first?.elements(forName: "property").first?.attribute(forName: "value")?.stringValue == "42")
    }

    @Test("TAP 14: version, plan, ok/not ok lines, YAML diagnostics")
    func tap() {
        let lines = TAPReporter(seed: 7).document(for: results).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "TAP version 14")
        #expect(lines[1] == "1..3")
        let points = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(points == ["ok 1 - scenarios/a.lua:3 works",
                           "not ok 2 - scenarios/a.lua:9 compares <tags> & \"quotes\"",
                           "not ok 3 - scenarios/b.lua:1 \\# hash"])
        #expect(lines.contains("  seed: 7"))
        #expect(lines.contains("    scenarios/a.lua:10: trace does not match"))
        #expect(lines.filter { $0 == "  ---" }.count == 2 && lines.filter { $0 == "  ..." }.count == 2)
    }

    @Test("--repeat runs again; --until-failure stops after the run that failed")
    func repeatRuns() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rep-\(UUID().uuidString).lua")
        try "scenario('once', function(app) expect(app.random:int(1, 1)):toBe(1) end)".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let three = try CLITests.run(CLITests.binary, ["run", "--repeat", "3", file.path])
        #expect(three.output.hasSuffix("3 passed, 0 failed\n"))
        try "scenario('always', function(app) error('x') end)".write(to: file, atomically: true, encoding: .utf8)
        let stopped = try CLITests.run(CLITests.binary, ["run", "--repeat", "5", "--until-failure", file.path])
        #expect(stopped.output.hasSuffix("0 passed, 1 failed\n"))
        #expect(stopped.status == 1)
    }
}
