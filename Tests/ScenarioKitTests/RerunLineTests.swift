import Testing
@testable import ScenarioKit

/// A result's seed and rerun command are fields of their own: the runner fills them, the worker
/// protocol carries them, and every report prints them as the line under the message.
@Suite("The rerun line")
struct RerunLineTests {
    /// A failure of `it's broken` in `a.lua`, run with seed 3.
    static var failure: ScenarioResult {
        var result = ScenarioResult(file: "a.lua", title: "it's broken", line: 2, status: .failed, message: "a.lua:2: expected 2, got 1", events: [])
        result.seed = 3
        result.rerun = .stagehandRun
        return result
    }

    static let line = "seed 3; rerun: stagehand run 'a.lua' --filter 'it'\\''s broken' --seed 3"

    @Test("the runner fills the seed of every result and the rerun of a failing scenario, not of a passing one or of a file that does not load")
    func filledByTheRunner() {
        let runner = ScenarioRunner(seed: 5)
        let results = runner.run(source: "scenario('ok', function(app) end)\nscenario('bad', function(app) error('x') end)", file: "r.lua")
        #expect(results.map(\.seed) == [5, 5])
        #expect(results.map(\.rerun) == [nil, .stagehandRun])
        #expect(results[1].message == "r.lua:2: x")
        #expect(results[1].rerunLine == "seed 5; rerun: stagehand run 'r.lua' --filter 'bad' --seed 5")
        let broken = runner.run(source: "error('top')", file: "r.lua")
        #expect(broken.map(\.title) == ["(file)"] && broken[0].seed == 5 && broken[0].rerun == nil && broken[0].rerunLine == nil)
    }

    @Test("the line names the command line's command, or swift test's variables")
    func commands() {
        var result = Self.failure
        #expect(result.rerunCommand == "stagehand run 'a.lua' --filter 'it'\\''s broken' --seed 3")
        #expect(result.reportedMessage == "a.lua:2: expected 2, got 1\n" + Self.line)
        result.rerun = .swiftTest
        #expect(result.rerunLine == "seed 3; rerun it alone: STAGEHAND_FILTER='it'\\''s broken' STAGEHAND_SEED=3 swift test")
        result.seed = nil
        #expect(result.rerunLine == nil && result.reportedMessage == result.message)
    }

    @Test("text, JUnit, TAP and HTML print the line under the message; TAP's seed is the result's")
    func reportsPrintIt() {
        let failure = Self.failure
        #expect(TextReporter().line(for: failure).hasSuffix("\n      a.lua:2: expected 2, got 1\n      " + Self.line))
        #expect(JUnitReporter(seed: 1).document(for: [failure]).contains(
            #"<failure message="a.lua:2: expected 2, got 1">a.lua:2: expected 2, got 1"# + "\n" + ReportText.markup(Self.line) + "</failure>"))
        let tap = TAPReporter(seed: 1).testPoint(for: failure, number: 1)
        #expect(tap.contains("\n  seed: 3\n") && tap.contains("\n    a.lua:2: expected 2, got 1\n    " + Self.line + "\n  ..."))
        #expect(HTMLReporter(seed: 1).document(for: [failure]).contains(ReportText.markup(Self.line) + "</pre>"))
    }

    @Test("the JSON report keeps the line inside the message, without seed or rerun members; merged, it prints the same")
    func jsonReport() throws {
        let line = JSONReporter().line(for: Self.failure)
        #expect(!line.contains(#""seed""#) && !line.contains(#""rerun""#))
        let read = try #require(JSONReporter().results(fromLines: line).results.first)
        #expect(read.message == Self.failure.reportedMessage && read.seed == nil && read.rerun == nil)
        #expect(TextReporter().line(for: read) == TextReporter().line(for: Self.failure))
        #expect(JSONReporter().line(for: read) == line)
    }

    @Test("the worker protocol carries them as fields")
    func workerProtocol() {
        let message = WorkerMessage.result(Self.failure)
        #expect(message.line.contains(#""message":"a.lua:2: expected 2, got 1","rerun":"stagehand-run","seed":"3","status""#))
        #expect(WorkerMessage(line: message.line) == message)
        #expect(ScenarioResult(line: Self.failure.line.replacingOccurrences(of: #""seed":"3""#, with: #""seed":3"#)) == nil)
        #expect(ScenarioResult(line: Self.failure.line.replacingOccurrences(of: "stagehand-run", with: "later")) == nil)
    }
}
