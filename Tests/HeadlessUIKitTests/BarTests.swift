import Testing
@testable import HeadlessUIKit

/// A tab bar controller's delegate traced as "Delegate" that allows every tab.
private final class AllowingDelegate: CallbackReceiver {
    let traceName = "Delegate"
    func implements(_ callback: Callback.Name) -> Bool { callback == .shouldSelectViewController || callback == .didSelectViewController }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        callback.name == .shouldSelectViewController ? .flag(true) : .nothing
    }
}

@Suite("Tab bars (I1, I2) and animations turned off (W11)")
struct BarTests {
    /// A tab bar controller of First and Second on screen, settled, the trace marked.
    private func tabs(_ app: App) throws -> (TabBarController, ViewController, ViewController) {
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        first.tabBarItem.title = "Home"
        second.tabBarItem.title = "Search"
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [first, second])
        try app.window.setRootViewController(tabs)
        try app.settle()
        app.mark()
        return (tabs, first, second)
    }

    @Test("I1: the tab bar lies along the bottom, in front of the tab, its items and selection the tabs'")
    func tabBarOfTheController() throws {
        let app = App()
        let (tabs, first, second) = try tabs(app)
        let bar = tabs.tabBar
        #expect(bar.controller === tabs)
        #expect(bar.superview === tabs.view)
        #expect(bar.frame == Rect(x: 0, y: app.window.bounds.height - 49, width: app.window.bounds.width, height: 49))
        #expect(tabs.view.subviews.last === bar)
        #expect(bar.items.map(\.title) == ["Home", "Search"])
        #expect(bar.selectedItem === first.tabBarItem)
        try tabs.select(index: 1)
        try app.settle()
        #expect(bar.selectedItem === second.tabBarItem)
        #expect(tabs.view.subviews.last === bar)
        #expect(tabs.view.subviews.dropLast().last === second.view)
        #expect(throws: EngineError.self) { try bar.setItems([TabBarItem(title: "Mine")]) }
        #expect(throws: EngineError.self) { try bar.select(first.tabBarItem) }
        #expect(bar.items.count == 2)
        try app.rotate(to: .landscape)    // a compact height: rule E5's 32 points
        try app.settle()
        #expect(bar.frame == Rect(x: 0, y: app.window.bounds.height - 32, width: app.window.bounds.width, height: 32))
        try app.rotate(to: .portrait)
        try app.settle()
        #expect(bar.frame == Rect(x: 0, y: app.window.bounds.height - 49, width: app.window.bounds.width, height: 49))
    }

    @Test("I1: the bar hides while the tab's navigation controller shows a controller that hides the bottom bars")
    func hiddenByAPushedController() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: root)
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [nav])
        try app.window.setRootViewController(tabs)
        try app.settle()
        #expect(!tabs.tabBar.isHidden)
        let detail = ViewController(app: app, name: "Detail")
        detail.hidesBottomBarWhenPushed = true
        try nav.pushViewController(detail, animated: false)
        try app.settle()
        #expect(tabs.tabBar.isHidden)
        let y = app.window.bounds.height - 20
        #expect(try app.tap(at: Point(x: 10, y: y)) !== tabs.tabBar)    // a hidden bar takes no touch (G1)
        _ = try nav.popViewController(animated: false)
        try app.settle()
        #expect(!tabs.tabBar.isHidden)
    }

    @Test("I2: a tap on the bar selects the item under the finger through the delegate; a disabled item does nothing")
    func tapOnAnItem() throws {
        let app = App()
        let (tabs, first, second) = try tabs(app)
        let delegate = AllowingDelegate()
        tabs.delegate = delegate
        let y = app.window.bounds.height - 20
        #expect(try app.tap(at: Point(x: app.window.bounds.width * 0.75, y: y)) === tabs.tabBar)
        try app.settle()
        #expect(tabs.selectedViewController === second)
        let delegateEvents = app.recent.filter { $0.hasPrefix("Delegate") }
        #expect(delegateEvents == ["Delegate shouldSelect(Second)", "Delegate didSelect(Second)"])
        app.mark()
        first.tabBarItem.isEnabled = false
        #expect(try !tabs.tabBar.userTapItem(at: 0))
        #expect(app.recent.isEmpty)
        #expect(tabs.selectedViewController === second)
        #expect(throws: EngineError.self) { try tabs.tabBar.userTapItem(at: 3) }
    }

    @Test("I2: a bar of the app's own takes items and selects the tapped one")
    func barOfTheAppsOwn() throws {
        let app = App()
        let bar = TabBar(app: app, name: "Bar", frame: Rect(x: 0, y: 0, width: 300, height: 49))
        let items = [TabBarItem(title: "A"), TabBarItem(title: "B"), TabBarItem(title: "C")]
        try bar.setItems(items)
        #expect(bar.selectedItem == nil)
        #expect(bar.itemIndex(atX: 150) == 1)
        #expect(bar.itemIndex(atX: 300) == nil)
        #expect(try bar.userTapItem(at: 2))
        #expect(bar.selectedItem === items[2])
        try bar.setItems(Array(items.prefix(2)))
        #expect(bar.selectedItem == nil)    // the selected item left the bar
    }

    @Test("W11: with animations turned off, changes in an animations block are made at once")
    func animationsTurnedOff() throws {
        let app = App()
        let box = View(app: app, name: "Box")
        app.areAnimationsEnabled = false
        var finished: Bool?
        app.animate(duration: 1, curve: .linear, animations: { box.alpha = 0 }, completion: { finished = $0 })
        try app.advance(by: 0.5)
        #expect(box.presentationValue(.alpha).number == 0)
        try app.settle()
        #expect(finished == true)
        app.areAnimationsEnabled = true
        app.animate(duration: 1, curve: .linear, animations: { box.alpha = 1 })
        try app.advance(by: 0.5)
        #expect(box.presentationValue(.alpha).number == 0.5)
    }
}
