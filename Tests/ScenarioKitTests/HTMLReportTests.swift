import Foundation
import Testing
import ScenarioKit

/// The HTML report, checked in a real headless browser (Chromium, installed by
/// scripts/ensure-deps).
@Suite("HTML report")
struct HTMLReportTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    func report() -> String {
        let passing = ScenarioRunner().run(source: """
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
        """, file: "report.lua")
        return HTMLReporter(seed: 3).document(for: passing)
    }

    @Test("the page is self-contained: no scripts, no external resources")
    func selfContained() {
        let html = report()
        #expect(!html.contains("<script"))
        let withoutNamespace = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http"))
        #expect(!html.contains("<link"))
        #expect(html.contains("<title>Stagehand: 1 passed, 1 failed</title>"))
    }

    @Test("in Chromium: a diagram per scenario, warnings highlighted, the first divergence marked, hover text")
    func inBrowser() throws {
        let chromium = try #require(Self.chromium, "Chromium is not installed: run scripts/ensure-deps")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).html")
        try report().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLITests.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString])
        let dom = result.output
        #expect(dom.components(separatedBy: "<svg class=\"sequence\"").count - 1 == 2)
        #expect(dom.contains("<g class=\"event warning\">"))
        #expect(dom.contains("<g class=\"event divergence\"><title>2. C didMoveToParent(P) [V2]"))
        #expect(dom.contains("<section class=\"failed\""))
        #expect(dom.contains("Nav"))
    }
}
