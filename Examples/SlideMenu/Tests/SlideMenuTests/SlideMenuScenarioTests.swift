import SlideMenu
import StagehandTesting
import StagehandUIKit
import Testing

/// The menu and the first content of the slide menu.
final class MenuListViewController: UIViewController {}
final class HomeViewController: UIViewController {}

/// The Lua scenarios of `scenarios/` drive the app's containers, registered here.
@Suite("SlideMenu example: scenarios")
struct SlideMenuScenarioTests {
    /// What a storyboard would give the form: a title row, and the row whose container view
    /// embeds the name field.
    @MainActor static func formScene() -> StoryboardScene {
        StoryboardScene(sections: [[
            .init(id: "title", height: 44),
            .init(id: FormViewController.embedSegueIdentifier, embed: { NameFieldViewController() }),
        ]])
    }

    /// The app's classes, as the scenarios know them. Listing the scenarios runs each file's
    /// top level, which may use them, so they are registered first, by `registering`.
    static func registerClasses() {
        Stagehand.register(SlideMenuController.self, as: "SlideMenu", methods: [
            "setMenuOpen": { menu, arguments in menu.setMenuOpen(arguments.bool(0), animated: arguments.bool(1)) },
            "showContent": { menu, arguments in arguments.controller(0).map { menu.showContent($0) } },
            "isMenuOpen": { menu, _ in menu.isMenuOpen },
            "content": { menu, _ in menu.contentViewController },
            "menu": { menu, _ in menu.menuViewController },
        ]) { SlideMenuController(menu: MenuListViewController(), content: HomeViewController()) }
        Stagehand.register(FormViewController.self, as: "Form", methods: [
            "setNameRowHidden": { form, arguments in form.setNameRowHidden(arguments.bool(0)) },
            "nameField": { form, _ in form.nameFieldViewController },
            "nameFieldHasFocus": { form, _ in form.nameFieldViewController?.textField.isFirstResponder ?? false },
        ]) { FormViewController(coder: Self.formScene()) }
    }

    /// Each scenario is a test case of its own, shown under its title. `STAGEHAND_FILTER`,
    /// `STAGEHAND_TAGS`, `STAGEHAND_SEED`, `STAGEHAND_SHARD`, `STAGEHAND_JUNIT` and the other
    /// variables of `Stagehand.Options` select them and write reports.
    @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }
}
