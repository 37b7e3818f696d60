/// `expect_trace`: compares recorded events with an expected list, through projection.
public struct TraceExpectation: Sendable {
    /// The expected lines, in order.
    public var expected: [TraceLine]
    /// When true, every event takes part (no projection).
    public var exact: Bool
    /// Lines that must not match any recorded event (Stagehand's extension: `opts.without`).
    public var forbidden: [TraceLine]

    /// Makes an expectation from the expected strings.
    public init(expected: [String], exact: Bool = false, without forbidden: [String] = []) {
        self.expected = expected.map(TraceLine.init)
        self.exact = exact
        self.forbidden = forbidden.map(TraceLine.init)
    }

    /// Projection: unless ``exact``, only events whose name and whose callback both occur
    /// somewhere in the expected lines take part.
    public func project(_ events: [String]) -> [TraceLine] {
        project(events.map(TraceLine.init))
    }

    private func project(_ lines: [TraceLine]) -> [TraceLine] {
        if exact { return lines }
        let names = Set(expected.map(\.name))
        let callbacks = Set(expected.map(\.callback))
        return lines.filter { names.contains($0.name) && callbacks.contains($0.callback) }
    }

    /// nil when the projected events match the expected lines one for one, in order;
    /// otherwise a message with a line diff.
    public func failure(for events: [String]) -> String? {
        let recorded = events.map(TraceLine.init)
        let offending = recorded.filter { event in forbidden.contains { $0.matches(event) } }
        if !offending.isEmpty {
            return "trace has events it should not have:\n" + offending.map { "  ! \($0.text)" }.joined(separator: "\n")
        }
        let actual = project(recorded)
        if actual.count == expected.count, zip(expected, actual).allSatisfy({ $0.matches($1) }) {
            return nil
        }
        let diff = LineDiff.diff(expected: expected, actual: actual) { $0.matches($1) }
        let scope = exact ? "all events" : "the events that projection keeps"
        return "trace does not match (\(expected.count) expected, \(actual.count) actual among \(scope)):\n"
            + diff.rendered
            + "\n  (- expected but missing, + recorded but not expected)"
    }
}
