/// TAP version 14: a plan, one `ok`/`not ok` line per scenario (`ok ... # SKIP reason` for a
/// skipped one), and YAML diagnostics (file, line, status, seed, message) under a failure. Titles, files and messages are shown as
/// ``ReportText`` says, then escaped as TAP asks: `\` and `#` in a description as `\\` and
/// `\#`, the file as a YAML double-quoted string, the message as a YAML literal block.
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
            let description = "\(ReportText.field(result.file)):\(result.line) \(ReportText.field(result.title))"
                .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
            if result.status == .skipped {
                let reason = ReportText.field(result.message).replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "#", with: "\\#")
                lines.append("ok \(index + 1) - \(description) # SKIP \(reason)")
                continue
            }
            guard result.status != .passed else {
                lines.append("ok \(index + 1) - \(description)")
                continue
            }
            lines.append("not ok \(index + 1) - \(description)")
            lines.append("  ---")
            lines.append("  file: \(quoted(ReportText.field(result.file)))")
            lines.append("  line: \(result.line)")
            lines.append("  status: \(result.status.rawValue)")
            lines.append("  seed: \(seed)")
            let message = ReportText.messageLines(result.message)
            // YAML takes a block's indentation from its first line that is not empty unless
            // told: one starting with a space would end the block at the next, less indented.
            let indicator = message.first { !$0.isEmpty }?.first == " " ? "|2" : "|"
            lines.append("  message: \(indicator)")
            lines.append(contentsOf: message.map { "    \($0)" })
            lines.append("  ...")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
