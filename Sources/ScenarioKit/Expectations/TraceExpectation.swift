import HeadlessUIKit

/// `expect_trace`: compares recorded events with an expected list, through projection.
///
/// The expected lines are text a person wrote, so they are split into their parts; the
/// recorded events are compared by their own parts, never through their text.
public struct TraceExpectation: Sendable {
    /// The expected lines, in order.
    public var expected: [TraceLine]
    /// When true, every event takes part (no projection).
    public var exact: Bool
    /// Lines that must not match any recorded event (Stagehand's extension: `opts.without`).
    public var forbidden: [TraceLine]

    /// The expectation of `expected` (trace lines as a script writes them, `Name callback(args)`),
    /// matched through projection unless `exact`, none of `forbidden` matching.
    public init(expected: [String], exact: Bool = false, without forbidden: [String] = []) {
        self.expected = expected.map(TraceLine.init)
        self.exact = exact
        self.forbidden = forbidden.map(TraceLine.init)
    }

    /// Projection, for events given as text (a test's fixture): unless ``exact``, only events
    /// whose name and whose callback both occur somewhere in the expected lines take part.
    public func project(_ events: [String]) -> [TraceLine] {
        project(events.map(TraceLine.init))
    }

    private func project(_ lines: [TraceLine]) -> [TraceLine] {
        if exact { return lines }
        let names = Set(expected.map(\.name))
        let callbacks = Set(expected.map(\.callback))
        return lines.filter { names.contains($0.name) && callbacks.contains($0.callback) }
    }

    /// nil when the projected events, given as text (a test's fixture), match the expected
    /// lines one for one, in order; otherwise a message with a line diff.
    public func failure(for events: [String]) -> String? {
        failure(for: events.map(TraceLine.init))?.message
    }

    /// nil when `events` (a slice of the trace) match; otherwise the message and where the
    /// trace differs (none when it has events it should not have).
    func check(_ events: ArraySlice<TraceEvent>) -> (message: String, difference: TraceDifference?)? {
        let subjects = Set(events.map(\.subject))
        guard let failure = resolved(against: subjects).failure(for: events.map(TraceLine.init(event:))) else { return nil }
        return (failure.message, failure.diff.map { TraceDifference($0, over: events) })
    }

    /// The expectation with each line split at the longest recorded subject it starts
    /// with, so that a subject with a space in its name (`My Form viewDidLoad`) keeps it.
    private func resolved(against subjects: Set<String>) -> TraceExpectation {
        guard subjects.contains(where: { $0.utf8.contains(UInt8(ascii: " ")) }) else { return self }
        var copy = self
        copy.expected = expected.map { $0.resolved(against: subjects) }
        copy.forbidden = forbidden.map { $0.resolved(against: subjects) }
        return copy
    }

    private func failure(for recorded: [TraceLine]) -> (message: String, diff: LineDiff?)? {
        let offending = recorded.filter { event in forbidden.contains { $0.matches(event) } }
        if !offending.isEmpty {
            return ("trace has events it should not have:\n" + offending.map { "  ! \($0.text)" }.joined(separator: "\n"), nil)
        }
        let actual = project(recorded)
        if actual.count == expected.count, zip(expected, actual).allSatisfy({ $0.matches($1) }) {
            return nil
        }
        let diff = LineDiff.diff(expected: expected, actual: actual) { $0.matches($1) }
        let scope = exact ? "all events" : "the events that projection keeps"
        let message = "trace does not match (\(expected.count) expected, \(actual.count) actual among \(scope)):\n"
            + diff.rendered
            + "\n  (- expected but missing, + recorded but not expected)"
        return (message, diff)
    }
}
