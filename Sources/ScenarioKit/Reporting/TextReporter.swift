/// Prints one line per scenario, the failure message under a failing one, and a summary
/// line `N passed, N failed` that CI systems read. Titles, files and messages are shown as
/// ``ReportText`` says: a title stays on its line, and every line of a message is indented.
public struct TextReporter: Reporter {
    /// Whether a failing scenario's streamed line ends with every event of its trace, the rule
    /// that produced it and its cause (`stagehand run --explain`).
    public var explain: Bool

    /// Makes a reporter.
    public init(explain: Bool = false) { self.explain = explain }

    /// The line (and message) for one result.
    public func line(for result: ScenarioResult) -> String {
        let tag: String
        switch result.status {
        case .passed: tag = "PASS "
        case .failed: tag = "FAIL "
        case .error: tag = "ERROR"
        case .crashed: tag = "CRASH"
        case .timedOut: tag = "TIMEOUT"
        }
        var text = "\(tag) \(ReportText.field(result.file)):\(result.line) \(ReportText.field(result.title))"
        if result.status != .passed {
            text += "\n" + ReportText.messageLines(result.message).map { "      \($0)" }.joined(separator: "\n")
        }
        return text
    }

    /// The closing summary: `N passed, N failed` (errors count as failed).
    public func summary(for results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        return "\(passed) passed, \(results.count - passed) failed"
    }

    /// The result's ``line(for:)``; with ``explain``, a failing scenario's explained trace under it.
    public func streamedLine(for result: ScenarioResult) -> String? {
        guard explain, result.status != .passed, !result.trace.isEmpty else { return line(for: result) }
        return line(for: result) + "\n      explain:\n" + result.explanation.map { "        " + ReportText.field($0) }.joined(separator: "\n")
    }

    /// The ``summary(for:)`` line.
    public func closing(for results: [ScenarioResult]) -> String { summary(for: results) + "\n" }
}
