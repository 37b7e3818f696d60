import Foundation
import SourceCheck
import XCTest

/// The surface `stagehand check` holds an app to is StagehandUIKit's, read from its source.
final class PublicSurfaceTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func testTheCommittedTableIsStagehandUIKitsCurrentSurface() throws {
        let generated = try PublicSurface.reading([root.appendingPathComponent("Sources/StagehandUIKit").path])
            .swiftSource(named: "stagehandUIKit")
        let committed = try String(contentsOf: root.appendingPathComponent("Sources/SourceCheck/PublicSurface+StagehandUIKit.swift"),
                                   encoding: .utf8)
        XCTAssertTrue(generated == committed,
                      "run `swift run stagehand check --print-surface Sources/StagehandUIKit > Sources/SourceCheck/PublicSurface+StagehandUIKit.swift`")
    }

    func testTheCompatibilityPageListsTheSameSurface() throws {
        let page = try String(contentsOf: root.appendingPathComponent("docs/uikit-compatibility.md"), encoding: .utf8)
        let current = PublicSurface.stagehandUIKit.replacingMarkdownTable(in: page)
        XCTAssertNotNil(current, "docs/uikit-compatibility.md lost the surface table's markers")
        XCTAssertTrue(current == page, "run scripts/regenerate-surface: the page's surface table is stale")
    }

    func testTheMarkdownTableHasARowPerTypeAndTheGlobals() {
        let surface = PublicSurface(types: [.init("UIThing", inherits: ["UIView"], members: ["shown()", "value"])],
                                    globals: ["UIThingMake"])
        XCTAssertEqual(surface.markdownTable(), """
            | type | inherits | members |
            |---|---|---|
            | `UIThing` | `UIView` | `shown()`, `value` |
            | (global) | | `UIThingMake` |

            """)
        XCTAssertNil(surface.replacingMarkdownTable(in: "no markers"))
    }

    func testMembersAreFoundThroughSuperclassesAndByBaseName() {
        let surface = PublicSurface.stagehandUIKit
        XCTAssertTrue(surface.has("viewWillAppear(_:)", in: "UITableViewController"), "through UIViewController")
        XCTAssertTrue(surface.has("animate", in: "UIView", byBaseName: true))
        XCTAssertFalse(surface.has("animate", in: "UIView"), "a method is named in full")
        XCTAssertFalse(surface.has("setAnimationDuration", in: "UIView", byBaseName: true))
    }

    func testOnlyPublicDeclarationsAreTheSurface() {
        var surface = PublicSurface(types: [])
        let source = """
        public class UIThing { public func shown() {}; func hidden() {}; public var value = 0 }
        class Internal { public func x() {} }
        public protocol UIThingDelegate { func thingDidChange(_ thing: UIThing) }
        extension UIThing { public static let shared = UIThing() }
        public enum UIThingStyle { case plain, fancy }
        """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(getpid()).swift")
        XCTAssertNoThrow(try source.write(to: file, atomically: true, encoding: .utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertNoThrow(surface = try PublicSurface.reading([file.path]))
        XCTAssertEqual(surface.types.map(\.name), ["UIThing", "UIThingDelegate", "UIThingStyle"])
        XCTAssertEqual(surface.type("UIThing")?.members, ["shared", "shown()", "value"])
        XCTAssertEqual(surface.type("UIThingDelegate")?.members, ["thingDidChange(_:)"])
        XCTAssertEqual(surface.type("UIThingStyle")?.members, ["fancy", "plain"])
    }
}
