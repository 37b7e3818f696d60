import HeadlessUIKit

/// One self-contained HTML page (no network; one inline script): failures first and open,
/// passing scenarios collapsed, a filter box, each failure message with its diff coloured,
/// and per scenario the trace drawn as a sequence diagram — every object that received a
/// callback as a lifeline, each event an arrow from the object that caused it (or from the
/// engine), UIKit warnings and Stagehand's lint highlighted, the first event a failing
/// expectation did not expect marked, each `app:mark()` a labelled rule, the events a failed
/// `expect_trace` or `expect_golden` expected but did not get as dashed arrows where they
/// would have come, each event's rule and cause shown on hover. Diagrams are
/// drawn by the page's script from compact data when a scenario is opened
/// (``HTMLSequenceData``), so a report of a thousand scenarios stays small and opens at once.
/// Script text is shown as ``ReportText`` says, then markup is escaped.
public struct HTMLReporter: Reporter {
    /// The seed to show.
    public var seed: UInt64

    /// A reporter whose page says the run's `seed`.
    public init(seed: UInt64) { self.seed = seed }

    /// Nothing: the page is written only as a whole.
    public func streamedLine(for result: ScenarioResult) -> String? { nil }

    /// The whole page (``document(for:)``).
    public func closing(for results: [ScenarioResult]) -> String { document(for: results) }

    /// The whole page.
    public func document(for results: [ScenarioResult]) -> String {
        let summary = ReportText.summary(of: results)
        var html = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
                    "<title>Stagehand: \(summary)</title>",
                    "<style>\n\(HTMLPage.style)</style></head><body>",
                    "<h1>Stagehand</h1>",
                    "<p class=\"summary\">\(summary) &middot; seed \(seed)</p>",
                    "<p><input id=\"filter\" type=\"search\" placeholder=\"Filter by title, file or message\" aria-label=\"Filter scenarios\"> <span id=\"shown\"></span></p>"]
        // Failures first, each group in the order the run gave.
        let ordered = results.indices.filter { results[$0].status.fails } + results.indices.filter { !results[$0].status.fails }
        var data = HTMLSequenceData()
        for (position, index) in ordered.enumerated() {
            let result = results[index]
            data.add(result.events, marked: result.traceDifference?.divergence, marks: result.marks,
                     missing: result.traceDifference?.missing ?? [])
            html.append(section(result, number: index + 1, data: position))
        }
        html.append("<script>\n\(data.script)\n\(HTMLPage.script)</script>")
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    private func section(_ result: ScenarioResult, number: Int, data: Int) -> String {
        var parts = ["<details class=\"scenario \(result.status.rawValue)\" id=\"scenario-\(number)\"\(result.status.fails ? " open" : "")>",
                     "<summary><b>\(result.status.rawValue.uppercased())</b> \(escape(result.title)) <span class=\"where\">\(escape(result.file)):\(result.line)</span></summary>"]
        let message = result.reportedMessage
        if result.status != .passed, !message.isEmpty {
            parts.append("<pre class=\"message\">\(Self.colouredMessage(message))</pre>")
        }
        parts.append(result.events.isEmpty ? "<p class=\"where\">no events</p>" : "<div class=\"diagram\" data-d=\"\(data)\"></div>")
        parts.append("</details>")
        return parts.joined(separator: "\n")
    }

    /// The message as HTML, its diff lines coloured: `-` (expected but missing, or the
    /// expected value) red in `<del>`, `+` (recorded but not expected, or the value got) green
    /// in `<ins>`, and the first divergence in bold.
    static func colouredMessage(_ message: String) -> String {
        ReportText.messageLines(message).map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let html = ReportText.markup(line)
            let kind: String?
            let indented = line.first == " " || line.first == "\t"
            if trimmed.hasPrefix("+ ") || trimmed.hasPrefix("+++") || indented && trimmed.hasPrefix("got ") { kind = "ins" }
            else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("---") || indented && trimmed.hasPrefix("expected ") { kind = "del" }
            else { kind = nil }
            guard let kind else { return html }
            let strong = line.contains("<- first divergence") ? " class=\"first\"" : ""
            return "<\(kind)\(strong)>\(html)</\(kind)>"
        }.joined(separator: "\n")
    }

    /// A field (title, file) as HTML: one line, as ``ReportText`` shows it (no control
    /// character or bidirectional override reaches the page), markup escaped.
    private func escape(_ text: String) -> String { ReportText.markup(ReportText.field(text)) }
}
