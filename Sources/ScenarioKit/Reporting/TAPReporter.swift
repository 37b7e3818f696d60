/// TAP version 14: a plan, one `ok`/`not ok` line per scenario (`ok ... # SKIP reason` for a
/// skipped one), and YAML diagnostics (file, line, status, seed, message with its rerun line)
/// under a failure. Titles, files and messages are shown as ``ReportText`` says, then escaped
/// as TAP asks: `\` and `#` in a description as `\\` and `\#`, the file as a YAML
/// double-quoted string, the message as a YAML literal block.
///
/// A file holds the whole ``document(for:)``, its plan first. On standard output a run streams
/// it: the version line at once, each test point as its result arrives, and the plan last,
/// once the count is known (TAP 14 allows either place).
public struct TAPReporter: Reporter {
    /// The seed to record under a failure whose result does not say its own.
    public var seed: UInt64

    /// A reporter recording `seed` under failures that do not say their own.
    public init(seed: UInt64) { self.seed = seed }

    /// Nothing: its document is written as a whole (a stream has ``streamedEntry(for:number:)``).
    public func streamedLine(for result: ScenarioResult) -> String? { nil }

    /// The whole document (``document(for:)``).
    public func closing(for results: [ScenarioResult]) -> String { document(for: results) }

    /// The whole document: the version, the plan, then a test point per result.
    public func document(for results: [ScenarioResult]) -> String {
        (["TAP version 14", "1..\(results.count)"] + results.enumerated().map { testPoint(for: $1, number: $0 + 1) })
            .joined(separator: "\n") + "\n"
    }

    /// The version line: a stream of TAP does not know its plan before its end.
    public func streamOpening() -> String { "TAP version 14\n" }

    /// The result's test point.
    public func streamedEntry(for result: ScenarioResult, number: Int) -> String? { testPoint(for: result, number: number) }

    /// The plan, last (TAP 14 allows it after every test point): `1..N`.
    public func streamClosing(for results: [ScenarioResult]) -> String { "1..\(results.count)\n" }

    /// `ok N - file:line title`, `... # SKIP reason`, or `not ok N - ...` with its YAML
    /// diagnostics, without a final newline.
    public func testPoint(for result: ScenarioResult, number: Int) -> String {
        let description = "\(ReportText.field(result.file)):\(result.line) \(ReportText.field(result.title))"
            .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
        if result.status == .skipped {
            let reason = ReportText.field(result.message).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "#", with: "\\#")
            return "ok \(number) - \(description) # SKIP \(reason)"
        }
        guard result.status != .passed else { return "ok \(number) - \(description)" }
        var lines = ["not ok \(number) - \(description)", "  ---"]
        lines.append("  file: \(quoted(ReportText.field(result.file)))")
        lines.append("  line: \(result.line)")
        lines.append("  status: \(result.status.rawValue)")
        lines.append("  seed: \(result.seed ?? seed)")
        let message = ReportText.messageLines(result.reportedMessage)
        // YAML takes a block's indentation from its first line that is not empty unless
        // told: one starting with a space would end the block at the next, less indented.
        let indicator = message.first { !$0.isEmpty }?.first == " " ? "|2" : "|"
        lines.append("  message: \(indicator)")
        lines.append(contentsOf: message.map { "    \($0)" })
        lines.append("  ...")
        return lines.joined(separator: "\n")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
