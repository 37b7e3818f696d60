import Foundation
@testable import DrawerExample
import StagehandTesting
import StagehandUIKit
import Testing

/// Examples/Drawer, an iOS app folder compiled as it is through the StagehandRewrite plugin,
/// driven by the Lua scenarios of `scenarios/`: the drawer opened and closed by a finger.
@Suite("Examples/Drawer: a drawer opened and closed by a pan")
struct DrawerScenarioTests {
    /// The drawer, its menu and its feed, as the scenarios know them.
    static func registerClasses() {
        Stagehand.register(DrawerViewController.self, as: "Drawer", methods: [
            "isOpen": { drawer, _ in drawer.isOpen },
            "menu": { drawer, _ in drawer.menuViewController },
            "content": { drawer, _ in drawer.contentViewController },
            "setOpen": { drawer, arguments in drawer.setOpen(arguments.bool(0), animated: arguments.bool(1)) },
        ]) { DrawerViewController(menu: MenuViewController(), content: FeedViewController()) }
    }

    @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }

    /// The scenario docs/guide.md shows in "Bring your own container", run with these classes.
    @Test("the guide's drawer scenario passes")
    @MainActor
    func guideScenario() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/guide.md").standardizedFileURL
        let text = try String(contentsOf: guide, encoding: .utf8)
        let opening = "```lua\n-- Tests/DrawerTests/scenarios/drawer.lua"
        let start = try #require(text.range(of: opening), "docs/guide.md shows no drawer scenario")
        let end = try #require(text[start.upperBound...].range(of: "```"))
        let block = String(text[text.index(start.lowerBound, offsetBy: 7)..<end.lowerBound])
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("stagehand-guide-drawer-\(ProcessInfo.processInfo.processIdentifier).lua")
        try block.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try Stagehand.runScenarios(at: file.path, registering: Self.registerClasses)
    }
}
