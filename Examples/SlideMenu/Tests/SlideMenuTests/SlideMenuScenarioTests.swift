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
    static func formScene() -> StoryboardScene {
        StoryboardScene(sections: [[
            .init(id: "title", height: 44),
            .init(id: FormViewController.embedSegueIdentifier, embed: { NameFieldViewController() }),
        ]])
    }

    @Test("the scenarios pass")
    func scenarios() throws {
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
        try Stagehand.runScenarios(at: "scenarios")
    }
}
