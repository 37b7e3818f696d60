/// The formats a run or a merge of runs can be reported in.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// One line per scenario with the failure message under it, then `N passed, N failed`
    /// (``TextReporter``).
    case text
    /// One JSON object per scenario and per line (``JSONReporter``).
    case json
    /// JUnit XML, as CI systems read it (``JUnitReporter``).
    case junit
    /// TAP version 14 (``TAPReporter``).
    case tap
    /// One self-contained HTML page with sequence diagrams (``HTMLReporter``).
    case html

    /// The reporter of this format.
    ///
    /// - Parameters:
    ///   - seed: the seed the scenarios ran with, recorded by the JUnit, TAP and HTML reports.
    ///   - explain: whether the text report explains every event of a failing scenario's trace.
    public func reporter(seed: UInt64, explain: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(explain: explain)
        case .json: JSONReporter()
        case .junit: JUnitReporter(seed: seed)
        case .tap: TAPReporter(seed: seed)
        case .html: HTMLReporter(seed: seed)
        }
    }
}
