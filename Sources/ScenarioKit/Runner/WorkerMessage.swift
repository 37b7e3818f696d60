import Foundation

/// What a worker process (`stagehand run --worker`) tells its supervisor, one JSON object per
/// line on standard output, each written the moment it is known so that nothing is lost if the
/// worker dies right after.
///
/// A worker says `plan` once the file has loaded (the positions it will run, with their
/// titles), then `start` and `result` for each scenario, then `done` before it exits.
public enum WorkerMessage: Codable, Equatable, Sendable {
    /// The selected scenarios of the file, by position among those the filter selects.
    case plan([ScenarioRunner.Planned])
    /// The scenario at this position is about to run.
    case start(position: Int)
    /// A scenario's result (or the file's load error).
    case result(ScenarioResult)
    /// Every planned scenario has run; the worker exits next.
    case done

    /// The message as one line of JSON (no newline).
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return #"{"done":{}}"#
        }
        return text
    }

    /// The message a line holds, or nil for a line that is not one.
    public init?(line: some StringProtocol) {
        guard let message = try? JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8)) else { return nil }
        self = message
    }
}
