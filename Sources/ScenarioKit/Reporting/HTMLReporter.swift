import HeadlessUIKit

/// One self-contained HTML page (no network, no scripts): per scenario its status, the failure
/// message with its diff, and the trace drawn as a sequence diagram in inline SVG — the engine
/// on the left, every object that received a callback as a lifeline, each event an arrow, UIKit
/// warnings and Stagehand's lint highlighted, the first event a failing expectation did not
/// expect marked, and each event's rule and cause shown on hover. Script text is shown as
/// ``ReportText`` says, then markup is escaped.
public struct HTMLReporter: Reporter {
    /// At most this many events are drawn per scenario; the rest are summarised.
    public static let maxEvents = 400

    /// The seed to show.
    public var seed: UInt64

    /// Makes a reporter.
    public init(seed: UInt64) { self.seed = seed }

    /// Nothing: the page is written only as a whole.
    public func streamedLine(for result: ScenarioResult) -> String? { nil }

    /// The whole page (``document(for:)``).
    public func closing(for results: [ScenarioResult]) -> String { document(for: results) }

    /// The whole page.
    public func document(for results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter(\.status.fails).count
        var html = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
                    "<title>Stagehand: \(passed) passed, \(failed) failed</title>",
                    "<style>\(Self.style)</style></head><body>",
                    "<h1>Stagehand</h1>",
                    "<p class=\"summary\">\(passed) passed, \(failed) failed &middot; seed \(seed)</p>"]
        for (index, result) in results.enumerated() {
            html.append(section(result, index: index))
        }
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    private static let style = """
    body{font:14px -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#222}
    section{border:1px solid #ddd;border-radius:6px;margin:12px 0;padding:8px 12px}
    section.passed h2{color:#1a7f37} section.failed h2,section.error h2,section.crashed h2,section.timeout h2{color:#cf222e}
    h2{font-size:15px;margin:4px 0} .where{color:#666;font-weight:normal}
    pre{background:#f6f8fa;padding:8px;overflow:auto;font-size:12px}
    svg.sequence text{font:11px Menlo,monospace} svg.sequence .lifeline{stroke:#bbb;stroke-dasharray:4 3}
    svg.sequence .head{fill:#f0f3f6;stroke:#888} svg.sequence .arrow{stroke:#555}
    svg.sequence .warning .arrow{stroke:#d4a72c} svg.sequence .warning text{fill:#9a6700}
    svg.sequence .lint .arrow{stroke:#8250df} svg.sequence .lint text{fill:#8250df}
    svg.sequence .divergence rect{fill:#ffebe9} svg.sequence .divergence text{font-weight:bold}
    """

    private func section(_ result: ScenarioResult, index: Int) -> String {
        var parts = ["<section class=\"\(result.status.rawValue)\" id=\"scenario-\(index + 1)\">",
                     "<h2>\(result.status.rawValue.uppercased()) \(escape(result.title)) <span class=\"where\">\(escape(result.file)):\(result.line)</span></h2>"]
        if result.status != .passed {
            parts.append("<pre class=\"message\">\(ReportText.markup(ReportText.message(result.message)))</pre>")
        }
        parts.append(diagram(result))
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The first recorded event a failing expectation did not expect (a `+` line of its diff).
    private func divergence(_ result: ScenarioResult) -> Int? {
        guard result.status.fails else { return nil }
        for line in result.message.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("+ ") || (trimmed.hasPrefix("+") && !trimmed.hasPrefix("+++")) else { continue }
            var text = String(trimmed.dropFirst(trimmed.hasPrefix("+ ") ? 2 : 1))
            if let marker = text.range(of: "   <- first divergence") { text = String(text[..<marker.lowerBound]) }
            if let index = result.trace.firstIndex(of: text) { return index }
        }
        return nil
    }

    private func diagram(_ result: ScenarioResult) -> String {
        let events = Array(result.events.prefix(Self.maxEvents))
        if events.isEmpty { return "<p class=\"where\">no events</p>" }
        var lifelines: [String] = []
        for event in events where !lifelines.contains(event.subject) { lifelines.append(event.subject) }
        let spacing = 150.0, row = 22.0, top = 40.0, left = 70.0
        let longest = events.map(\.text.count).max() ?? 0
        let width = left + Double(lifelines.count) * spacing + max(260, 7.0 * Double(longest))
        let height = top + Double(events.count + 1) * row
        let marked = divergence(result)
        var svg = ["<svg class=\"sequence\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"trace of \(escape(result.title))\">"]
        svg.append("<text x=\"4\" y=\"20\">engine</text>")
        for (index, name) in lifelines.enumerated() {
            let x = left + Double(index) * spacing + spacing / 2
            svg.append("<rect class=\"head\" x=\"\(Int(x - 60))\" y=\"6\" width=\"120\" height=\"20\" rx=\"3\"/>")
            svg.append("<text x=\"\(Int(x))\" y=\"20\" text-anchor=\"middle\">\(escape(name))</text>")
            svg.append("<line class=\"lifeline\" x1=\"\(Int(x))\" y1=\"26\" x2=\"\(Int(x))\" y2=\"\(Int(height))\"/>")
        }
        for (index, event) in events.enumerated() {
            let text = event.text
            let label = String(text.dropFirst(event.subject.count + 1))
            let lane = Double(lifelines.firstIndex(of: event.subject) ?? 0)
            let x = left + lane * spacing + spacing / 2
            let y = top + Double(index) * row + 10
            var classes = ["event"]
            if event.kind != .callback { classes.append(event.kind.rawValue) }
            if index == marked { classes.append("divergence") }
            svg.append("<g class=\"\(classes.joined(separator: " "))\"><title>\(index + 1). \(escape(text)) [\(event.rule.rawValue)] \(escape(event.cause))</title>")
            if index == marked {
                svg.append("<rect x=\"0\" y=\"\(Int(y - 14))\" width=\"\(Int(width))\" height=\"\(Int(row))\"/>")
            }
            svg.append("<line class=\"arrow\" x1=\"10\" y1=\"\(Int(y))\" x2=\"\(Int(x - 4))\" y2=\"\(Int(y))\"/>")
            svg.append("<polygon points=\"\(Int(x - 4)),\(Int(y)) \(Int(x - 10)),\(Int(y - 3)) \(Int(x - 10)),\(Int(y + 3))\"/>")
            svg.append("<text x=\"\(Int(x + 4))\" y=\"\(Int(y + 4))\">\(escape(label))</text></g>")
        }
        if result.events.count > events.count {
            svg.append("<text x=\"4\" y=\"\(Int(height - 4))\">… \(result.events.count - events.count) more events</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }


    /// A field (title, file, lifeline, event, cause) as HTML: one line, as ``ReportText`` shows
    /// it (no control character or bidirectional override reaches the page), markup escaped.
    private func escape(_ text: String) -> String { ReportText.markup(ReportText.field(text)) }
}
