import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand goldens --obsolete|--prune [PATH ...]`: golden traces no scenario uses.
struct Goldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "List (--obsolete) or delete (--prune) golden trace files that no scenario uses.",
        discussion: "Runs every scenario under the paths, unfiltered and without recording, in worker processes with the same wall clock as `run` (--timeout), to learn which goldens are used. A file that does not load, that skips a scenario (scenario.skip, pending, scenario.only), or whose scenario timed out or crashed keeps all its goldens: what a scenario that did not finish would compare with is unknown."
    )

    @Argument(help: "Scenario files or directories.")
    var paths: [String] = ["scenarios"]

    @Flag(help: "List the golden files no scenario uses.")
    var obsolete = false

    @Flag(help: "Delete the golden files no scenario uses.")
    var prune = false

    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        guard obsolete || prune else { throw ValidationError("say --obsolete or --prune") }
        let files: [String]
        do {
            files = try ScenarioDiscovery.files(under: paths)
        } catch {
            throw UsageError("\(error)")
        }
        try limitOptions.check()
        let runner = ScenarioRunner(limits: limitOptions.limits, record: .never)
        // In worker processes, so that a scenario that hangs in a library call is stopped by
        // the same clock as in `run`.
        let isolated = IsolatedRunner(executable: IsolatedRunner.thisExecutable, runner: runner,
                                      forkWidth: ScenarioRunner.childrenPerJob, timeout: limitOptions.wallClock)
        defer { isolated.shutdown() }
        var used = Set<String>()
        var kept: [String] = []
        for file in files {
            let results = isolated.run(file: file)
            for result in results { used.formUnion(result.goldens) }
            if results.contains(where: { [.skipped, .timedOut, .crashed].contains($0.status) || $0.title == "(file)" }) {
                kept.append(file + ".golden/")
            }
        }
        let directories = paths.map { path -> String in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        }
        for golden in GoldenTrace.files(under: directories) where !used.contains(golden) && !kept.contains(where: golden.hasPrefix) {
            if prune {
                try? FileManager.default.removeItem(atPath: golden)
                print("removed \(golden)")
            } else {
                print(golden)
            }
        }
    }
}
