extension ReportFormat {
    /// Whether a report of this format still needs `result`'s trace events after it has
    /// received the result, so that a run keeps them to the end only when a report asks
    /// (6,000 scenarios kept with their events took the supervisor to 515 MB for a text report).
    ///
    /// - JSON needs them for a file, written at the end; on standard output each entry is
    ///   streamed as it comes, and the closing needs nothing.
    /// - HTML draws every scenario's events.
    /// - Text needs them only in a file with `explain`, for a failing scenario (its lint
    ///   findings are kept apart, ``ScenarioResult/keepingReportedEvents()``).
    /// - JUnit and TAP never show events.
    public func needsEvents(of result: ScenarioResult, streamed: Bool, explain: Bool) -> Bool {
        switch self {
        case .html: true
        case .json: !streamed
        case .text: !streamed && explain && result.status.fails
        case .junit, .tap: false
        }
    }
}

extension ScenarioResult {
    /// The result without its trace events, but for its lint findings, which a text report's
    /// line names for a passing scenario: what a run keeps when no report needs the events.
    /// Marks are dropped with the events they point into.
    public func keepingReportedEvents() -> ScenarioResult {
        var lean = self
        lean.events = events.filter { $0.kind == .lint }
        lean.marks = []
        return lean
    }
}
