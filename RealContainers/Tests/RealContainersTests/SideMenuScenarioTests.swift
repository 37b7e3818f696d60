import Foundation
import HeadlessUIKit
@testable import SideMenu
import StagehandTesting
import StagehandUIKit
import XCTest

/// The menu's content: the root of the side menu's navigation controller.
final class MenuContent: UIViewController {}

/// The controller that shows the menu, as SideMenu's README sets one up: a left
/// `SideMenuNavigationController` given to a `SideMenuManager` (the README's is `.default`),
/// with the screen-edge pan gestures on its view. It is the menu's delegate (SideMenu finds it as the presenter).
final class MenuHost: UIViewController, @preconcurrency SideMenuNavigationControllerDelegate {
    private(set) var menu: SideMenuNavigationController?
    /// The host's own manager: `SideMenuManager.default` would outlive each scenario's app.
    let manager = SideMenuManager()
    var events: [String] = []

    /// A new left menu with `style` (its `leftSide` set: a menu is on the right unless told), given
    /// to the manager.
    func makeMenu(style: String) -> SideMenuNavigationController {
        let menu = SideMenuNavigationController(rootViewController: MenuContent(nibName: nil, bundle: nil))
        menu.presentationStyle = style == "menuSlideIn" ? .menuSlideIn : .viewSlideOut
        menu.leftSide = true
        menu.sideMenuManager = manager
        self.menu = menu
        return menu
    }

    func sideMenuWillAppear(menu: SideMenuNavigationController, animated: Bool) { events.append("willAppear(\(animated))") }
    func sideMenuDidAppear(menu: SideMenuNavigationController, animated: Bool) { events.append("didAppear(\(animated))") }
    func sideMenuWillDisappear(menu: SideMenuNavigationController, animated: Bool) { events.append("willDisappear(\(animated))") }
    func sideMenuDidDisappear(menu: SideMenuNavigationController, animated: Bool) { events.append("didDisappear(\(animated))") }
}

/// jonkykong/SideMenu, compiled as it is through the StagehandRewrite plugin, driven by
/// `scenarios/sidemenu.lua`.
final class SideMenuScenarioTests: XCTestCase {
    static func frame(_ view: UIView?) -> String {
        guard let frame = view?.frame else { return "none" }
        return "\(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))x\(Int(frame.height))"
    }

    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (MenuHost, ScriptArguments) -> Any?] = [
            "presentMenu": { host, arguments in
                host.present(host.makeMenu(style: arguments.string(0) ?? "viewSlideOut"), animated: true); return nil
            },
            "makeMenu": { host, arguments in host.makeMenu(style: arguments.string(0) ?? "viewSlideOut") },
            "dismissMenu": { host, _ in host.menu?.dismiss(animated: true); return nil },
            "addEdgeGestures": { host, _ in host.manager.addScreenEdgePanGesturesToPresent(toView: host.view).count },
            "menu": { host, _ in host.menu },
            "menuFrame": { host, _ in frame(host.menu?.view) },
            "hostFrame": { host, _ in frame(host.view) },
            // A transformed view's frame is undefined (UIKit's `frame`): its translation says where it went.
            "hostTranslation": { host, _ in Int(host.view.transform.tx) },
            "menuTranslation": { host, _ in Int(host.menu?.view.transform.tx ?? -1) },
            "menuIsHidden": { host, _ in host.menu?.isHidden ?? true },
            "events": { host, _ in host.events.joined(separator: ", ") },
        ]
        Stagehand.register(MenuHost.self, as: "MenuHost", methods: methods) { MenuHost(nibName: nil, bundle: nil) }
        Stagehand.register(MenuContent.self, as: "MenuContent")
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/sidemenu.lua", registering: Self.registerClasses)
    }
}

// Rule O4: the rewriter makes each of SideMenu's optional requirements a protocol of its own and
// adopts it for the implementers in SideMenu's module; an app's implementer, in another module,
// adopts the ones it implements itself.
extension MenuHost: @preconcurrency SideMenuNavigationControllerDelegate_sideMenuWillAppear_menu_animated,
    @preconcurrency SideMenuNavigationControllerDelegate_sideMenuDidAppear_menu_animated,
    @preconcurrency SideMenuNavigationControllerDelegate_sideMenuWillDisappear_menu_animated,
    @preconcurrency SideMenuNavigationControllerDelegate_sideMenuDidDisappear_menu_animated {}
