import HeadlessUIKit

/// Where a failed `expect_trace` or `expect_golden` left the trace, as data for the reports:
/// the first recorded event it did not expect, and each event it expected but did not get,
/// with the place it would have come. The HTML report draws them on the sequence diagram.
public struct TraceDifference: Equatable, Sendable {
    /// An expected event that was not recorded.
    public struct Missing: Equatable, Sendable {
        /// The index in the trace of the event it would have come before (the trace's length:
        /// after the last).
        public var before: Int
        /// Its text, as the expectation wrote it.
        public var text: String

        /// A missing event before the trace's event `before`.
        public init(before: Int, text: String) {
            self.before = before
            self.text = text
        }
    }

    /// The index in the trace of the first recorded event an expectation did not expect.
    public var divergence: Int?
    /// The expected events that were not recorded, in the order of the expectations' diffs.
    public var missing: [Missing]

    /// A difference with its divergence and missing events.
    public init(divergence: Int? = nil, missing: [Missing] = []) {
        self.divergence = divergence
        self.missing = missing
    }

    /// What `diff` says of `events`, the events the expectation compared (a slice of the
    /// trace, so its indices are the trace's): its recorded lines are found again among them in
    /// order, and each missing line goes before the first event after the recorded lines above
    /// it.
    init(_ diff: LineDiff, over events: ArraySlice<TraceEvent>) {
        self.init()
        var cursor = events.startIndex
        for line in diff.lines {
            switch line {
            case .same(let text), .unexpected(let text):
                guard let index = events[cursor...].firstIndex(where: { $0.text == text }) else { continue }
                if case .unexpected = line, divergence == nil { divergence = index }
                cursor = index + 1
            case .missing(let text):
                missing.append(Missing(before: cursor, text: text))
            }
        }
    }

    /// `self` and then `other`: the first divergence, and every missing event.
    func followed(by other: TraceDifference) -> TraceDifference {
        TraceDifference(divergence: divergence ?? other.divergence, missing: missing + other.missing)
    }
}
