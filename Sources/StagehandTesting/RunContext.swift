import ScenarioKit
import Testing

/// What the scenarios of one call to ``Stagehand/scenarios(at:options:environment:registering:filePath:fileID:line:)``
/// share: the runner their options and classes make, their report files, and the call's
/// place in the test file (where a problem with the call itself is reported).
struct RunContext: Sendable {
    /// The runner, with the options' filter, tags, seed, strictness and record mode, and the
    /// classes registered when the scenarios were listed.
    var runner: ScenarioRunner
    /// The report files the results go to.
    var reports: [Stagehand.Report]
    /// The call in the test file.
    var callSite: SourceLocation
    /// The folder or file the call named, as an absolute path.
    var root: String

    /// The context of `options` (resolved) with `extensions`; `scenario.only` is refused
    /// when `CI` is set in `environment`, as `stagehand run` refuses it.
    init(options: Stagehand.Options, extensions: ScenarioExtensions, environment: [String: String],
         callSite: SourceLocation, root: String) {
        var runner = ScenarioRunner(filter: options.filter, seed: options.seed ?? 1,
                                    record: options.record ?? .default(environment: environment),
                                    strict: options.strict ?? false)
        runner.tags = options.tags.isEmpty ? nil : Set(options.tags)
        runner.excludedTags = Set(options.excludedTags)
        runner.refusesFocus = !(environment["CI"] ?? "").isEmpty
        runner.extensions = extensions
        self.runner = runner
        self.reports = options.reports
        self.callSite = callSite
        self.root = root
    }
}
