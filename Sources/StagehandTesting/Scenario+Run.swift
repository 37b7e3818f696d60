import Foundation
import ScenarioKit
import Testing

extension Stagehand.Scenario {
    /// Runs the scenario, as a test case: when it does not pass, records a test issue whose
    /// comment starts with its title, then its file's whole path and its line, then the
    /// failure's message (with the seed and the variables that rerun it alone), at its file
    /// and line. A skipped scenario (`scenario.skip`, `pending`, another one focused) is no
    /// issue; inside a parameterised test case it cancels the case with its reason (Swift 6.3's
    /// testing library and later), which a test runner that knows cancellation shows as
    /// skipped (the console of `swift test` counts it as passed). The result also goes to the
    /// report files of its options; a file that cannot be written is an issue at the call that
    /// listed the scenario.
    ///
    /// - Throws: the testing library's cancellation, for a skipped scenario inside a
    ///   parameterised test case.
    @MainActor public func run() throws {
        let result = record()
        #if compiler(>=6.3)
        if result.status == .skipped, Test.Case.current?.isParameterized == true {
            try Test.cancel(Comment(rawValue: "\(testDescription): skipped (\(result.message))"),
                            sourceLocation: ScenarioIssue.location(file: file, line: line))
        }
        #endif
    }

    /// Runs the scenario and returns its result, recording no test issue: for a test that
    /// inspects a scenario's outcome itself. The result goes to the report files of its
    /// options, as with ``run()``; a file that cannot be written is reported on standard error.
    /// A failure's ``ScenarioResult/rerun`` is ``ScenarioResult/Rerun/swiftTest``, so its
    /// ``ScenarioResult/reportedMessage`` ends with the seed and the variables that rerun it
    /// alone (`STAGEHAND_FILTER='...' STAGEHAND_SEED=1 swift test`); its message carries the
    /// file's whole path.
    @MainActor public func result() -> ScenarioResult {
        let (result, problems) = resultAndReportProblems()
        for problem in problems { FileHandle.standardError.write(Data("stagehand: \(problem)\n".utf8)) }
        return result
    }

    /// Runs the scenario and records its issue, and any report file that could not be written,
    /// as test issues; returns the result.
    @MainActor func record() -> ScenarioResult {
        let (result, problems) = resultAndReportProblems()
        for problem in problems { Issue.record(Comment(rawValue: problem), sourceLocation: context.callSite) }
        if let issue = issue(for: result) { Issue.record(Comment(rawValue: issue.comment), sourceLocation: issue.location) }
        return result
    }

    /// The issue `result` records: at the scenario, or for a problem with the call, at the call.
    func issue(for result: ScenarioResult) -> ScenarioIssue? {
        if problem != nil { return ScenarioIssue(problem: testDescription, at: context.callSite) }
        return ScenarioIssue(result: result, title: testDescription)
    }

    /// The scenario's result, given to its report files, and why a file could not be written.
    private func resultAndReportProblems() -> (ScenarioResult, [String]) {
        let result = ScenarioIssue.withRerunHint(UnregisteredClassHint.added(to: runUnreported()), seed: context.runner.seed)
        return (result, ReportBook.shared.record(result, as: entry, in: context.reports))
    }

    /// Runs the scenario in a fresh state (which runs its file's top level first, as every
    /// scenario does); a problem with the call is its error.
    private func runUnreported() -> ScenarioResult {
        if let problem {
            return ScenarioResult(file: file, title: title, line: line, status: .error, message: problem, events: [])
        }
        let results = context.runner.run(file: file, only: [position])
        if let result = results.first, results.count == 1, result.title == title { return result }
        if let result = results.first, result.title == "(file)" { return result }
        let found = results.first.map { "it found \"\($0.title)\" in its place" } ?? "it found no scenario in its place"
        return ScenarioResult(file: file, title: title, line: line, status: .error,
                              message: "\(file):\(line): the file no longer declares this scenario where it did when the scenarios were listed (\(found)): declarations must not depend on anything that changes between runs, and a file edited during the run needs the tests run again",
                              events: [])
    }
}
