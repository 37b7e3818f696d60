/// The golden files of one scenario file's run: when `expect_golden` writes them, the ones
/// compared so far (numbered `Name#2` when a scenario compares with several of one name), and
/// the ones written.
struct GoldenFiles {
    /// When `expect_golden` writes goldens.
    var mode = RecordMode.never
    /// The golden files compared so far, in order.
    private(set) var compared: [String] = []
    /// How many goldens of each name were compared.
    private var uses: [String: Int] = [:]
    /// The golden files `expect_golden` wrote, in order.
    var written: [WrittenGolden] = []

    /// The golden file of `scenarioFile` for `name`, numbered when it was used before.
    mutating func path(forScenarioFile scenarioFile: String, name: String) -> String {
        let count = (uses[name] ?? 0) + 1
        uses[name] = count
        let path = GoldenTrace.path(forScenarioFile: scenarioFile, name: name, number: count)
        compared.append(path)
        return path
    }
}
