import Foundation

/// What a worker process (`stagehand run --worker`) tells its supervisor, one JSON object per
/// line on standard output, each written the moment it is known so that nothing is lost if the
/// worker dies right after.
///
/// For each ``WorkerRequest`` a worker says `plan` once the file has loaded (the positions it
/// will run, with their titles), then `start` and `result` for each scenario, then `done`.
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

/// What a supervisor asks a worker to run: one JSON object per line on the worker's standard
/// input. A worker serves requests until its input ends.
public struct WorkerRequest: Codable, Equatable, Sendable {
    /// The scenario file.
    public var file: String
    /// Positions among the selected scenarios (nil: all).
    public var only: [Int]?

    /// Makes a request.
    public init(file: String, only: [Int]?) {
        self.file = file
        self.only = only
    }

    /// The request as one line of JSON (no newline).
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The request a line holds, or nil.
    public init?(line: some StringProtocol) {
        guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(line.utf8)) else { return nil }
        self = request
    }
}
