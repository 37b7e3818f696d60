import Foundation
import ScenarioKit
@testable import StagehandTesting
import Testing

/// `Stagehand.Options`: what the code gives, what the `STAGEHAND_*` variables give, and which
/// wins (issue #29, point 4). Every test passes its own environment dictionary.
@MainActor
@Suite("StagehandTesting: options from the code and from the environment")
struct StagehandOptionsTests {
    @Test("options the code leaves unset come from the STAGEHAND_ variables")
    func fromEnvironment() throws {
        let options = try Stagehand.Options().resolved(environment: [
            "STAGEHAND_FILTER": "menu", "STAGEHAND_TAGS": "smoke, nav,smoke", "STAGEHAND_EXCLUDE_TAGS": "slow",
            "STAGEHAND_SEED": "42", "STAGEHAND_SHARD": "2/3", "STAGEHAND_STRICT": "yes", "STAGEHAND_RECORD": "failed",
            "STAGEHAND_JUNIT": "/reports/junit.xml", "STAGEHAND_JSON": "/reports/results.jsonl",
            "STAGEHAND_TAP": "/reports/results.tap", "STAGEHAND_HTML": "/reports/report.html", "STAGEHAND_TEXT": "/reports/results.txt",
        ])
        #expect(options == Stagehand.Options(
            filter: "menu", tags: ["smoke", "nav"], excludedTags: ["slow"], seed: 42, shard: Shard(index: 2, count: 3),
            strict: true, record: .failed,
            reports: [.text("/reports/results.txt"), .json("/reports/results.jsonl"), .junit("/reports/junit.xml"),
                      .tap("/reports/results.tap"), .html("/reports/report.html")]))
    }

    @Test("what the code gives wins over the environment, which fills only what it leaves unset")
    func codeWins() throws {
        let code = Stagehand.Options(filter: "form", tags: ["fast"], seed: 7, shard: Shard(index: 1, count: 2), strict: false,
                                     record: .never, reports: [.junit("/code/junit.xml")])
        let options = try code.resolved(environment: [
            "STAGEHAND_FILTER": "menu", "STAGEHAND_TAGS": "smoke", "STAGEHAND_EXCLUDE_TAGS": "slow", "STAGEHAND_SEED": "42",
            "STAGEHAND_SHARD": "2/3", "STAGEHAND_STRICT": "1", "STAGEHAND_RECORD": "all",
            "STAGEHAND_JUNIT": "/env/junit.xml", "STAGEHAND_TAP": "/env/results.tap",
        ])
        #expect(options == Stagehand.Options(
            filter: "form", tags: ["fast"], excludedTags: ["slow"], seed: 7, shard: Shard(index: 1, count: 2), strict: false,
            record: .never, reports: [.junit("/code/junit.xml"), .tap("/env/results.tap")]))
    }

    @Test("nothing set: every scenario, seed 1, not strict, no report; goldens recorded when missing, never on CI")
    func defaults() throws {
        #expect(try Stagehand.Options().resolved(environment: [:]) == Stagehand.Options(record: .missing))
        #expect(try Stagehand.Options().resolved(environment: ["CI": "true"]) == Stagehand.Options(record: .never))
        let context = RunContext(options: try Stagehand.Options().resolved(environment: [:]), extensions: ScenarioExtensions(),
                                 environment: [:], callSite: SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1),
                                 root: "/")
        #expect(context.runner.seed == 1)
        #expect(context.runner.strict == false)
        #expect(context.runner.filter == nil)
        #expect(context.runner.tags == nil)
        #expect(context.runner.refusesFocus == false)
    }

    @Test("a variable set to the empty string counts as unset")
    func emptyVariables() throws {
        let environment = Dictionary(uniqueKeysWithValues: Stagehand.Options.environmentVariables.map { ($0, "") })
        #expect(try Stagehand.Options().resolved(environment: environment) == Stagehand.Options(record: .missing))
    }

    @Test("a relative report path is relative to the working directory, and made absolute")
    func relativeReportPath() throws {
        let options = try Stagehand.Options(reports: [.html("reports/../reports/page.html")])
            .resolved(environment: ["STAGEHAND_JUNIT": "reports/junit.xml"])
        let cwd = FileManager.default.currentDirectoryPath
        #expect(options.reports == [.html(cwd + "/reports/page.html"), .junit(cwd + "/reports/junit.xml")])
    }

    @Test("with CI set, scenario.only is refused, as stagehand run refuses it")
    func focusOnCI() throws {
        let context = RunContext(options: Stagehand.Options(), extensions: ScenarioExtensions(), environment: ["CI": "1"],
                                 callSite: SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1), root: "/")
        #expect(context.runner.refusesFocus)
    }

    @Test("a value a variable does not take is an error that names the variable and the value",
          arguments: [
              ("STAGEHAND_SEED", "-1", "STAGEHAND_SEED takes a whole number from 0 to 18446744073709551615, not -1"),
              ("STAGEHAND_SEED", "seven", "STAGEHAND_SEED takes a whole number from 0 to 18446744073709551615, not seven"),
              ("STAGEHAND_SHARD", "5/4", "STAGEHAND_SHARD takes i/n with 1 <= i <= n, not 5/4"),
              ("STAGEHAND_SHARD", "0/4", "STAGEHAND_SHARD takes i/n with 1 <= i <= n, not 0/4"),
              ("STAGEHAND_SHARD", "2", "STAGEHAND_SHARD takes i/n with 1 <= i <= n, not 2"),
              ("STAGEHAND_STRICT", "maybe", "STAGEHAND_STRICT takes 1, true, yes, 0, false or no, not maybe"),
              ("STAGEHAND_RECORD", "sometimes", "STAGEHAND_RECORD takes missing, failed, all or never, not sometimes"),
              ("STAGEHAND_TAGS", "smoke,two words", "tags: a tag is one word without spaces, not 'two words'"),
          ])
    func badValue(variable: String, value: String, message: String) {
        #expect(throws: Stagehand.OptionsError(message)) {
            try Stagehand.Options().resolved(environment: [variable: value])
        }
    }

    @Test("a tag with a space given by the code is an error too")
    func badTagInCode() {
        #expect(throws: Stagehand.OptionsError("excludedTags: a tag is one word without spaces, not 'very slow'")) {
            try Stagehand.Options(excludedTags: ["very slow"]).resolved(environment: [:])
        }
    }

    @Test("the variables are listed, one per option and one per report format")
    func variables() {
        #expect(Stagehand.Options.environmentVariables == [
            "STAGEHAND_FILTER", "STAGEHAND_TAGS", "STAGEHAND_EXCLUDE_TAGS", "STAGEHAND_SEED", "STAGEHAND_SHARD",
            "STAGEHAND_STRICT", "STAGEHAND_RECORD",
            "STAGEHAND_TEXT", "STAGEHAND_JSON", "STAGEHAND_JUNIT", "STAGEHAND_TAP", "STAGEHAND_HTML",
        ])
    }
}
