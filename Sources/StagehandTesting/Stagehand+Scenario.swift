import ScenarioKit
import Testing

extension Stagehand {
    /// One scenario of a folder, listed by ``Stagehand/scenarios(at:options:environment:registering:filePath:fileID:line:)``:
    /// the argument of a parameterised test, which the test runner shows under its title and
    /// runs as a test case of its own.
    ///
    /// ```swift
    /// @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    /// @MainActor
    /// func scenario(_ scenario: Stagehand.Scenario) throws {
    ///     try scenario.run()
    /// }
    /// ```
    ///
    /// A file that does not load is listed as one scenario titled `(file)`, and a problem with
    /// the call itself (a missing folder, a bad option) as one that fails with it, so that
    /// neither can go unnoticed.
    public struct Scenario: Sendable, Identifiable, CustomTestStringConvertible, CustomStringConvertible {
        /// The scenario's whole title: its `describe` groups' titles, then its own, joined by
        /// ` / `; `(file)` for a file that does not load or a problem with the call.
        public let title: String
        /// The scenario file's whole, absolute path (for a problem with the call, the path it
        /// named).
        public let file: String
        /// The line of its `scenario(...)` call; 0 for a file that does not load or a problem.
        public let line: Int
        /// Its position among the selected scenarios of its file, as the runner's `only` takes
        /// it; -1 for a problem with the call.
        let position: Int
        /// What is wrong with the call that listed it, when it stands for that problem.
        let problem: String?
        /// The runner, the reports and the call, shared with the other scenarios of the call.
        let context: RunContext

        init(title: String, file: String, line: Int, position: Int, problem: String? = nil, context: RunContext) {
            self.title = title
            self.file = file
            self.line = line
            self.position = position
            self.problem = problem
            self.context = context
        }

        /// The file's path and the title: unique, since a file's titles are.
        public var id: String { "\(file): \(title)" }

        /// The name the test runner shows: the title; for a file that does not load, `(file)`
        /// and the file's path relative to the folder the call named; for a problem with the
        /// call, `(file)` and the problem.
        public var testDescription: String {
            if let problem { return "(file) \(problem)" }
            return title == "(file)" ? "(file) \(ScenarioPath.relative(file, to: context.root))" : title
        }

        /// `FILE:LINE TITLE`, the file's whole path.
        public var description: String { "\(file):\(line) \(title)" }

        /// The entry of its result in a report.
        var entry: ReportBook.Entry { ReportBook.Entry(file: file, position: position, title: title) }
    }
}
