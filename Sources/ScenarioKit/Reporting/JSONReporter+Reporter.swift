// In a file of its own so that changes to the JSON encoding and this conformance stay apart.
extension JSONReporter: Reporter {
    /// The result's JSON line (``line(for:)``).
    public func streamedLine(for result: ScenarioResult) -> String? { line(for: result) }

    /// Nothing: a JSON report is its lines.
    public func closing(for results: [ScenarioResult]) -> String { "" }
}
