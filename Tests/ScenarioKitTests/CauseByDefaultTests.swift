import Foundation
import Testing
@testable import ScenarioKit

/// The likely cause is in the report without `--explain` (issue #29 item 3): lint and the work
/// still under way under every failure, passing scenarios with lint marked, goldens written
/// shown as RECORDED or UPDATED, a syntax error at its line.
@Suite("The cause by default")
struct CauseByDefaultTests {
    func run(_ source: String, file: String = "c.lua", record: RecordMode = .never) -> ScenarioResult {
        ScenarioRunner(record: record).run(source: source, file: file)[0]
    }

    @Test("a failure lists the lint, then each piece of work under way with the call that finishes it")
    func failureCauses() {
        let result = run("""
        scenario("forgot the clock", function(app)
          local nav = NavigationController{ name = "Nav", rootViewController = ViewController{ name = "Root" } }
          app.window.rootViewController = nav
          app:run()
          nav:pushViewController(ViewController{ name = "Detail" }, true)
          app:after(2, function() end)
          app:after(0.5, function() end)
          local box = View{ name = "Box" }
          nav.view:addSubview(box)
          app:animate{ duration = 0.25, animations = function() box.frame = { x = 0, y = 0, width = 10, height = 10 } end }
          expect_trace(app, { "Detail viewDidAppear(true)" })
        end)
        """)
        #expect(result.status == .failed)
        #expect(result.reportedMessage.contains("""
              (- expected but missing, + recorded but not expected)
            lint at the end of the scenario:
              Detail lint: added to Nav with addChild but never sent didMoveToParent(Nav)
            still under way when the scenario ended:
              the animation of the transition from Root to Detail (0.35 s), 0.35 s left: app:advance(0.35) completes it
              the animation of Box (0.25 s), 0.25 s left: app:advance(0.25) completes it
              2 timers (app:after, delayed work), the next due in 0.5 s, the last in 2 s: app:advance(2) or app:settle() fires them
            seed 1;
            """), "\(result.reportedMessage)")
    }

    @Test("queued run-loop work and an interaction left hanging are named too; a quiet app adds nothing")
    func otherWork() {
        let queued = run("""
        scenario("queued", function(app)
          app:async(function() end)
          expect(1):toBe(2)
        end)
        """)
        #expect(queued.message.contains("still under way when the scenario ended:\n  work queued on the run loop (main-queue blocks, layout, deferred appearance ends): app:run() runs it"))
        let quiet = run("scenario('quiet', function(app) expect(1):toBe(2) end)")
        #expect(!quiet.message.contains("under way") && !quiet.message.contains("lint at the end"))
    }

    @Test("a passing scenario with lint is PASS (N lint), its findings under it; without lint a plain PASS")
    func passingWithLint() {
        let result = run("""
        scenario("loose child", function(app)
          local p, c = ViewController{ name = "P" }, ViewController{ name = "C" }
          p:addChild(c)
        end)
        """)
        #expect(result.status == .passed)
        #expect(TextReporter().line(for: result) == """
            PASS (1 lint) c.lua:1 loose child
                  C lint: added to P with addChild but never sent didMoveToParent(P)
            """)
        #expect(TextReporter().line(for: run("scenario('fine', function(app) end)")) == "PASS  c.lua:1 fine")
    }

    @Test("a golden written is RECORDED the first time, UPDATED when rewritten, and kept through JSON")
    func goldensWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cause-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("g.lua").path
        func source(_ extra: String) -> String {
            "scenario('g', function(app)\nlocal p, c = ViewController{ name = 'P' }, ViewController{ name = 'C' }\np:addChild(c)\nc:didMoveToParent(p)\n\(extra)\nexpect_golden(app)\nend)"
        }
        let golden = GoldenTrace.path(forScenarioFile: file, name: "g")
        let recorded = run(source(""), file: file, record: .missing)
        #expect(recorded.writtenGoldens == [WrittenGolden(path: golden, how: .recorded)])
        #expect(TextReporter().line(for: recorded) == "RECORDED \(file):1 g\n      recorded \(golden)")
        #expect(run(source(""), file: file, record: .missing).writtenGoldens.isEmpty)
        #expect(run(source(""), file: file, record: .all).writtenGoldens.isEmpty, "the same text rewritten is no update")
        let updated = run(source("c:willMoveToParent(nil)"), file: file, record: .failed)
        #expect(updated.status == .passed)
        #expect(TextReporter().line(for: updated) == "UPDATED \(file):1 g\n      updated \(golden)")
        #expect(ScenarioResult(line: updated.line)?.writtenGoldens == updated.writtenGoldens)
        #expect(!run("scenario('x', function(app) end)").line.contains("written_goldens"))
    }

    @Test("a file that does not load is reported at the line of its error")
    func syntaxErrorLine() {
        let results = ScenarioRunner().run(source: "scenario('a', function(app)\n  local x = = 1\nend)", file: "s.lua")
        #expect(results.map(\.line) == [2])
        #expect(TextReporter().line(for: results[0]).hasPrefix("ERROR s.lua:2 (file)\n      s.lua:2: unexpected symbol near '='"))
        #expect(ScenarioRunner.line(in: "other.lua:3: x", of: "s.lua") == 0)
    }
}
