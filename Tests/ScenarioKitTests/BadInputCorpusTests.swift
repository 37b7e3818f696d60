import Foundation
import Testing
import ScenarioKit

/// The bad-input corpus: every file in BadInputCorpus/ says, in its first lines, the message
/// (`-- expect: ...`) and status (`-- status: error|failed`) its scenario must end with. Each
/// fails only itself, cleanly, with the file and a line in the message where Lua has one.
/// Files run under their full path, so `require` finds the helpers in BadInputCorpus/modules/;
/// a file that is not UTF-8 is run from disk as it is (its header lines are text). A file with
/// a `-- timeout: SECONDS` line hangs where no instruction is counted: it runs through the
/// `stagehand` binary, in worker processes under that `--timeout`, with its own `after`.
///
/// A `-- text: ...` line says what the text report must show of the first result (its line and
/// message, as ``ReportText`` renders them), for what a message alone cannot say: a NUL byte,
/// an escape sequence. And whatever each script does, its results make reports that hold
/// their shape: one TAP test point per result, JUnit XML that parses, no control character
/// but the line breaks (and tabs in messages) in text, TAP, JUnit or HTML, no line of text
/// longer than the message bound.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    static let directory = BundledScenariosTests.root.appendingPathComponent("Tests/ScenarioKitTests/BadInputCorpus")

    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lua") }.sorted()
    }

    @Test("the corpus has at least 40 scripts")
    func size() throws {
        #expect(try Self.cases().count >= 40)
    }

    @Test("each script fails with its expected message, and only itself", arguments: try BadInputCorpusTests.cases())
    func script(name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let header = String(decoding: bytes, as: UTF8.self).split(separator: "\n").prefix { $0.hasPrefix("-- ") }
        let expected = try #require(header.first { $0.hasPrefix("-- expect: ") }).dropFirst("-- expect: ".count)
        let status = try #require(header.first { $0.hasPrefix("-- status: ") }).dropFirst("-- status: ".count)
        let shown = header.first { $0.hasPrefix("-- text: ") }?.dropFirst("-- text: ".count)
        let timeout = header.first { $0.hasPrefix("-- timeout: ") }.map { String($0.dropFirst("-- timeout: ".count)) }
        let runner = ScenarioRunner(limits: ScenarioLimits(instructions: 20_000_000, memoryBytes: 64 << 20))
        let results = if let timeout {
            JSONReporter().results(fromLines: try CLITests.run(CLITests.binary, ["run", "--format", "json", "--timeout", timeout, path]).output).results
        } else if let source = String(bytes: bytes, encoding: .utf8) {
            runner.run(source: source + "\nscenario('after', function(app) expect(true):toBe(true) end)\n", file: path)
        } else {
            runner.run(file: path)
        }
        let first = try #require(results.first)
        #expect(first.status.rawValue == String(status), "\(name): \(first.message)")
        #expect(first.message.contains(String(expected)), "\(name): \(first.message)")
        if first.title != "(file)" {
            #expect(results.last?.status == .passed, "\(name): the next scenario must still run and pass")
        }
        if let shown {
            #expect(TextReporter().line(for: first).contains(String(shown)), "\(name): \(TextReporter().line(for: first))")
        }
        try ReportShape.check(results, name: name)
    }
}
