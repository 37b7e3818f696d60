import HeadlessUIKit
import StagehandUIKit
import Testing

/// A tab bar controller that overrides `tabBar(_:didSelect:)` without calling `super`, as app
/// code does, noting the tab selected then.
final class OverridingTabs: UITabBarController {
    var notes: [String] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        notes.append("tabBar didSelect \(item.title ?? ""), selected \(selectedIndex)")
    }
}

/// A tab bar that notes the items its controller gives it.
final class NotingTabBar: UITabBar {
    var notes: [String] = []
    override func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        super.setItems(items, animated: animated)
        notes.append("setItems \((items ?? []).map { $0.title ?? "" }) animated \(animated)")
    }
}

@MainActor
@Suite("StagehandUIKit: tab bar buttons (I5), tabBar(_:didSelect:) (I6), the bar's items set by its controller (I7)")
struct TabBarButtonSurfaceTests {
    /// A tab bar controller of Home, Search and Profile.
    private func tabs<T: UITabBarController>(_ make: () -> T) -> (T, [UIViewController]) {
        let tabs = make()
        let children = ["Home", "Search", "Profile"].map { title -> UIViewController in
            let child = UIViewController()
            child.title = title
            return child
        }
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test("I5: the bar's UITabBarButton subviews, found with NSClassFromString, one per item, laid out across the bar")
    func buttonsByClassName() throws {
        let app = App()
        try app.withCurrent {
            let (tabs, _) = tabs { UITabBarController() }
            _ = try onScreen(app, tabs)
            let cls = try #require(NSClassFromString("UITabBarButton"))
            let buttons = tabs.tabBar.subviews.filter { $0.isKind(of: cls) }.sorted { $0.frame.minX < $1.frame.minX }
            #expect(buttons.count == 3)
            #expect(buttons.map(\.frame) == [CGRect(x: 0, y: 1, width: 125, height: 48), CGRect(x: 125, y: 1, width: 125, height: 48),
                                              CGRect(x: 250, y: 1, width: 125, height: 48)])
            #expect(String(describing: type(of: buttons[0])) == "UITabBarButton")
            #expect(!tabs.view.isKind(of: cls))
            #expect(NSClassFromString("UIView") == UIView.self)
            #expect(NSClassFromString("UITabBar") == UITabBar.self)
            #expect(NSClassFromString("NoSuchClass") == nil)
            #expect(NSClassFromString("") == nil)
        }
    }

    @Test("I6: a tap sends tabBar(_:didSelect:) to the controller first, the old tab selected; an override without super still selects")
    func overrideOfTabBarDidSelect() throws {
        let app = App()
        try app.withCurrent {
            let (tabs, children) = tabs { OverridingTabs() }
            let delegate = NotingTabDelegate()
            tabs.delegate = delegate
            _ = try onScreen(app, tabs)
            _ = try app.tap(at: Point(x: 190, y: Double(tabs.tabBar.frame.midY)))
            try app.settle()
            #expect(tabs.selectedViewController === children[1])
            #expect(tabs.notes == ["tabBar didSelect Search, selected 0"])
            #expect(delegate.notes == ["should Search", "did Search"])
            let told = try #require(app.recent.firstIndex(of: "OverridingTabs tabBarDidSelectItem(1)"))
            let asked = try #require(app.recent.firstIndex { $0.hasPrefix("NotingTabDelegate shouldSelect") })
            #expect(told < asked)
        }
    }

    @Test("I6: an app's bar delegate other than the controller hears tabBar(_:didSelect:) instead of it")
    func anotherBarDelegate() throws {
        final class Listener: UITabBarDelegate {
            var heard: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { heard.append(item.title ?? "") }
        }
        let app = App()
        try app.withCurrent {
            let (tabs, children) = tabs { OverridingTabs() }
            let listener = Listener()
            tabs.tabBar.delegate = listener
            _ = try onScreen(app, tabs)
            _ = try app.tap(at: Point(x: 300, y: Double(tabs.tabBar.frame.midY)))
            try app.settle()
            #expect(listener.heard == ["Profile"])
            #expect(tabs.notes.isEmpty)
            #expect(tabs.selectedViewController === children[2])
        }
    }

    @Test("I7: the controller gives a bar it installs, then a replaced tabBarItem, through the bar's setItems(_:animated:)")
    func itemsGivenThroughSetItems() throws {
        final class InstallingTabs: UITabBarController {
            let noting = NotingTabBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                setValue(noting, forKey: "tabBar")
            }
        }
        let app = App()
        try app.withCurrent {
            let (tabs, children) = tabs { InstallingTabs() }
            _ = try onScreen(app, tabs)
            #expect(tabs.noting.notes == ["setItems [\"Home\", \"Search\", \"Profile\"] animated false"])
            children[2].tabBarItem = UITabBarItem(title: "Me", image: nil, tag: 3)
            #expect(tabs.noting.notes.last == "setItems [\"Home\", \"Search\", \"Me\"] animated false")
            #expect(tabs.noting.items?.last?.title == "Me")
            #expect(app.uncaughtException == nil)
            let cls = try #require(NSClassFromString("UITabBarButton"))
            #expect(tabs.noting.subviews.filter { $0.isKind(of: cls) }.count == 3)
        }
    }
}
