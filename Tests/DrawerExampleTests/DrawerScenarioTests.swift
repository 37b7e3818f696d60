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
}
