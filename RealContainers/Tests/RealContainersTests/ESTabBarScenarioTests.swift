import Foundation
@testable import ESTabBarController
import HeadlessUIKit
import StagehandTesting
import StagehandUIKit
import XCTest

/// The tabs' screens.
final class HomeScreen: UIViewController {}
final class FindScreen: UIViewController {}
final class PostScreen: UIViewController {}
final class FavorScreen: UIViewController {}
/// What the big middle item presents instead of selecting its tab (the README's action sheet).
final class ComposeScreen: UIViewController {}

/// The README's "irregularity" middle item: a big content view that stands 32 points above
/// the bar, with animations of its own, which notes each one it is asked for.
final class BigButtonContentView: ESTabBarItemContentView {
    var note: (String) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        insets = UIEdgeInsets(top: -32, left: 0, bottom: 0, right: 0)
    }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    override func highlightAnimation(animated: Bool, completion: (() -> ())?) {
        note("Post highlightAnimation(\(animated))")
        super.highlightAnimation(animated: animated, completion: completion)
    }
    override func dehighlightAnimation(animated: Bool, completion: (() -> ())?) {
        note("Post dehighlightAnimation(\(animated))")
        super.dehighlightAnimation(animated: animated, completion: completion)
    }
    override func selectAnimation(animated: Bool, completion: (() -> ())?) {
        note("Post selectAnimation(\(animated))")
        super.selectAnimation(animated: animated, completion: completion)
    }
    override func deselectAnimation(animated: Bool, completion: (() -> ())?) {
        note("Post deselectAnimation(\(animated))")
        super.deselectAnimation(animated: animated, completion: completion)
    }
}

/// The app's delegate of its tab bar controller, noting what it is asked and told.
final class NotingTabsDelegate: UITabBarControllerDelegate {
    let note: (String) -> Void
    init(note: @escaping (String) -> Void) { self.note = note }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        note("delegate shouldSelect \(type(of: viewController))")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        note("delegate didSelect \(type(of: viewController))")
    }
}

/// An app's `ESTabBarController` as its README sets one up: four tabs whose items are
/// `ESTabBarItem`s, three with `ESTabBarItemContentView` and the middle one with a big content
/// view of the app's own, hijacked (`shouldHijackHandler`) to present a composer.
final class AppTabs: ESTabBarController {
    var events: [String] = []
    private var tabsDelegate: NotingTabsDelegate?

    static func make() -> AppTabs {
        let tabs = AppTabs(nibName: nil, bundle: nil)
        let screens: [UIViewController] = [HomeScreen(nibName: nil, bundle: nil), FindScreen(nibName: nil, bundle: nil),
                                           PostScreen(nibName: nil, bundle: nil), FavorScreen(nibName: nil, bundle: nil)]
        let big = BigButtonContentView()
        big.note = { [weak tabs] in tabs?.events.append($0) }
        screens[0].tabBarItem = ESTabBarItem(ESTabBarItemContentView(), title: "Home", image: nil, selectedImage: nil)
        screens[1].tabBarItem = ESTabBarItem(ESTabBarItemContentView(), title: "Find", image: nil, selectedImage: nil)
        screens[2].tabBarItem = ESTabBarItem(big, title: nil, image: nil, selectedImage: nil)
        screens[3].tabBarItem = ESTabBarItem(ESTabBarItemContentView(), title: "Favor", image: nil, selectedImage: nil)
        tabs.viewControllers = screens
        let delegate = NotingTabsDelegate { [weak tabs] in tabs?.events.append($0) }
        tabs.tabsDelegate = delegate
        tabs.delegate = delegate
        tabs.shouldHijackHandler = { _, _, index in index == 2 }
        tabs.didHijackHandler = { [weak tabs] _, viewController, index in
            tabs?.events.append("didHijack \(index) \(type(of: viewController))")
            tabs?.present(ComposeScreen(nibName: nil, bundle: nil), animated: true)
        }
        return tabs
    }

    /// ESTabBarController's override, which ESTabBar calls after a tap (rule I6's method).
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        events.append("tabBar didSelect \((item as? ESTabBarItem)?.contentView.title ?? "Post"), selectedIndex \(selectedIndex)")
        super.tabBar(tabBar, didSelect: item)
    }

    /// Each tab's content view: its title (`Post` for the middle one) and `selected`,
    /// `highlighted` or `-`.
    var states: String {
        (viewControllers ?? []).map { screen in
            guard let item = screen.tabBarItem as? ESTabBarItem else { return "?" }
            let view = item.contentView
            let state = view.selected ? "selected" : view.highlighted ? "highlighted" : "-"
            return "\(view.title ?? "Post"):\(state)"
        }.joined(separator: " ")
    }
}

/// eggswift/ESTabBarController, compiled as it is through the StagehandRewrite plugin, driven
/// by `scenarios/estabbar.lua`.
final class ESTabBarScenarioTests: XCTestCase {
    static func frame(_ rect: CGRect) -> String { "\(rect.minX),\(rect.minY),\(rect.width),\(rect.height)" }

    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (AppTabs, ScriptArguments) -> Any?] = [
            "events": { tabs, _ in tabs.events.joined(separator: ", ") },
            "clearEvents": { tabs, _ in tabs.events = []; return nil },
            "states": { tabs, _ in tabs.states },
            "isESTabBar": { tabs, _ in tabs.tabBar is ESTabBar },
            "containerFrames": { tabs, _ in
                ((tabs.tabBar as? ESTabBar)?.containers ?? []).map { frame($0.frame) }.joined(separator: " ")
            },
            "tabBarButtons": { tabs, _ in
                guard let cls = ObjectiveCClasses.named("UITabBarButton") else { return "no class" }
                return tabs.tabBar.subviews.filter { $0.isKind(of: cls) }
                    .map { "\(frame($0.frame))\($0.isHidden ? " hidden" : "")" }.joined(separator: " ")
            },
            "contentViewFrame": { tabs, arguments in
                let index = Int(arguments.number(0) ?? 0)
                return ((tabs.viewControllers?[index].tabBarItem as? ESTabBarItem)?.contentView.frame).map(frame) ?? "none"
            },
            "selectWithCode": { tabs, arguments in tabs.selectedIndex = Int(arguments.number(0) ?? 0); return nil },
        ]
        Stagehand.register(AppTabs.self, as: "AppTabs", methods: methods) { AppTabs.make() }
        for (type, name) in [(HomeScreen.self, "HomeScreen"), (FindScreen.self, "FindScreen"), (PostScreen.self, "PostScreen"),
                             (FavorScreen.self, "FavorScreen"), (ComposeScreen.self, "ComposeScreen")] as [(UIViewController.Type, String)] {
            Stagehand.register(type, as: name)
        }
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/estabbar.lua", registering: Self.registerClasses)
    }
}
