import Foundation
import Testing
import ScenarioKit
#if canImport(Glibc)
import Glibc
#endif

/// `require` and golden traces stay inside the scenario file's folder, through symbolic links
/// too; a golden that exists but is not text is never taken for a missing one. Symbolic links
/// cannot live in the bad-input corpus (it is plain files), so these make them in a fresh
/// temporary folder: `<tmp>/suite` holds the scenario, `<tmp>/outside` what it must not reach.
@Suite("Suite folder: links, helpers and goldens")
struct SuiteFolderTests {
    /// A fresh `<tmp>` with `suite/` and `outside/` (holding `secret.lua` and `secret.trace`).
    final class Layout {
        let root: URL
        var suite: URL { root.appendingPathComponent("suite") }
        var outside: URL { root.appendingPathComponent("outside") }
        var file: String { suite.appendingPathComponent("a.lua").path }
        var golden: String { GoldenTrace.path(forScenarioFile: file, name: "s") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
            for folder in ["suite", "outside", "suite-other"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try write("return 'secret'\n", "outside/secret.lua")
            try write("return 'other'\n", "suite-other/h.lua")
            try write("secret line\n", "outside/secret.trace")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, _ relative: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// A link at `relative` (under `<tmp>`) to `target` (as written in the link).
        func link(_ relative: String, to target: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func run(_ body: String, record: RecordMode = .never) -> ScenarioResult {
            ScenarioRunner(record: record).run(source: "scenario('s', function(app)\n\(body)\nend)\n", file: file)[0]
        }
    }

    static let child = "ViewController{ name = 'P' }:addChild(ViewController{ name = 'C' })"

    // MARK: require

    @Test("a helper linked to a file or a folder outside is denied, naming where it leads")
    func requireThroughLinkOutside() throws {
        let layout = try Layout()
        try layout.link("suite/helper.lua", to: layout.outside.appendingPathComponent("secret.lua").path)
        try layout.link("suite/lib", to: "../outside")
        try layout.link("suite/near.lua", to: "../suite-other/h.lua")
        for name in ["helper", "lib.secret", "near"] {
            let result = layout.run("return require('\(name)')")
            #expect(result.status == .error)
            #expect(result.message.contains("require denied: module '\(name)'"), "\(result.message)")
            #expect(result.message.contains(", outside the scenario's folder \(layout.suite.path)"), "\(result.message)")
        }
        let real = layout.run("require('helper')").message
        #expect(real.contains("resolves to \(layout.outside.resolvingSymlinksInPath().appendingPathComponent("secret.lua").path)"), "\(real)")
    }

    @Test("a helper linked inside the folder loads")
    func requireThroughLinkInside() throws {
        let layout = try Layout()
        try layout.write("return { answer = 42 }\n", "suite/real/helper.lua")
        try layout.link("suite/helper.lua", to: "real/helper.lua")
        try layout.link("suite/alias", to: "real")
        let result = layout.run("expect(require('helper').answer):toBe(42); expect(require('alias.helper').answer):toBe(42)")
        #expect(result.status == .passed, "\(result.message)")
    }

    @Test("a helper that is a directory or unreadable says so")
    func requireDirectory() throws {
        let layout = try Layout()
        try FileManager.default.createDirectory(at: layout.suite.appendingPathComponent("folder.lua"), withIntermediateDirectories: true)
        let result = layout.run("require('folder')")
        #expect(result.message.contains("module 'folder' cannot be loaded: \(layout.suite.path)/folder.lua is a directory, not a file"), "\(result.message)")
    }

    // MARK: Goldens through links

    @Test("a golden linked to a file outside is refused in every mode, and its content is never shown", arguments: RecordMode.allCases)
    func goldenLinkedOutside(mode: RecordMode) throws {
        let layout = try Layout()
        try layout.link("suite/a.lua.golden/s.trace", to: layout.outside.appendingPathComponent("secret.trace").path)
        let result = layout.run("\(Self.child); expect_golden(app)", record: mode)
        #expect(result.status == .failed)
        #expect(result.message.contains("golden trace \(layout.golden) resolves to "), "\(result.message)")
        #expect(result.message.contains("outside the scenario's folder"))
        #expect(!result.message.contains("secret line"))
        #expect(try String(contentsOf: layout.outside.appendingPathComponent("secret.trace"), encoding: .utf8) == "secret line\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: layout.golden) == layout.outside.appendingPathComponent("secret.trace").path)
    }

    @Test("a .golden folder linked outside is refused, and recording writes nothing there")
    func goldenFolderLinkedOutside() throws {
        let layout = try Layout()
        try layout.link("suite/a.lua.golden", to: "../outside")
        let result = layout.run("\(Self.child); expect_golden(app)", record: .missing)
        #expect(result.status == .failed)
        #expect(result.message.contains("outside the scenario's folder"), "\(result.message)")
        #expect(!FileManager.default.fileExists(atPath: layout.outside.appendingPathComponent("s.trace").path))
    }

    @Test("a golden linked inside the folder is compared, but recording never writes through or replaces the link")
    func goldenLinkedInside() throws {
        let layout = try Layout()
        try layout.write("C willMoveToParent(P)\n", "suite/shared/s.trace")
        try layout.link("suite/a.lua.golden/s.trace", to: "../shared/s.trace")
        #expect(layout.run("\(Self.child); expect_golden(app)").status == .passed)
        let changed = layout.run("\(Self.child); app:mark(); ViewController{ name = 'D' }:addChild(ViewController{ name = 'E' }); expect_golden(app)", record: .failed)
        #expect(changed.status == .failed)
        #expect(changed.message.contains("golden trace \(layout.golden) is a symbolic link: recording does not write through links"), "\(changed.message)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: layout.golden) == "../shared/s.trace")
        #expect(try String(contentsOfFile: layout.suite.appendingPathComponent("shared/s.trace").path, encoding: .utf8) == "C willMoveToParent(P)\n")
    }

    @Test("a golden linked to nothing is not taken for a missing one")
    func danglingGolden() throws {
        let layout = try Layout()
        try layout.link("suite/a.lua.golden/s.trace", to: "../nowhere.trace")
        let result = layout.run("\(Self.child); expect_golden(app)", record: .missing)
        #expect(result.message.contains("is a symbolic link to nothing"), "\(result.message)")
        #expect(!FileManager.default.fileExists(atPath: layout.suite.appendingPathComponent("nowhere.trace").path))
    }

    // MARK: Goldens that are not text

    @Test("a golden of random bytes fails in every mode but all, and is left as it was", arguments: RecordMode.allCases)
    func corruptedGolden(mode: RecordMode) throws {
        let layout = try Layout()
        let garbage = Data([0x92, 0x00, 0xFF, 0x41, 0xC3])
        try FileManager.default.createDirectory(atPath: (layout.golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try garbage.write(to: URL(fileURLWithPath: layout.golden))
        let result = layout.run("\(Self.child); expect_golden(app)", record: mode)
        if mode == .all {
            #expect(result.status == .passed)
            #expect(try String(contentsOfFile: layout.golden, encoding: .utf8) == "C willMoveToParent(P)\n")
        } else {
            #expect(result.status == .failed)
            #expect(result.message.contains("golden trace \(layout.golden) is not UTF-8 text (byte 0x92 at byte offset 0, line 1): fix or delete it, or record it again with --record=all"), "\(result.message)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: layout.golden)) == garbage)
        }
    }

    @Test("a golden that is a directory says so, in every mode")
    func directoryGolden() throws {
        let layout = try Layout()
        try FileManager.default.createDirectory(atPath: layout.golden, withIntermediateDirectories: true)
        for mode in RecordMode.allCases {
            let result = layout.run("\(Self.child); expect_golden(app)", record: mode)
            #expect(result.status == .failed)
            #expect(result.message.contains("golden trace \(layout.golden) is a directory, not a file"), "\(mode): \(result.message)")
            #expect(!result.message.contains("NSCocoaErrorDomain"))
        }
    }

    @Test("an unreadable golden says why", .enabled(if: getuid() != 0, "root reads any file"))
    func unreadableGolden() throws {
        let layout = try Layout()
        try layout.write("x\n", "suite/a.lua.golden/s.trace")
        chmod(layout.golden, 0)
        let result = layout.run("\(Self.child); expect_golden(app)", record: .missing)
        #expect(result.message.contains("cannot be read (Permission denied)"), "\(result.message)")
    }

    @Test("a named pipe in a golden's place is reported, not waited on")
    func pipeGolden() throws {
        let layout = try Layout()
        try FileManager.default.createDirectory(atPath: (layout.golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(layout.golden, 0o644) == 0)
        let result = layout.run("\(Self.child); expect_golden(app)", record: .missing)
        #expect(result.message.contains("golden trace \(layout.golden) is not a regular file"), "\(result.message)")
    }

    // MARK: Scenario files

    @Test("a scenario file that is missing, a directory or has a NUL byte says which, naming the file")
    func scenarioFiles() throws {
        let layout = try Layout()
        let runner = ScenarioRunner()
        #expect(runner.run(file: layout.file)[0].message == "\(layout.file) does not exist")
        #expect(runner.run(file: layout.suite.path)[0].message == "\(layout.suite.path) is a directory, not a file")
        try Data("scenario('s', function(app) end)\n-- \u{0}".utf8).write(to: URL(fileURLWithPath: layout.file))
        let nul = runner.run(file: layout.file)[0]
        #expect(nul.status == .error)
        #expect(nul.message == "\(layout.file) is not text (a NUL byte at byte offset 36, line 2)")
        #expect(runner.list(file: layout.file).map(\.title) == ["(file)"])
    }

    @Test("a huge golden gives a diff of bounded size that says how much it left out")
    func hugeGolden() throws {
        let layout = try Layout()
        let lines = (1...100_000).map { "event \($0) " + String(repeating: "x", count: $0 == 2 ? 10_000 : 10) }
        try layout.write(lines.joined(separator: "\n") + "\n", "suite/a.lua.golden/s.trace")
        let result = layout.run("\(Self.child); expect_golden(app)")
        #expect(result.status == .failed)
        let shown = result.message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown.count < 220)
        #expect(result.message.count < 60_000)
        #expect(result.message.contains("... 99801 more lines of the diff left out"), "\(shown.suffix(3))")
        #expect(result.message.contains("... (9508 more characters)"))
    }
}
