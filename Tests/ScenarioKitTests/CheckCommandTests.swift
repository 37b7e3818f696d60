import Foundation
import Testing

/// `stagehand check`: an app's Swift source read for the UIKit methods Stagehand never calls
/// (rule V4), as a process, the way CI runs it.
@Suite("stagehand check")
struct CheckCommandTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-check-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("a finding is printed as a compiler warning; --strict turns it into exit 1")
    func findingsAndStrict() throws {
        let app = try folder(["Sources/Menu.swift": """
            final class Menu: UIViewController, UINavigationControllerDelegate {
                func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animted: Bool) {}
            }
            """])
        defer { try? FileManager.default.removeItem(at: app) }
        let plain = try CLITests.run(CLITests.binary, ["check", "Sources"], in: app)
        #expect(plain.status == 0)
        #expect(plain.output == """
            Sources/Menu.swift:2:10: warning: 'navigationController(_:didShow:animted:)' is no method of \
            UINavigationControllerDelegate that Stagehand knows, so it is never called; did you mean \
            'navigationController(_:didShow:animated:)'? [V4]
            stagehand check: 1 finding, nothing missing from StagehandUIKit

            """)
        #expect(try CLITests.run(CLITests.binary, ["check", "--strict", "Sources"], in: app).status == 1)
    }

    @Test("what StagehandUIKit does not offer is listed grouped and counted; --strict fails on it")
    func missingUses() throws {
        let app = try folder(["Drawer.swift": """
            import SwiftUI
            final class Drawer: UIViewController {
                let pan = UIStepper()
                @NSManaged var panned: Bool
            }
            """])
        defer { try? FileManager.default.removeItem(at: app) }
        let plain = try CLITests.run(CLITests.binary, ["check", "."], in: app)
        #expect(plain.status == 0)
        #expect(plain.output == """
            StagehandUIKit does not offer 3 names this code uses (3 uses):
              Objective-C features (1)
                @NSManaged ×1  first at ./Drawer.swift:4:5
              modules (1)
                SwiftUI ×1  first at ./Drawer.swift:1:8
              types, functions and constants (1)
                UIStepper ×1  first at ./Drawer.swift:3:15
            stagehand check: no findings, 3 uses of what StagehandUIKit does not offer

            """)
        #expect(try CLITests.run(CLITests.binary, ["check", "--strict", "."], in: app).status == 1)
    }

    @Test("a path that does not exist is a usage error (exit 2)")
    func missingPath() throws {
        let result = try CLITests.run(CLITests.binary, ["check", "No/Such/Folder"])
        #expect(result.status == 2)
        #expect(result.output == "stagehand: no such file or folder: No/Such/Folder\n")
    }

    @Test("the project's own examples, written as app code, have no finding")
    func examplesAreClean() throws {
        let result = try CLITests.run(CLITests.binary, ["check", "--strict", "Examples"], in: BundledScenariosTests.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "stagehand check: no findings, nothing missing from StagehandUIKit\n")
    }
}
