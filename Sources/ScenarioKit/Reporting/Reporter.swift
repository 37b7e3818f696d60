/// Turns scenario results into one report format.
///
/// A report is written in two parts: what a reporter prints as each result arrives (the text
/// and JSON formats stream one entry per scenario, so a long run shows progress and a crash
/// loses nothing), then what it prints once every result is in. ``document(for:)`` joins the
/// two into the whole report, as a file holds it.
public protocol Reporter: Sendable {
    /// What to print as `result` arrives, without a final newline; nil for formats that are
    /// written only as a whole, at the end (JUnit, TAP, HTML).
    func streamedLine(for result: ScenarioResult) -> String?

    /// What ends the report once every result is in, after the streamed lines, with its final
    /// newline: the text format's summary line, nothing for JSON, or the whole document of a
    /// format that streams nothing.
    func closing(for results: [ScenarioResult]) -> String
}

extension Reporter {
    /// The whole report of `results`: every streamed line, each ending in a newline, then the
    /// closing.
    public func document(for results: [ScenarioResult]) -> String {
        results.compactMap { streamedLine(for: $0).map { $0 + "\n" } }.joined() + closing(for: results)
    }
}
