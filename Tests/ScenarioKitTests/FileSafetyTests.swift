import Foundation
import Testing
@testable import ScenarioKit

/// Files a run reads and writes (issue #30 item 5): scenario files held to their folder,
/// names that are not UTF-8 reported, reports written only over regular files, golden names
/// one-to-one with titles, titles in one Unicode form.
@Suite("File safety")
struct FileSafetyTests {
    func folder() throws -> URL {
        let url = try makeTemporaryFolder("files")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("suite"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        return url
    }

    @Test("a scenario file linked from outside its folder is refused, unread: no report quotes what it leads to")
    func linkOutOfTheSuite() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "PRIVATE KEY = = 1\n".write(to: root.appendingPathComponent("outside/key.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("suite/link.lua").path, withDestinationPath: "../outside/key.lua")
        try "scenario('ok', function(app) end)".write(to: root.appendingPathComponent("suite/ok.lua"), atomically: true, encoding: .utf8)
        // A link to a folder outside is not walked into.
        try "scenario('x', function(app) end)".write(to: root.appendingPathComponent("outside/inner.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("suite/elsewhere").path, withDestinationPath: "../outside")
        for arguments in [["run", "suite"], ["run", "suite", "--format", "json"], ["run", "suite/link.lua", "--in-process"]] {
            let run = try CLITests.run(CLITests.binary, arguments, in: root)
            #expect(run.status == 1)
            #expect(!run.output.contains("PRIVATE"), "\(run.output)")
            #expect(run.output.contains("suite/link.lua resolves to"), "\(run.output)")
            #expect(!run.output.contains("inner.lua"))
        }
        let listed = try ScenarioDiscovery.files(under: [root.appendingPathComponent("suite").path]).map { ($0 as NSString).lastPathComponent }
        #expect(listed == ["link.lua", "ok.lua"])
    }

    @Test("a file whose name is not UTF-8 is reported with its bytes escaped, not skipped")
    func nameNotUTF8() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let suite = root.appendingPathComponent("suite").path
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".lua".utf8)
        let path = (Array((suite + "/").utf8) + name + [0]).map { CChar(bitPattern: $0) }
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(fd >= 0)
        close(fd)
        let files = try ScenarioDiscovery.files(under: [suite])
        #expect(files == [suite + "/caf\\xE9.lua"])
        let result = ScenarioRunner().run(file: files[0])
        #expect(result.map(\.status) == [.error])
        #expect(result.first?.message == "\(suite)/caf\\xE9.lua: the file's name is not UTF-8 (its other bytes are shown as \\xNN); rename it to run it")
        #expect(ScenarioDiscovery.displayed(Array("ok.lua".utf8)) == "ok.lua")
        #expect(ScenarioDiscovery.displayed([0x61, 0xC3, 0xA9, 0xFF]) == "a\u{E9}\\xFF")
    }

    @Test("--output, merge's --output and :save! write a regular file or a new path, never over a link, a pipe or a device")
    func onlyRegularFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "scenario('ok', function(app) end)".write(to: root.appendingPathComponent("suite/ok.lua"), atomically: true, encoding: .utf8)
        let link = root.appendingPathComponent("out.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        #expect(mkfifo(root.appendingPathComponent("fifo.xml").path, 0o644) == 0)
        let cases = [(["run", "suite", "--output", "json=out.json"], "it is a symbolic link"),
                     (["run", "suite", "--output", "junit=fifo.xml"], "it is a named pipe"),
                     (["run", "suite", "--output", "junit=/dev/null"], "it is a device")]
        for (arguments, what) in cases {
            let run = try CLITests.run(CLITests.binary, arguments, in: root)
            #expect(run.status == 2, "\(run.output)")
            #expect(run.output.contains(what), "\(run.output)")
        }
        #expect(AtomicFile.nonRegularKind(at: link) == "a symbolic link", "the link is left as it was")
        #expect(AtomicFile.nonRegularKind(at: "/dev/null") == "a device")
        #expect(AtomicFile.write("x", to: root.appendingPathComponent("new.txt").path) == nil)
        #expect(AtomicFile.write("y", to: root.appendingPathComponent("new.txt").path) == nil, "a regular file is replaced")
        let session = ReplSession()
        let saved = session.save(to: link, title: "t", replacing: true)
        #expect(!saved.saved)
        #expect(saved.message == "cannot write \(link): it is a symbolic link; only a regular file or a new path is written, never replaced")
    }

    @Test("golden names are one-to-one with titles: no two titles, nor a title and a numbered golden, share a file")
    func goldenNames() {
        let titles = ["a/b", "a?b", "a\u{0}b", "a_b", "A#2", "a%2Fb", ".hidden", "T1: rows", "日本語 タイトル"]
        let paths = titles.map { GoldenTrace.path(forScenarioFile: "s.lua", name: $0) } + [GoldenTrace.path(forScenarioFile: "s.lua", name: "A", number: 2)]
        #expect(Set(paths).count == paths.count, "\(paths)")
        #expect(paths[0] == "s.lua.golden/a%2Fb.trace")
        #expect(paths[4] == "s.lua.golden/A%232.trace")
        #expect(paths.last == "s.lua.golden/A#2.trace")
        #expect(paths[6] == "s.lua.golden/%2Ehidden.trace")
        #expect(paths[8] == "s.lua.golden/日本語 タイトル.trace")
        #expect(GoldenTrace.path(forScenarioFile: "s.lua", name: "caf\u{E9}") == GoldenTrace.path(forScenarioFile: "s.lua", name: "cafe\u{301}"))
    }

    @Test("titles are compared in one Unicode form: a duplicate that differs only in composition says so; a filter in the other form selects it")
    func unicodeTitles() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let duplicate = ScenarioRunner().run(source: "scenario('\(composed)', function(app) end)\nscenario('\(decomposed)', function(app) end)", file: "u.lua")
        #expect(duplicate.first?.message.contains("(first declared at line 1; the two differ only in how their characters are composed (Unicode normalisation), and titles are compared after it)") == true)
        let selected = ScenarioRunner(filter: decomposed).run(source: "scenario('\(composed) au lait', function(app) end)", file: "u.lua")
        #expect(selected.map(\.status) == [.passed])
        #expect(Array(selected[0].title.utf8) == Array("\(composed) au lait".utf8))
    }
}
