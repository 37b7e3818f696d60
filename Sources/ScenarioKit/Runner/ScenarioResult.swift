import HeadlessUIKit

/// The outcome of one scenario.
public struct ScenarioResult: Equatable, Sendable {
    /// How a scenario ended.
    public enum Status: String, Sendable {
        /// `fn` returned and every expectation held.
        case passed
        /// An expectation failed.
        case failed
        /// The script raised an error, broke a limit, or misused UIKit in a way UIKit throws
        /// for; or the file itself could not run.
        case error
        /// The process running the scenario died (a trap, a signal, an exit) before the
        /// scenario finished; the other scenarios ran on in a fresh worker process.
        case crashed
        /// The scenario ran longer than the wall-clock limit (`stagehand run --timeout`), in
        /// Lua or in a library call that never returned; its worker process was killed and
        /// the file's other scenarios ran on in a fresh one.
        case timedOut = "timeout"

        /// Whether a report counts it as an error rather than a failed expectation (JUnit's
        /// `error`): anything but `passed` and `failed`.
        public var isError: Bool { self != .passed && self != .failed }
    }

    /// The scenario file, as given to the runner.
    public var file: String
    /// The scenario's title (`(file)` for an error loading the file).
    public var title: String
    /// Where `scenario(...)` was called.
    public var line: Int
    /// The outcome.
    public var status: Status
    /// Why it did not pass, with file and line; empty when it passed.
    public var message: String
    /// Every trace event, with its rule and cause.
    public var events: [TraceEvent]
    /// The golden files the scenario compared with (`expect_golden`).
    public var goldens: [String] = []

    /// Every trace event, as text.
    public var trace: [String] { events.map(\.text) }

    /// Every event with the rule that produced it and its cause, for `--explain`.
    public var explanation: [String] {
        events.enumerated().map { index, event in "\(index + 1). \(event.text)  [\(event.rule)] \(event.cause)" }
    }

    /// Makes a result.
    public init(file: String, title: String, line: Int, status: Status, message: String, events: [TraceEvent]) {
        self.file = file
        self.title = title
        self.line = line
        self.status = status
        self.message = message
        self.events = events
    }
}
