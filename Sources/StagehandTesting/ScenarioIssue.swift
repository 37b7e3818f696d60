import Foundation
import ScenarioKit
import Testing

/// The test issue of a scenario that did not pass: a comment that starts with the scenario's
/// title, then its file's whole path and its line, then the message; at the scenario's file
/// and line, so that an editor opens the scenario. A test runner prints an issue's place with
/// the file's name only (`form.lua:12:1`), which is why the comment carries the whole path.
/// A problem with the call that lists the scenarios (a missing folder, a bad option) is an
/// issue at the call instead.
struct ScenarioIssue: Equatable {
    /// The comment: the title, `FILE:LINE: scenario failed` (the whole path), the message.
    var comment: String
    /// The scenario's file (its whole path) and line; a line of 0 (a file that does not
    /// load) is line 1.
    var location: SourceLocation

    /// The issue of `result` shown under `title` (the test's name for the scenario), at the
    /// scenario; nil when the scenario passed or was skipped.
    init?(result: ScenarioResult, title: String) {
        guard result.status.fails else { return nil }
        let place = result.line > 0 ? "\(result.file):\(result.line)" : result.file
        comment = "\(title)\n\(place): \(Self.phrase(result.status))\n\(result.reportedMessage)"
        location = Self.location(file: result.file, line: result.line)
    }

    /// The issue of a problem with the call that lists the scenarios (its test name says
    /// what is wrong), at the call.
    init(problem title: String, at location: SourceLocation) {
        comment = title
        self.location = location
    }

    /// Where an issue about `file`'s scenario at `line` is shown.
    static func location(file: String, line: Int) -> SourceLocation {
        let parts = file.split(separator: "/")
        let folder = parts.count > 1 ? parts[parts.count - 2] : "scenarios"
        let name = parts.last.map(String.init) ?? "scenario.lua"
        return SourceLocation(fileID: "\(folder)/\(name)", filePath: file, line: max(1, line), column: 1)
    }

    /// What happened to the scenario, after its place.
    private static func phrase(_ status: ScenarioResult.Status) -> String {
        switch status {
        case .failed: "scenario failed"
        case .error: "scenario raised an error"
        case .crashed: "scenario crashed"
        case .timedOut: "scenario timed out"
        case .passed: "scenario passed"
        case .skipped: "scenario skipped"
        }
    }

    /// `result` rerun from `swift test` (``ScenarioResult/Rerun/swiftTest``), with `seed`, when
    /// it failed and is a scenario's: the command line cannot rerun a scenario that uses a
    /// test's Swift classes.
    static func withRerunHint(_ result: ScenarioResult, seed: UInt64) -> ScenarioResult {
        guard result.status.fails, result.title != "(file)" else { return result }
        var result = result
        result.seed = seed
        result.rerun = .swiftTest
        return result
    }
}
