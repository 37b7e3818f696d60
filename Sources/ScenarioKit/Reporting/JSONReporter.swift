/// Prints one JSON object per scenario and per line, in the encoding the worker protocol
/// uses (``ScenarioResult``'s `jsonValue`) of the result as reports give it
/// (``ScenarioResult/reported``): `file`, `title`, `line`, `status`, `message` (with its rerun
/// line, as every report prints it), `trace` (the events as text), `events` (each with its
/// rule and cause) and `goldens`; keys sorted, so output is byte-for-byte stable, and
/// `stagehand merge` reads it back whole.
public struct JSONReporter: Sendable {
    /// The reporter; it has no options.
    public init() {}

    /// The JSON line for one result.
    public func line(for result: ScenarioResult) -> String { result.reported.line }

    /// Reads the lines this reporter wrote (several files' worth, for merging shards); lines
    /// that are not results are reported by number.
    public func results(fromLines text: String) -> (results: [ScenarioResult], bad: [Int]) {
        var results: [ScenarioResult] = []
        var bad: [Int] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let result = ScenarioResult(line: line) else {
                bad.append(number + 1)
                continue
            }
            results.append(result)
        }
        return (results, bad)
    }
}
