import ScenarioKit

/// The scenarios that did not pass, as one error.
public struct ScenarioFailures: Error, CustomStringConvertible {
    /// The failing scenarios' results.
    public var results: [ScenarioResult]
    /// How many scenarios ran.
    public var total: Int

    /// `N of M scenarios failed:` and each one's file, line, title and message (with its
    /// rerun line).
    public var description: String {
        "\(results.count) of \(total) scenarios failed:\n" + results.map {
            "\($0.file):\($0.line): \($0.title)\n\($0.reportedMessage)"
        }.joined(separator: "\n")
    }
}
