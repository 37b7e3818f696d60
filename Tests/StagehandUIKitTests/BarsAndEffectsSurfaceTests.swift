import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A tab bar controller's delegate that notes what it is asked and told.
final class NotingTabDelegate: UITabBarControllerDelegate {
    var notes: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        notes.append("should \(viewController.title ?? "")")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        notes.append("did \(viewController.title ?? "")")
    }
}

@MainActor
@Suite("StagehandUIKit: tab bars (I1, I2), fonts (I3), visual effects (W10)")
struct BarsAndEffectsSurfaceTests {
    @Test("I1: UITabBarController.tabBar shows the tabs' tabBarItems, titled by their titles; the controller is its delegate")
    func tabBarOfTheController() throws {
        let app = App()
        try app.withCurrent {
            let home = UIViewController(), search = UIViewController()
            home.title = "Home"
            search.tabBarItem = UITabBarItem(title: "Find", image: nil, tag: 7)
            let tabs = UITabBarController()
            tabs.viewControllers = [home, search]
            _ = try onScreen(app, tabs)
            #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Find"])
            #expect(tabs.tabBar.items?.last === search.tabBarItem)
            #expect(tabs.tabBar.items?.last?.tag == 7)
            #expect(tabs.tabBar.selectedItem === home.tabBarItem)
            #expect(tabs.tabBar.delegate === tabs)
            #expect(tabs.tabBar.superview === tabs.view)
            #expect(tabs.tabBar.frame.height == 49)
            search.tabBarItem.badgeValue = "3"
            #expect(tabs.tabBar.engineView is TabBar)
            #expect((tabs.tabBar.engineView as? TabBar)?.items.last?.badgeValue == "3")
            tabs.selectedIndex = 1
            #expect(tabs.tabBar.selectedItem === search.tabBarItem)
            tabs.tabBar.items = []    // a controller's bar: raises, changes nothing
            #expect(app.uncaughtException?.reason.contains("Directly modifying a tab bar managed by a tab bar controller") == true)
            #expect(tabs.tabBar.items?.count == 2)
        }
    }

    @Test("I4: setValue(_:forKey: \"tabBar\") in viewDidLoad installs a tab bar subclass in the old bar's place; another key is NSUnknownKeyException")
    func tabBarReplacedByKeyValueCoding() throws {
        final class FancyTabBar: UITabBar {}
        final class FancyTabs: UITabBarController {
            let fancy = FancyTabBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                setValue(fancy, forKey: "tabBar")
            }
        }
        let app = App()
        try app.withCurrent {
            let home = UIViewController(), search = UIViewController()
            home.title = "Home"
            search.title = "Search"
            let tabs = FancyTabs()
            tabs.viewControllers = [home, search]
            _ = try onScreen(app, tabs)
            #expect(tabs.tabBar === tabs.fancy)
            #expect(tabs.fancy.delegate === tabs)
            #expect(tabs.fancy.superview === tabs.view)
            #expect(tabs.view.subviews.filter { $0 is UITabBar }.count == 1)
            #expect(tabs.fancy.frame == CGRect(x: 0, y: tabs.view.bounds.height - 49, width: tabs.view.bounds.width, height: 49))
            #expect(tabs.fancy.items?.map(\.title) == ["Home", "Search"])
            tabs.selectedIndex = 1
            #expect(tabs.fancy.selectedItem === search.tabBarItem)
            #expect(tabs.view.subviews.last === tabs.fancy)    // in front of the selected tab's view
            #expect(app.uncaughtException == nil)
            tabs.setValue(1, forKey: "selectedIndex")
            #expect(app.uncaughtException?.name == "NSUnknownKeyException")
            #expect(app.uncaughtException?.reason.contains("not key value coding-compliant for the key selectedIndex") == true)
        }
    }

    @Test("I2: a tap on a UITabBarController's item asks and tells the delegate and selects the tab")
    func tapOnAnItem() throws {
        let app = App()
        try app.withCurrent {
            let home = UIViewController(), search = UIViewController()
            home.title = "Home"
            search.title = "Search"
            let tabs = UITabBarController()
            tabs.viewControllers = [home, search]
            let delegate = NotingTabDelegate()
            tabs.delegate = delegate
            _ = try onScreen(app, tabs)
            let bar = tabs.tabBar.frame
            _ = try app.tap(at: Point(x: Double(bar.maxX) - 10, y: Double(bar.midY)))
            try app.settle()
            #expect(tabs.selectedViewController === search)
            #expect(delegate.notes == ["should Search", "did Search"])
        }
    }

    @Test("I3: fonts are values; a label's font sets the size rule P3 measures, its text attributes are stored")
    func fontsAndLabels() throws {
        let app = App()
        try app.withCurrent {
            #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
            #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .bold))
            #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
            #expect(UIFont(name: "Menlo", size: 10)?.withSize(20).pointSize == 20)
            let label = UILabel(frame: .zero)
            #expect(label.font.pointSize == 17)
            #expect(label.textAlignment == .natural)
            #expect(label.lineBreakMode == .byTruncatingTail)
            label.text = "abcd"
            label.font = UIFont.systemFont(ofSize: 10, weight: .medium)
            #expect(label.font.fontName == ".SFUI-Medium")
            #expect(label.intrinsicContentSize == CGSize(width: 4 * 5, height: 12))    // P3: round(0.53 * 10) a character, round(1.2 * 10) a line
            label.textColor = .red
            label.textAlignment = .center
            #expect(label.textColor == .red)
            #expect(label.textAlignment == .center)
            label.font = nil
            #expect(label.font.pointSize == 17)
        }
    }

    @Test("W10: a UIVisualEffectView's contentView is a subview that fills it and follows its size; motion effects are kept")
    func visualEffectView() throws {
        let app = App()
        try app.withCurrent {
            let blur = UIBlurEffect(style: .dark)
            let effectView = UIVisualEffectView(effect: blur)
            #expect(effectView.contentView.superview === effectView)
            #expect(effectView.effect === blur)
            effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
            effectView.effect = UIVibrancyEffect(blurEffect: blur)
            #expect(effectView.effect is UIVibrancyEffect)
            #expect(UIBlurEffect(style: .dark) == blur)
            let plain = UIVisualEffectView()
            #expect(plain.effect == nil)
            #expect(plain.subviews.first === plain.contentView)
            let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            effectView.addMotionEffect(tilt)
            effectView.addMotionEffect(tilt)
            #expect(effectView.motionEffects.count == 1)
            effectView.removeMotionEffect(tilt)
            #expect(effectView.motionEffects.isEmpty)
        }
    }
}
