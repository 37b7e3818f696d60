import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand goldens --obsolete|--prune [PATH ...]`: golden traces no scenario uses.
struct Goldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "List (--obsolete) or delete (--prune) golden trace files that no scenario uses.",
        discussion: "Runs every scenario under the paths, unfiltered and without recording, to learn which goldens are used."
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
        for file in files {
            for result in runner.run(file: file) { used.formUnion(result.goldens) }
        }
        let directories = paths.map { path -> String in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        }
        for golden in GoldenTrace.files(under: directories) where !used.contains(golden) {
            if prune {
                try? FileManager.default.removeItem(atPath: golden)
                print("removed \(golden)")
            } else {
                print(golden)
            }
        }
    }
}
