import Testing
@testable import HeadlessUIKit

/// A tab bar controller's delegate traced as "Delegate" that allows the tabs `allowing` says.
private final class AskedDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var allowing = true
    func implements(_ callback: Callback.Name) -> Bool { callback == .shouldSelectViewController || callback == .didSelectViewController }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        callback.name == .shouldSelectViewController ? .flag(allowing) : .nothing
    }
}

/// A tab bar controller that notes the selected tab when its bar tells it of a tapped item.
private final class NotingTabs: TabBarController {
    var notes: [String] = []
    override func tabBarDidSelectItem(at index: Int) { notes.append("item \(index), selected \(selectedIndex)") }
}

@Suite("Tab bars: item buttons (I5), the bar's delegate told first (I6), items given by the controller (I7)")
struct TabBarButtonTests {
    @Test("I5: one UITabBarButton per item, in item order, behind the bar's other views, sharing its width below the top line")
    func buttonsOfTheItems() throws {
        let app = App()
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        let third = ViewController(app: app, name: "Third")
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [first, second, third])
        try app.window.setRootViewController(tabs)
        try app.settle()
        let bar = tabs.tabBar
        #expect(bar.buttons.count == 3)
        #expect(bar.buttons.map(\.item).map { $0 === nil } == [false, false, false])
        #expect(zip(bar.buttons, bar.items).allSatisfy { $0.item === $1 })
        #expect(bar.subviews.prefix(3).map { $0 as? TabBarButton }.map { $0 != nil } == [true, true, true])
        #expect(bar.buttons.map(\.name) == ["UITabBarButton", "UITabBarButton#2", "UITabBarButton#3"])
        #expect(bar.buttons.map(\.frame) == [Rect(x: 0, y: 1, width: 125, height: 48), Rect(x: 125, y: 1, width: 125, height: 48),
                                              Rect(x: 250, y: 1, width: 125, height: 48)])
        #expect(bar.buttons.allSatisfy { !$0.isHidden && !$0.userInteractionEnabled })
        // The bar takes the touch on a button (rule I2), and a hidden button stays hidden.
        bar.buttons[1].isHidden = true
        #expect(try app.tap(at: Point(x: 190, y: app.window.bounds.height - 20)) === bar)
        try app.settle()
        #expect(tabs.selectedViewController === second)
        #expect(bar.buttons[1].isHidden)
        try app.rotate(to: .landscape)    // the buttons follow the bar's size
        try app.settle()
        #expect(bar.buttons[2].frame == Rect(x: bar.bounds.width * 2 / 3, y: 1, width: bar.bounds.width / 3, height: 31))
    }

    @Test("I5: a bar of the app's own has a button per item it is given; an item it keeps keeps its button")
    func buttonsOfABarOfTheAppsOwn() throws {
        let app = App()
        let bar = TabBar(app: app, name: "Bar", frame: Rect(x: 0, y: 0, width: 300, height: 49))
        let items = [TabBarItem(title: "A"), TabBarItem(title: "B")]
        try bar.setItems(items)
        let kept = bar.buttons[1]
        try bar.setItems([items[1], TabBarItem(title: "C")])
        #expect(bar.buttons.count == 2)
        #expect(bar.buttons[0] === kept)
        #expect(bar.subviews.count == 2)
        #expect(bar.buttons.map(\.frame.minX) == [0, 150])
        try bar.setItems([])
        #expect(bar.buttons.isEmpty && bar.subviews.isEmpty)
    }

    @Test("I6: a tap tells the bar's delegate, the controller, first, with the old tab selected; then S15 asks, switches and tells")
    func controllerToldFirst() throws {
        let app = App()
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        let tabs = try NotingTabs(app: app, name: "Tabs", viewControllers: [first, second])
        let delegate = AskedDelegate()
        tabs.delegate = delegate
        try app.window.setRootViewController(tabs)
        try app.settle()
        app.mark()
        #expect(try tabs.tabBar.userTapItem(at: 1))
        try app.settle()
        #expect(tabs.notes == ["item 1, selected 0"])
        #expect(app.recent.filter { $0.hasPrefix("Tabs tabBar") || $0.hasPrefix("Delegate") } == [
            "Tabs tabBarDidSelectItem(1)", "Delegate shouldSelect(Second)", "Delegate didSelect(Second)",
        ])
        // A refusing delegate: the controller is told all the same, and nothing is selected.
        delegate.allowing = false
        app.mark()
        #expect(try !tabs.tabBar.userTapItem(at: 0))
        #expect(tabs.notes == ["item 1, selected 0", "item 0, selected 1"])
        #expect(tabs.selectedViewController === second)
        #expect(app.recent == ["Tabs tabBarDidSelectItem(0)", "Delegate shouldSelect(First)"])
    }

    @Test("I7: the controller gives its bar the tabs' items when its tabs are set and when a bar is installed")
    func itemsGivenByTheController() throws {
        let app = App()
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [])
        #expect(tabs.tabBar.buttons.isEmpty)
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        try tabs.setTabs([first, second])
        #expect(tabs.tabBar.buttons.map(\.item).map { $0 === nil } == [false, false])
        let old = tabs.tabBar
        let mine = TabBar(app: app, name: "Mine")
        try tabs.replaceTabBar(with: mine)
        #expect(mine.buttons.count == 2)
        #expect(old.buttons.isEmpty)
    }
}
