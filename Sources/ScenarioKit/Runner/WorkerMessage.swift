import Foundation

/// What a worker process (`stagehand run --worker`) tells its supervisor, one JSON object per
/// line on standard output, each written the moment it is known so that nothing is lost if the
/// worker dies right after.
///
/// For each ``WorkerRequest`` a worker says `plan` once the file has loaded (the positions it
/// will run, with their titles), then `start` and `result` for each scenario, then `done`.
public enum WorkerMessage: JSONLine, Equatable, Sendable {
    /// The selected scenarios of the file, by position among those the filter selects.
    case plan([ScenarioRunner.Planned])
    /// The scenario at this position is about to run.
    case start(position: Int)
    /// A scenario's result (or the file's load error).
    case result(ScenarioResult)
    /// Every planned scenario of the request has run; the worker waits for the next request.
    case done

    /// A message that cannot be encoded still ends the request.
    public static var unencodableLine: String { #"{"done":{}}"# }
}

/// What a supervisor asks a worker to run: one JSON object per line on the worker's standard
/// input. A worker serves requests until its input ends.
public struct WorkerRequest: JSONLine, Equatable, Sendable {
    /// The scenario file.
    public var file: String
    /// Positions among the selected scenarios (nil: all).
    public var only: [Int]?

    /// Makes a request.
    public init(file: String, only: [Int]?) {
        self.file = file
        self.only = only
    }
}
