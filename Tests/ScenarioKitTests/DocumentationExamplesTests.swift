import Foundation
import Testing
import ScenarioKit

/// Every complete scenario shown in docs/ (a ```lua block that calls `scenario(`) runs and
/// passes, so the documentation cannot rot. One that compares with a golden file needs the file
/// on disk, and one shown failing is meant to fail: GuideOutputTests runs those through
/// `stagehand run` in a folder of their own.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    static func examples() throws -> [(file: String, source: String)] {
        let docs = BundledScenariosTests.root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        var found: [(String, String)] = []
        for name in names {
            let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
            var rest = text[...]
            var index = 0
            while let open = rest.range(of: "```lua\n"), let close = rest[open.upperBound...].range(of: "```") {
                let block = String(rest[open.upperBound..<close.lowerBound])
                // A block whose failure the guide shows as it is (`<!-- output of FILE -->`) is
                // meant to fail: GuideOutputTests checks what it prints.
                let file = block.hasPrefix("-- ") ? block.prefix { $0 != "\n" }.dropFirst(3) : ""
                let shownFailing = !file.isEmpty && text.contains("<!-- output of \(file) -->")
                // A block that starts with a test target's scenario path (`-- Tests/...`) drives
                // an app's Swift classes: that target runs it with them registered.
                let drivesSwiftClasses = block.hasPrefix("-- Tests/")
                if block.contains("scenario("), !block.contains("expect_golden("), !shownFailing, !drivesSwiftClasses {
                    index += 1
                    found.append(("docs/\(name)#example\(index)", block))
                }
                rest = rest[close.upperBound...]
            }
        }
        return found
    }

    @Test("every scenario in the docs passes")
    func examplesPass() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 2)
        for example in examples {
            for result in ScenarioRunner().run(source: example.source, file: example.file) where result.status.fails {
                Issue.record("\(example.file) \(result.title)\n\(result.message)")
            }
        }
    }
}
