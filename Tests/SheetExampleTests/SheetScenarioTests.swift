@testable import SheetExample
import StagehandTesting
import StagehandUIKit
import Testing

/// Examples/Sheet, an iOS app folder compiled as it is through the StagehandRewrite plugin,
/// driven by the Lua scenarios of `scenarios/`: a card presented by a button and dismissed by a
/// tap on its dimming view.
@Suite("Examples/Sheet: a card with a presentation controller, dismissed by a tap")
struct SheetScenarioTests {
    /// The profile screen that shows the card, as the scenarios know it.
    static func registerClasses() {
        Stagehand.register(ProfileViewController.self, as: "Profile") { ProfileViewController() }
    }

    @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }
}
