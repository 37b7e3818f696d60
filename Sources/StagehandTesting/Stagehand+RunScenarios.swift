import Foundation
import ScenarioKit
import Testing

extension Stagehand {
    /// Runs every scenario under `path` that `options` select, one after another, inside the
    /// calling test: the single-test form of
    /// ``scenarios(at:options:environment:registering:filePath:fileID:line:)``, whose
    /// parameters it takes. Each scenario that does not pass records a test issue, as
    /// ``Scenario/run()`` does: its comment starts with the scenario's title, then its file's
    /// whole path and line and the message, at the scenario's file and line. Skipped scenarios
    /// are not issues. The results go to the options' report files.
    ///
    /// ```swift
    /// @MainActor
    /// @Test func scenarios() throws {
    ///     try Stagehand.runScenarios(at: "scenarios", registering: registerClasses)
    /// }
    /// ```
    ///
    /// Prefer the parameterised form: the test runner then shows, times and reruns each
    /// scenario on its own.
    ///
    /// - Throws: ``ScenarioFailures``, listing every scenario that did not pass, after all
    ///   of them ran.
    @MainActor public static func runScenarios(at path: String, options: Options = Options(),
                                    environment: [String: String] = ProcessInfo.processInfo.environment,
                                    registering: () -> Void = {},
                                    filePath: String = #filePath, fileID: String = #fileID, line: Int = #line) throws {
        let listed = scenarios(at: path, options: options, environment: environment, registering: registering,
                               filePath: filePath, fileID: fileID, line: line)
        var failures: [ScenarioResult] = []
        for scenario in listed {
            let result = scenario.record()
            if result.status.fails { failures.append(result) }
        }
        guard failures.isEmpty else { throw ScenarioFailures(results: failures, total: listed.count) }
    }
}
