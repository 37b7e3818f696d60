/// Turns scenario results into one report format.
///
/// A report is written in two parts: what a reporter prints as each result arrives (the text
/// and JSON formats stream one entry per scenario, so a long run shows progress and a crash
/// loses nothing), then what it prints once every result is in. ``document(for:)`` joins the
/// two into the whole report, as a file holds it.
///
/// A report on standard output is a stream (``streamOpening()``,
/// ``streamedEntry(for:number:)``, ``streamClosing(for:)``): the same as the document for
/// every format but TAP, whose stream gives each test point as it comes and its plan last.
public protocol Reporter: Sendable {
    /// What to print as `result` arrives, without a final newline; nil for formats that are
    /// written only as a whole, at the end (JUnit, TAP, HTML).
    func streamedLine(for result: ScenarioResult) -> String?

    /// What ends the report once every result is in, after the streamed lines, with its final
    /// newline: the text format's summary line, nothing for JSON, or the whole document of a
    /// format that streams nothing.
    func closing(for results: [ScenarioResult]) -> String

    /// What a stream of this report starts with, before any result, with its final newline
    /// (TAP's version line); empty for most formats.
    func streamOpening() -> String

    /// What a stream prints for the `number`th result (from 1) as it arrives, without a final
    /// newline; nil when the stream prints nothing until the end. ``streamedLine(for:)`` unless
    /// the format says otherwise.
    func streamedEntry(for result: ScenarioResult, number: Int) -> String?

    /// What ends a stream once every result is in, with its final newline: ``closing(for:)``
    /// unless the format says otherwise.
    func streamClosing(for results: [ScenarioResult]) -> String
}

extension Reporter {
    /// The whole report of `results`: every streamed line, each ending in a newline, then the
    /// closing.
    public func document(for results: [ScenarioResult]) -> String {
        results.compactMap { streamedLine(for: $0).map { $0 + "\n" } }.joined() + closing(for: results)
    }

    /// Nothing.
    public func streamOpening() -> String { "" }

    /// ``streamedLine(for:)``.
    public func streamedEntry(for result: ScenarioResult, number: Int) -> String? { streamedLine(for: result) }

    /// ``closing(for:)``.
    public func streamClosing(for results: [ScenarioResult]) -> String { closing(for: results) }
}
