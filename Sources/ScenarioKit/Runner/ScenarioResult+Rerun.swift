extension ScenarioResult {
    /// How a scenario that did not pass runs again on its own, with its seed: the last line
    /// of its message in every report (``ScenarioResult/rerunLine``).
    public enum Rerun: String, Equatable, Sendable {
        /// From the command line: `stagehand run 'FILE' --filter 'TITLE' --seed N`.
        case stagehandRun = "stagehand-run"
        /// From a test target, through StagehandTesting's variables (the command line does
        /// not know the test's Swift classes): `STAGEHAND_FILTER='TITLE' STAGEHAND_SEED=N swift test`.
        case swiftTest = "swift-test"

        /// What the line under the message calls the command.
        var label: String {
            switch self {
            case .stagehandRun: "rerun"
            case .swiftTest: "rerun it alone"
            }
        }
    }

    /// The shell command that reruns the scenario alone, as ``rerun`` says; nil without a
    /// rerun or a seed.
    public var rerunCommand: String? {
        guard let rerun, let seed else { return nil }
        switch rerun {
        case .stagehandRun:
            return "stagehand run \(ReportText.shellQuoted(file)) --filter \(ReportText.shellQuoted(title)) --seed \(seed)"
        case .swiftTest:
            return "STAGEHAND_FILTER=\(ReportText.shellQuoted(title)) STAGEHAND_SEED=\(seed) swift test"
        }
    }

    /// The line under the message that gives the seed and the rerun command:
    /// `seed 1; rerun: stagehand run 'a.lua' --filter 'title' --seed 1`, or for `swift test`,
    /// `seed 1; rerun it alone: STAGEHAND_FILTER='title' STAGEHAND_SEED=1 swift test`.
    public var rerunLine: String? {
        guard let rerun, let seed, let command = rerunCommand else { return nil }
        return "seed \(seed); \(rerun.label): \(command)"
    }

    /// The message as every report prints it: ``message``, then the ``rerunLine`` when there
    /// is one.
    public var reportedMessage: String {
        guard let rerunLine else { return message }
        return message + "\n" + rerunLine
    }
}
