import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand goldens --obsolete|--prune [PATH ...]`: golden traces no scenario uses.
struct Goldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "List (--obsolete) or delete (--prune) golden trace files that no scenario uses.",
        discussion: "Runs every scenario under the paths, unfiltered and without recording, to learn which goldens are used. A file that does not load, or that skips a scenario (scenario.skip, pending, scenario.only), keeps all its goldens: what a scenario that did not run would compare with is unknown."
    )

    @Argument(help: "Scenario files or directories.")
    var paths: [String] = ["scenarios"]

    @Flag(help: "List the golden files no scenario uses.")
    var obsolete = false

    @Flag(help: "Delete the golden files no scenario uses.")
    var prune = false

    func run() throws {
        guard obsolete || prune else { throw ValidationError("say --obsolete or --prune") }
        let files: [String]
        do {
            files = try ScenarioDiscovery.files(under: paths)
        } catch {
            throw UsageError("\(error)")
        }
        let runner = ScenarioRunner(record: .never)
        var used = Set<String>()
        var kept: [String] = []
        for file in files {
            let results = runner.run(file: file)
            for result in results { used.formUnion(result.goldens) }
            if results.contains(where: { $0.status == .skipped || $0.title == "(file)" }) {
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
