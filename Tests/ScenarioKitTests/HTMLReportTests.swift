import Foundation
import Testing
@testable import ScenarioKit
import HeadlessUIKit
@testable import Benchmarks

/// The HTML report, checked in a real headless browser (Chromium, installed by
/// scripts/ensure-deps).
@Suite("HTML report")
struct HTMLReportTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let source = """
    scenario("push", function(app)
      local nav = NavigationController{ name = "Nav", rootViewController = ViewController{ name = "Root" } }
      app.window.rootViewController = nav
      app:run()
      ViewController{ name = "Lost" }:endAppearanceTransition()
    end)
    scenario("fails", function(app)
      local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
      p:addChild(c)
      c:didMoveToParent(p)
      expect_trace(app, { "C willMoveToParent(P)" }, { exact = true })
    end)
    """

    func report() -> String {
        HTMLReporter(seed: 3).document(for: ScenarioRunner().run(source: Self.source, file: "report.lua"))
    }

    static func load(_ html: String, fragment: String = "") throws -> String {
        let chromium = try #require(Self.chromium, "Chromium is not installed: run scripts/ensure-deps")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString + fragment])
        return result.output
    }

    @Test("the page is self-contained: one inline script, no external resources")
    func selfContained() {
        let html = report()
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
        #expect(!html.contains("<script src"))
        #expect(!html.contains("http"))
        #expect(!html.contains("<link"))
        #expect(html.contains("<title>Stagehand: 1 passed, 1 failed</title>"))
    }

    @Test("in Chromium: failures first and open with a coloured diff and their diagram; passing scenarios collapsed until opened")
    func inBrowser() throws {
        let dom = try Self.load(report())
        let failed = try #require(dom.range(of: "<details class=\"scenario failed\" id=\"scenario-2\" open=\"\">"))
        let passed = try #require(dom.range(of: "<details class=\"scenario passed\" id=\"scenario-1\">"))
        #expect(failed.lowerBound < passed.lowerBound)
        #expect(dom.matches(of: /<svg class="sequence" width="\d/).count == 1)
        #expect(dom.contains("<g class=\"event divergence\"><title>2. C didMoveToParent(P) [V2]"))
        #expect(dom.contains("<ins>  + C didMoveToParent(P)</ins>"))
        #expect(dom.contains("data-ready-ms="))
    }

    @Test("in Chromium: a passing scenario opened by its link; arrows start at the controller that caused the callback")
    func arrowsFromCause() throws {
        let dom = try Self.load(report(), fragment: "#scenario-1")
        #expect(dom.matches(of: /<svg class="sequence" width="\d/).count == 2)
        #expect(dom.contains("<g class=\"event warning\">"))
        // Nav forwarded its appearance transition to Root (A4): the arrow comes from Nav.
        #expect(dom.contains("<g class=\"event fromobject\"><title>8. Root viewWillAppear(false) [A4]"))
        // Nav's own appearance comes from the window: the engine.
        #expect(dom.contains("<g class=\"event\"><title>7. Nav viewWillAppear(false) [A5]"))
        #expect(dom.contains("Nav"))
    }

    @Test("in Chromium: the filter box hides the scenarios whose title, file and message do not match")
    func filter() throws {
        let dom = try Self.load(report(), fragment: "#filter=willMoveToParent")
        #expect(dom.contains("<details class=\"scenario passed\" id=\"scenario-1\" hidden=\"\">"))
        #expect(dom.contains("<details class=\"scenario failed\" id=\"scenario-2\" open=\"\">"))
        #expect(dom.contains("<span id=\"shown\">1 of 2 shown</span>"))
    }

    @Test("the page's title and summary count as the text report does; a skipped scenario comes after the failures, collapsed, with its reason")
    func summaryAndSkipped() {
        func result(_ title: String, _ status: ScenarioResult.Status, _ message: String = "") -> ScenarioResult {
            ScenarioResult(file: "s.lua", title: title, line: 1, status: status, message: message, events: [])
        }
        let results = [result("skipped", .skipped, "not ready"), result("passes", .passed),
                       result("fails", .failed, "expected 2, got 1"), result("raises", .error, "boom")]
        let html = HTMLReporter(seed: 1).document(for: results)
        #expect(html.contains("<title>Stagehand: 1 passed, 1 failed, 1 error, 1 skipped</title>"))
        #expect(html.contains("<p class=\"summary\">1 passed, 1 failed, 1 error, 1 skipped &middot; seed 1</p>"))
        let order = ["fails", "raises", "skipped", "passes"].compactMap { html.range(of: "</b> \($0) <")?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        #expect(html.contains("<details class=\"scenario skipped\" id=\"scenario-1\">"))
        #expect(html.contains("<details class=\"scenario failed\" id=\"scenario-3\" open>"))
        #expect(html.contains("not ready"))
    }

    @Test("origin of an arrow: the object of the innermost step that is another lifeline's work (or a part's of one), passing over the subject's own steps; else the engine")
    func origins() {
        func origin(_ subject: String, _ cause: TraceEvent.Cause) -> Int {
            HTMLSequenceData.origin(of: TraceEvent(subject: subject, body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: cause),
                                    among: ["Root", "Nav", "Nav#2"])
        }
        #expect(origin("Root", ["a.lua:3 app:run()", "\(object: "Nav") forwarded its appearance transition (A4)"]) == 1)
        #expect(origin("Root", ["\(object: "Nav#2")'s view was loaded", "\(object: "Root")'s view was loaded"]) == 2)
        #expect(origin("Root", ["\(object: "Nav.view") was added to window"]) == 1)
        #expect(origin("Nav", ["the window's rootViewController was set", "\(object: "Nav.view") was added to window"]) == -1)
        #expect(origin("Root", ["a.lua:3 Nav:pushViewController(Root)"]) == -1)
        #expect(origin("Root", ["\(object: "Other") addChild Root"]) == -1)
        #expect(origin("Root", []) == -1)
    }

    @Test("results read back from their JSON line, as a worker sends them, draw the same page: their steps find their objects among the objects with events")
    func throughJSON() {
        let results = ScenarioRunner().run(source: Self.source, file: "report.lua")
        let read = results.compactMap { ScenarioResult(line: $0.line) }
        #expect(read == results)
        #expect(HTMLReporter(seed: 3).document(for: read) == HTMLReporter(seed: 3).document(for: results))
    }

    @Test("the cause chains are stored as a tree: a shared start once")
    func causeTree() {
        var data = HTMLSequenceData()
        func event(_ cause: TraceEvent.Cause) -> TraceEvent {
            TraceEvent(subject: "A", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: cause)
        }
        let run: TraceEvent.Cause = ["x.lua:1 app:run()"]
        data.add([event(run.appending("layout of A.view")), event(["x.lua:1 app:run()", "layout of B.view"]), event(run)], marked: nil)
        #expect(data.causes.map(\.parent) == [-1, 0, 0])
        #expect(data.kinds.count == 1)
        #expect(data.scenarios == ["{\"l\":[5],\"e\":[-1,0,0,1,-1,0,0,2,-1,0,0,0],\"m\":-1,\"n\":0}"])
    }

    static let markedFailure = """
    scenario("ghosts", function(app)
      local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
      app.window.rootViewController = p
      app:run()
      app:mark()
      p:addChild(c)
      expect_trace(app, { "C willMoveToParent(P)", "C didMoveToParent(P)", "X viewDidLoad" }, { exact = true })
    end)
    """

    @Test("marks and the trace difference are kept with the result, through its JSON; the missing events are placed after the mark")
    func marksAndMissingEvents() throws {
        let result = try #require(ScenarioRunner().run(source: Self.markedFailure, file: "g.lua").first)
        #expect(result.marks == [8])
        #expect(result.events[8].text == "C willMoveToParent(P)")
        let decoded = JSONReporter().results(fromLines: JSONReporter().line(for: result)).results.first
        #expect(decoded?.marks == [8])
        let missing: [TraceDifference.Missing] = [.init(before: 9, text: "C didMoveToParent(P)"), .init(before: 9, text: "X viewDidLoad")]
        #expect(result.traceDifference == TraceDifference(divergence: nil, missing: missing))
        #expect(decoded?.traceDifference == result.traceDifference)
        var data = HTMLSequenceData()
        data.add(result.events, marked: nil, marks: result.marks, missing: missing)
        let json = try #require(data.scenarios.first)
        // X has no event: it gets a lifeline of its own, after P and C.
        #expect(json.contains(#""k":[8],"g":[9,1,"#) && json.contains(",9,2,"))
        // A golden's diff: the same and the unexpected lines are found in the trace, in order;
        // the first unexpected one is the divergence.
        let diff = LineDiff(lines: [.same("P viewDidLoad"), .missing("B viewDidLoad"), .unexpected("P viewDidAppear(false)")])
        let difference = TraceDifference(diff, over: result.events[0...])
        #expect(difference.missing == [.init(before: 2, text: "B viewDidLoad")])
        #expect(difference.divergence == 7)
    }

    @Test("in Chromium: app:mark() is a labelled rule before the first event after it; missing events are dashed arrows where they would have come")
    func marksAndGhostsDrawn() throws {
        let results = ScenarioRunner().run(source: Self.markedFailure, file: "g.lua")
        let dom = try Self.load(HTMLReporter(seed: 1).document(for: results))
        let mark = try #require(dom.range(of: "<g class=\"mark\"><title>app:mark()</title>"))
        let before = try #require(dom.range(of: "<title>8. P viewDidAppear(false)"))
        let after = try #require(dom.range(of: "<title>9. C willMoveToParent(P)"))
        #expect(before.lowerBound < mark.lowerBound && mark.lowerBound < after.lowerBound)
        let ghost = try #require(dom.range(of: "<g class=\"ghost\"><title>expected but missing: C didMoveToParent(P)</title>"))
        let second = try #require(dom.range(of: "<g class=\"ghost\"><title>expected but missing: X viewDidLoad</title>"))
        #expect(after.lowerBound < ghost.lowerBound && ghost.lowerBound < second.lowerBound)
        #expect(dom.contains(">app:mark()</text>"))
    }

    @Test("a 1,000-scenario report stays under 2 MB; in Chromium the first failures are drawn, not every diagram, and the page records its readiness")
    func largeSuite() throws {
        // Real scenarios: a navigation push with forwarded appearance, one in ten failing with
        // a trace diff, every scenario with its own controller names. How soon the page is
        // ready is a measure of the machine: `stagehand bench --only html-report` reports it.
        let source = HTMLReportBenchmark.source(count: 1_000)
        let results = ScenarioRunner().run(source: source, file: "suite.lua")
        #expect(results.count == 1_000)
        #expect(results.filter { $0.status != .passed }.count == 100)
        let html = HTMLReporter(seed: 1).document(for: results)
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let dom = try Self.load(html)
        #expect(dom.contains("<details class=\"scenario failed\" id=\"scenario-10\" open=\"\">\n<summary>"))
        let drawn = dom.matches(of: /<svg class="sequence" width="\d/).count
        #expect(drawn >= 1 && drawn < 100, "the first failures are drawn, not every diagram: \(drawn)")
        #expect(dom.firstMatch(of: /data-ready-ms="(\d+)"/) != nil)
    }
}
