import HeadlessUIKit

/// The outcome of one scenario.
///
/// Two results are equal when their outcomes are: everything but ``duration``, a measurement
/// of the machine that ran it, which two runs of the same scenario never share.
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
        /// The scenario did not run: `scenario.skip`, `pending`, or another scenario of its
        /// file is focused with `scenario.only`. Reports show it as skipped (JUnit's
        /// `<skipped/>`, TAP's `# SKIP`); it does not fail a run.
        case skipped

        /// Whether a report counts it as an error rather than a failed expectation (JUnit's
        /// `error`): a script error, UIKit misuse, a crash or a timeout.
        public var isError: Bool { self == .error || self == .crashed || self == .timedOut }

        /// Whether it fails a run: anything but `passed` and `skipped`.
        public var fails: Bool { self != .passed && self != .skipped }
    }

    /// The scenario file, as given to the runner.
    public var file: String
    /// The scenario's title (`(file)` for an error loading the file).
    public var title: String
    /// Where `scenario(...)` was called.
    public var line: Int
    /// The outcome.
    public var status: Status
    /// Why it did not pass, with file and line; empty when it passed. The line that says how
    /// to rerun it is not part of it: reports print ``reportedMessage``.
    public var message: String
    /// The seed of the scenario's `app.random` and `math.random`; nil when unknown (a result
    /// read back from a JSON report, whose message already says it, or one that never ran).
    public var seed: UInt64?
    /// How to run the scenario again on its own, with ``seed``: set when it failed, and not
    /// for a file that did not load. Reports print it under the message (``rerunLine``).
    public var rerun: Rerun?
    /// Every trace event, with its rule and cause.
    public var events: [TraceEvent]
    /// The golden files the scenario compared with (`expect_golden`).
    public var goldens: [String] = []
    /// The golden files it wrote (recorded or updated), in order; a text report marks such a
    /// passing scenario `RECORDED` or `UPDATED`.
    public var writtenGoldens: [WrittenGolden] = []
    /// The end-of-scenario lint findings among its events (`lint:` events).
    public var lintEvents: [TraceEvent] { events.filter { $0.kind == .lint } }
    /// Where the scenario called `app:mark()`: for each mark, the index in ``events`` of the
    /// first event after it (``Trace/marks``). The HTML report draws them.
    public var marks: [Int] = []
    /// Where a failed `expect_trace` or `expect_golden` left the trace (for a scenario that
    /// failed one; nil otherwise): what the HTML report draws as the first divergence and the
    /// missing events.
    public var traceDifference: TraceDifference?
    /// The scenario's wall time in seconds, to the microsecond, from a monotonic clock: for
    /// reports only (JUnit's `time`, JSON's `duration_s`), never in a trace. Nil when unknown.
    /// Left out of `==`: two runs of one scenario never take the same time.
    public var duration: Double?

    /// Every trace event, as text.
    public var trace: [String] { events.map(\.text) }

    /// Every event with the rule that produced it and its cause, for `--explain`.
    public var explanation: [String] {
        events.enumerated().map { index, event in "\(index + 1). \(event.text)  [\(event.rule)] \(event.cause)" }
    }

    /// The result of the scenario `title` declared at `line` of `file`; its seed, rerun,
    /// goldens, marks and duration are unset until the runner sets them.
    public init(file: String, title: String, line: Int, status: Status, message: String, events: [TraceEvent]) {
        self.file = file
        self.title = title
        self.line = line
        self.status = status
        self.message = message
        self.events = events
    }

    /// Equal outcomes: every property but ``duration``.
    public static func == (a: ScenarioResult, b: ScenarioResult) -> Bool {
        a.file == b.file && a.title == b.title && a.line == b.line && a.status == b.status
            && a.message == b.message && a.seed == b.seed && a.rerun == b.rerun && a.events == b.events
            && a.goldens == b.goldens && a.marks == b.marks && a.writtenGoldens == b.writtenGoldens
    }

    /// `seconds` rounded to the microsecond, as results keep a ``duration``.
    public static func roundedDuration(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000_000
    }

    /// The seconds of `duration`, rounded to the microsecond.
    public static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return roundedDuration(Double(whole) + Double(fraction) / 1e18)
    }
}
