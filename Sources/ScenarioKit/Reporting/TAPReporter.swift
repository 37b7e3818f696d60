/// TAP version 14: a plan, one `ok`/`not ok` line per scenario, and YAML diagnostics (file,
/// line, status, seed, message) under a failure.
public struct TAPReporter: Reporter {
    /// The seed to record.
    public var seed: UInt64

    /// Makes a reporter.
    public init(seed: UInt64) { self.seed = seed }

    /// Nothing: this format is written only as a whole.
    public func streamedLine(for result: ScenarioResult) -> String? { nil }

    /// The whole document (``document(for:)``).
    public func closing(for results: [ScenarioResult]) -> String { document(for: results) }

    /// The whole document.
    public func document(for results: [ScenarioResult]) -> String {
        var lines = ["TAP version 14", "1..\(results.count)"]
        for (index, result) in results.enumerated() {
            let description = "\(result.file):\(result.line) \(result.title)"
                .replacingOccurrences(of: "#", with: "\\#")
            guard result.status != .passed else {
                lines.append("ok \(index + 1) - \(description)")
                continue
            }
            lines.append("not ok \(index + 1) - \(description)")
            lines.append("  ---")
            lines.append("  file: \(quoted(result.file))")
            lines.append("  line: \(result.line)")
            lines.append("  status: \(result.status.rawValue)")
            lines.append("  seed: \(seed)")
            lines.append("  message: |")
            for line in result.message.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append("    \(line)")
            }
            lines.append("  ...")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
