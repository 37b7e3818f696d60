import ScenarioKit

extension Stagehand {
    /// A report file: one of ScenarioKit's formats, written to a path.
    ///
    /// The file holds every scenario that ran with it in this test process, in the suite's
    /// order (folders' files in byte order of their full paths, then each file's declaration
    /// order), however the test runner ordered them. It is rewritten whenever every scenario
    /// it lists has run, and once more when the process exits if results came in after that
    /// (a run of only some of the scenarios). Missing folders on the way are made.
    public struct Report: Sendable, Equatable {
        /// The format: text, json, junit, tap or html.
        public var format: ReportFormat
        /// Where the file goes: absolute, or relative to the working directory (under
        /// `swift test`, the package's folder); ``Options/resolved(environment:)`` makes it
        /// absolute.
        public var path: String

        /// A report in `format`, written to `path`.
        public init(_ format: ReportFormat, to path: String) {
            self.format = format
            self.path = path
        }

        /// JUnit XML, as CI systems read it, at `path`.
        public static func junit(_ path: String) -> Report { Report(.junit, to: path) }
        /// One JSON object per scenario and per line, at `path`.
        public static func json(_ path: String) -> Report { Report(.json, to: path) }
        /// TAP version 14, at `path`.
        public static func tap(_ path: String) -> Report { Report(.tap, to: path) }
        /// One self-contained HTML page with each scenario's trace as a sequence diagram, at `path`.
        public static func html(_ path: String) -> Report { Report(.html, to: path) }
        /// `stagehand run`'s text output (a line per scenario and a summary), at `path`.
        public static func text(_ path: String) -> Report { Report(.text, to: path) }
    }
}
