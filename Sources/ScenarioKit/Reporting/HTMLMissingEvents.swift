/// The events a failed `expect_trace` or `expect_golden` expected but did not get, and where
/// they would have been, for the HTML report's diagram (drawn as dashed arrows).
///
/// They are read from the failure message's diff, the one record of them a result keeps (the
/// JSON report, and so `stagehand merge`, has the message too): an `expect_trace` diff
/// (`    same`, `  - missing`, `  + unexpected`) or a golden's unified diff (` same`, `-missing`,
/// `+unexpected`). The diff's recorded lines are found again in the trace, in order, from the
/// latest mark (the events an expectation compares); each missing line goes before the first
/// recorded event after the recorded lines above it.
enum HTMLMissingEvents {
    /// One expected event that was not recorded: its text, and the index of the event it would
    /// have come before (the trace's length: after the last).
    struct Missing: Equatable {
        var before: Int
        var text: String
    }

    /// The missing events of `result`, in the diff's order; none unless it failed with a diff.
    static func missing(in result: ScenarioResult) -> [Missing] {
        guard result.status.fails else { return [] }
        let events = result.events
        var cursor = min(result.marks.last ?? 0, events.count)
        var found: [Missing] = []
        for line in diffLines(result.message) {
            switch line {
            case .recorded(let text):
                if let index = events[cursor...].firstIndex(where: { $0.text == text }) { cursor = index + 1 }
            case .missing(let text):
                found.append(Missing(before: cursor, text: text))
            }
        }
        return found
    }

    /// A line of a diff: recorded (in both, or recorded and not expected) or missing.
    enum DiffLine: Equatable {
        case recorded(String)
        case missing(String)
    }

    /// The lines of every trace diff in `message`.
    static func diffLines(_ message: String) -> [DiffLine] {
        var lines: [DiffLine] = []
        var style: (recorded: [String], missing: String, end: (Substring) -> Bool)?
        for raw in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.contains("trace does not match (") {
                style = (["    ", "  + "], "  - ", { $0.hasPrefix("  (- expected") || !$0.hasPrefix("  ") })
                continue
            }
            if raw.hasPrefix("+++ recorded trace") {
                style = ([" ", "+"], "-", { !($0.hasPrefix(" ") || $0.hasPrefix("-") || $0.hasPrefix("+") || $0.hasPrefix("@@")) })
                continue
            }
            guard let current = style else { continue }
            if current.end(raw) { style = nil; continue }
            if raw.hasPrefix("@@") { continue }
            if let prefix = current.recorded.first(where: { raw.hasPrefix($0) }) {
                lines.append(.recorded(String(raw.dropFirst(prefix.count))))
            } else if raw.hasPrefix(current.missing) {
                var text = String(raw.dropFirst(current.missing.count))
                if let marker = text.range(of: "   <- first divergence") { text = String(text[..<marker.lowerBound]) }
                lines.append(.missing(text))
            }
        }
        return lines
    }
}
