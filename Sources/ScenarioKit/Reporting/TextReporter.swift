/// Prints one line per scenario, the failure message under a failing one, and a summary
/// line `N passed, N failed` that CI systems read.
public struct TextReporter: Sendable {
    /// Makes a reporter.
    public init() {}

    /// The line (and message) for one result.
    public func line(for result: ScenarioResult) -> String {
        let tag: String
        switch result.status {
        case .passed: tag = "PASS "
        case .failed: tag = "FAIL "
        case .error: tag = "ERROR"
        case .crashed: tag = "CRASH"
        }
        var text = "\(tag) \(result.file):\(result.line) \(result.title)"
        if result.status != .passed {
            let indented = result.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "      \($0)" }.joined(separator: "\n")
            text += "\n" + indented
        }
        return text
    }

    /// The closing summary: `N passed, N failed` (errors count as failed).
    public func summary(for results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        return "\(passed) passed, \(results.count - passed) failed"
    }
}
