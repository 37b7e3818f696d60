import Foundation
import Testing

/// The failures docs/guide.md shows are what `stagehand run` prints for the scenarios it shows,
/// line numbers and all (issue #22 item 6). A shown failure is a ```text block after a comment
/// that says how to get it from a ```lua block of the guide whose first line names its file:
///
///     <!-- output of scenarios/my_first.lua without the line: child:didMoveToParent(parent) -->
///     <!-- output of scenarios/nav.lua with goldens recorded from line 12 as: nav:pushViewController(detail, true) -->
///
/// The test writes the file (and records its goldens) in a fresh folder, runs the built
/// `stagehand run FILE` there with `CI` set, and compares the block with what it printed, all
/// but the closing count.
@Suite("Guide output")
struct GuideOutputTests {
    struct Shown {
        var file: String
        var without: String?
        var recordedLine: (number: Int, text: String)?
        var output: String
    }

    static func guide() throws -> String {
        try String(contentsOf: BundledScenariosTests.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
    }

    /// The ```lua blocks whose first line is `-- FILE`, by file.
    static func sources(in guide: String) -> [String: String] {
        var sources: [String: String] = [:]
        for block in guide.components(separatedBy: "```lua\n").dropFirst() {
            guard let end = block.range(of: "```") else { continue }
            let source = String(block[..<end.lowerBound])
            if source.hasPrefix("-- "), let first = source.split(separator: "\n").first {
                sources[String(first.dropFirst(3))] = source
            }
        }
        return sources
    }

    static func shown(in guide: String) -> [Shown] {
        var found: [Shown] = []
        for part in guide.components(separatedBy: "<!-- output of ").dropFirst() {
            guard let close = part.range(of: " -->"), let open = part.range(of: "```text\n"),
                  let end = part[open.upperBound...].range(of: "```") else { continue }
            let how = String(part[..<close.lowerBound])
            var shown = Shown(file: how, output: String(part[open.upperBound..<end.lowerBound]))
            if let range = how.range(of: " without the line: ") {
                shown.file = String(how[..<range.lowerBound])
                shown.without = String(how[range.upperBound...])
            } else if let match = how.firstMatch(of: /^(\S+) with goldens recorded from line (\d+) as: (.*)$/), let line = Int(match.2) {
                shown.file = String(match.1)
                shown.recordedLine = (line, String(match.3))
            }
            found.append(shown)
        }
        return found
    }

    @Test("every failure the guide shows is what stagehand run prints for the scenario it shows")
    func failuresMatch() throws {
        let guide = try Self.guide()
        let sources = Self.sources(in: guide)
        let shown = Self.shown(in: guide)
        #expect(shown.count >= 2)
        for example in shown {
            let source = try #require(sources[example.file], "no ```lua block starts with -- \(example.file)")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent(example.file)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            var lines = source.components(separatedBy: "\n")
            if let recorded = example.recordedLine {
                var variant = lines
                let indent = variant[recorded.number - 1].prefix { $0 == " " }
                variant[recorded.number - 1] = indent + recorded.text
                try variant.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                let record = try CLITests.run(CLITests.binary, ["run", "--record=all", example.file], in: folder)
                #expect(record.status == 0, "\(record.output)")
            }
            if let without = example.without {
                let count = lines.count
                lines.removeAll { $0.trimmingCharacters(in: .whitespaces) == without }
                #expect(lines.count == count - 1, "\(example.file) has no line \(without)")
            }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let run = try CLITests.run(CLITests.binary, ["run", example.file], in: folder, environment: ["CI": "1", "NO_COLOR": "1"])
            var printed = run.output.components(separatedBy: "\n")
            while printed.last == "" { printed.removeLast() }
            if let last = printed.last, last.hasSuffix(" failed") { printed.removeLast() }
            #expect(printed.joined(separator: "\n") + "\n" == example.output, "\(example.file): stagehand run printed\n\(run.output)")
        }
    }

    @Test("the guide's REPL transcript is what the REPL prints for its lines (piped, so without prompts)")
    func replTranscript() throws {
        let guide = try Self.guide()
        let marker = try #require(guide.range(of: "<!-- repl transcript -->\n```text\n"))
        let block = guide[marker.upperBound...].prefix { $0 != "`" }
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).dropLast()
        let input = lines.filter { $0.hasPrefix("> ") }.map { $0.dropFirst(2) + "\n" }.joined()
        let expected = lines.filter { !$0.hasPrefix("> ") }.map { $0 + "\n" }.joined()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(CLITests.binary, ["repl"], input: input, in: folder)
        #expect(run.output == expected)
        let saved = try String(contentsOf: folder.appendingPathComponent("first.lua"), encoding: .utf8)
        #expect(guide.contains("```text\n" + saved + "```"), "the saved scenario the guide shows")
    }
}
