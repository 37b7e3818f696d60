import Foundation

/// Prints one line per scenario: the failure message under a failing one (with its rerun line,
/// ``ScenarioResult/reportedMessage``), the reason after a
/// skipped one, the lint and the goldens written under a passing one. Then a summary line
/// `N passed, N failed` that CI systems read, followed by the errors (`, N errors`) and the
/// skipped scenarios (`, N skipped`) when there are any. Titles, files and messages are shown
/// as ``ReportText`` says: a title stays on its line, and every line of a message is indented.
public struct TextReporter: Reporter {
    /// Whether a failing scenario's streamed line ends with every event of its trace, the rule
    /// that produced it and its cause (`stagehand run --explain`).
    public var explain: Bool

    /// A reporter; `explain` adds a failing scenario's events (``explain``).
    public init(explain: Bool = false) { self.explain = explain }

    /// The line (and message) for one result. A passing scenario that wrote goldens is
    /// `RECORDED` (new goldens only) or `UPDATED` (any golden rewritten), with the files under
    /// it; one that ended with lint is marked `PASS (1 lint)`, with the findings under it, so
    /// the misuse UIKit lets pass is seen without `--explain`.
    public func line(for result: ScenarioResult) -> String {
        var tag: String
        switch result.status {
        case .passed where !result.writtenGoldens.isEmpty:
            tag = result.writtenGoldens.contains { $0.how == .updated } ? "UPDATED" : "RECORDED"
        case .passed: tag = "PASS "
        case .failed: tag = "FAIL "
        case .error: tag = "ERROR"
        case .crashed: tag = "CRASH"
        case .timedOut: tag = "TIMEOUT"
        case .skipped: tag = "SKIP "
        }
        let lint = result.status == .passed ? result.lintEvents : []
        if !lint.isEmpty { tag = tag.trimmingCharacters(in: .whitespaces) + " (\(lint.count) lint)" }
        var text = "\(tag) \(ReportText.field(result.file)):\(result.line) \(ReportText.field(result.title))"
        if result.status == .skipped {
            text += " (\(ReportText.field(result.message)))"
        } else if result.status != .passed {
            text += "\n" + ReportText.messageLines(result.reportedMessage).map { "      \($0)" }.joined(separator: "\n")
        } else {
            let notes = result.writtenGoldens.map { "\($0.how.rawValue) \($0.path)" } + lint.map(\.text)
            text += notes.map { "\n      " + ReportText.field($0) }.joined()
        }
        return text
    }

    /// The closing summary (``ReportText/summary(of:)``).
    public func summary(for results: [ScenarioResult]) -> String { ReportText.summary(of: results) }

    /// The result's ``line(for:)``; with ``explain``, a failing scenario's explained trace under it.
    public func streamedLine(for result: ScenarioResult) -> String? {
        guard explain, result.status.fails, !result.trace.isEmpty else { return line(for: result) }
        return line(for: result) + "\n      explain:\n" + result.explanation.map { "        " + ReportText.field($0) }.joined(separator: "\n")
    }

    /// The ``summary(for:)`` line.
    public func closing(for results: [ScenarioResult]) -> String { summary(for: results) + "\n" }
}
