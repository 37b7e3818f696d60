@testable import PagerExample
import StagehandTesting
import StagehandUIKit
import Testing

/// Examples/Pager, an iOS app folder compiled as it is through the StagehandRewrite plugin,
/// driven by the Lua scenarios of `scenarios/`: pages swiped by a finger.
@Suite("Examples/Pager: pages in a paging scroll view, swiped")
struct PagerScenarioTests {
    /// The pager with three onboarding pages, as the scenarios know it.
    static func registerClasses() {
        Stagehand.register(PagerViewController.self, as: "Pager", methods: [
            "pageNumber": { pager, _ in pager.currentIndex + 1 },    // Lua counts from 1
            "page": { pager, arguments in
                let index = Int(arguments.number(0) ?? 0) - 1    // Lua counts from 1
                return pager.pages.indices.contains(index) ? pager.pages[index] : nil
            },
        ]) {
            PagerViewController(pages: ["Welcome", "Sync", "Done"].map { OnboardingPageViewController(title: $0) })
        }
    }

    @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }
}
