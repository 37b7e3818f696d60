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

    /// A scenario whose title, file and message try to forge lines and reach the terminal.
    let forged = ScenarioResult(file: "x\n.lua", title: "x\nok 99 - forged \\ # SKIP \u{1B}[1m", line: 4, status: .error,
                                message: " indented first\nok 98 - forged\n\u{1B}]0;title\u{07}\0", events: [])

    @Test("TAP: a forged title stays in its description, \\ and # escaped; the message a YAML block told its indentation")
    func tapForged() {
        let lines = TAPReporter(seed: 7).document(for: [forged]).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") } ==
                [##"not ok 1 - x\\n.lua:4 x\\nok 99 - forged \\ \# SKIP \\u{1B}[1m"##])
        #expect(lines.contains(#"  file: "x\\n.lua""#))
        #expect(lines.contains("  message: |2"), "the first line starts with a space: YAML is told the indentation")
        #expect(lines.contains("     indented first") && lines.contains("    ok 98 - forged"))
        #expect(lines.contains(#"    \u{1B}]0;title\u{07}\0"#))
    }

    @Test("JUnit: control characters in a title and message are shown, and the XML still parses")
    func junitForged() throws {
        let document = try XMLDocument(xmlString: JUnitReporter(seed: 1).document(for: [forged]))
        let testcase = try #require(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(testcase.attribute(forName: "name")?.stringValue == #"x\nok 99 - forged \ # SKIP \u{1B}[1m"#)
        let error = try #require(testcase.elements(forName: "error").first)
        #expect(error.attribute(forName: "message")?.stringValue == " indented first")
        #expect(error.stringValue == " indented first\nok 98 - forged\n" + #"\u{1B}]0;title\u{07}\0"#)
    }

    @Test("text and HTML: the forged title is one line, the message's lines indented or in its <pre>")
    func textAndHTMLForged() {
        #expect(TextReporter().line(for: forged) == #"ERROR x\n.lua:4 x\nok 99 - forged \ # SKIP \u{1B}[1m"# + "\n" +
                "       indented first\n      ok 98 - forged\n      " + #"\u{1B}]0;title\u{07}\0"#)
        let html = HTMLReporter(seed: 1).document(for: [forged])
        #expect(html.contains(#"ERROR</b> x\nok 99 - forged \ # SKIP \u{1B}[1m <span class="where">x\n.lua:4</span>"#))
        #expect(html.contains("<pre class=\"message\"> indented first\nok 98 - forged\n" + #"\u{1B}]0;title\u{07}\0</pre>"#))
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
        #expect(stopped.output.hasSuffix("0 passed, 0 failed, 1 error\n"))
        #expect(stopped.status == 1)
    }
}
