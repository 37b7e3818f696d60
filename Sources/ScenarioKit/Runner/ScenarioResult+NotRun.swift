extension ScenarioResult {
    /// A scenario an interrupted run never finished, reported as skipped with `reason`
    /// (`not run: the run was interrupted (SIGTERM)`), so that every report lists it and none
    /// counts it as passed or failed. Without `planned` (the file had not loaded when the run
    /// stopped), the entry is the file's: title `(file)`, line 0.
    public static func notRun(file: String, planned: ScenarioRunner.Planned?, reason: String) -> ScenarioResult {
        ScenarioResult(file: file, title: planned?.declaration.title ?? "(file)", line: planned?.declaration.line ?? 0,
                       status: .skipped, message: reason, events: [])
    }
}
