import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScenarioKit

/// What every text-like report of any results must hold, whatever a script put in its titles and
/// messages: nothing a terminal or a parser would take for anything but text, one line per
/// scenario where the format has one, and a bounded size.
enum ReportShape {
    /// Records an issue, naming `name`, for each way the reports of `results` break their shape.
    static func check(_ results: [ScenarioResult], name: String) throws {
        let text = TextReporter(explain: true).document(for: results)
        let tap = TAPReporter(seed: 1).document(for: results)
        let junit = JUnitReporter(seed: 1).document(for: results)
        let html = HTMLReporter(seed: 1).document(for: results)
        for (format, document) in [("text", text), ("tap", tap), ("junit", junit), ("html", html)] {
            let bad = document.unicodeScalars.first { $0 != "\n" && $0 != "\t" && ReportText.escape($0, keepingTab: true) != nil }
            #expect(bad == nil, "\(name): \(format) holds U+\(String(bad?.value ?? 0, radix: 16))")
        }
        let count = results.count
        #expect(text.split(separator: "\n").filter { !$0.hasPrefix("      ") }.count == count + 1,
                "\(name): a text line per result and the summary")
        #expect(tap.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == count,
                "\(name): one TAP test point per result")
        // A result's part of the text report: its line, the bounded message, the note, indentation.
        let perResult = 2 * ReportText.fieldByteLimit + ReportText.messageByteLimit + 7 * ReportText.messageLineLimit + 200
        #expect(TextReporter().document(for: results).utf8.count <= count * perResult + 100,
                "\(name): the text report is over the message bound")
        #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count <= ReportText.messageByteLimit + 200 },
                "\(name): a text line longer than the message bound")
        _ = try XMLDocument(xmlString: junit)
    }
}
