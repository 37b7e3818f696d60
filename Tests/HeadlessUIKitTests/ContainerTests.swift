import Testing
@testable import HeadlessUIKit

@Suite("Standard containers and presentation (S1-S6)")
struct ContainerTests {
    func navigation(_ app: App) throws -> (NavigationController, ViewController) {
        let root = ViewController(app: app, name: "Root")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: root)
        try app.window.setRootViewController(nav)
        try app.run()
        app.mark()
        return (nav, root)
    }

    func appearance(_ app: App) -> [String] {
        app.recent.filter { $0.contains("ppear") || $0.contains("MoveToParent") }
    }

    @Test("S1: push order; the stack changes at once; the transition takes 0.35 s")
    func push() throws {
        let app = App()
        let (nav, _) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: true)
        #expect(nav.topViewController === detail)
        #expect(nav.isTransitioning)
        try app.advance(by: NavigationController.transitionDuration)
        #expect(!nav.isTransitioning)
        #expect(appearance(app) == [
            "Detail willMoveToParent(Nav)", "Root viewWillDisappear(true)", "Detail viewWillAppear(true)",
            "Detail viewIsAppearing(true)", "Root viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)",
        ])
        let loaded = try #require(app.recent.firstIndex(of: "Detail viewDidLoad"))
        #expect(loaded < app.recent.firstIndex(of: "Root viewWillDisappear(true)")!)
    }

    @Test("S2: pop order and result")
    func pop() throws {
        let app = App()
        let (nav, _) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: false)
        try app.run()
        app.mark()
        #expect(nav.popViewController(animated: false) === detail)
        try app.run()
        #expect(appearance(app) == [
            "Detail willMoveToParent(nil)", "Detail viewWillDisappear(false)", "Root viewWillAppear(false)",
            "Root viewIsAppearing(false)", "Detail viewDidDisappear(false)", "Root viewDidAppear(false)", "Detail didMoveToParent(nil)",
        ])
        #expect(nav.popViewController(animated: false) == nil)
    }

    @Test("S3: a cancelled interactive pop: the callbacks UIKit sends, the stack unchanged")
    func cancelledPop() throws {
        let app = App()
        let (nav, root) = try navigation(app)
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: false)
        try app.run()
        app.mark()
        nav.beginInteractivePop()
        nav.cancelInteractivePop()
        // Root's appearance is interrupted before any layout: no viewIsAppearing for it (A8).
        #expect(appearance(app) == [
            "Detail viewWillDisappear(true)", "Root viewWillAppear(true)", "Root viewWillDisappear(true)",
            "Root viewDidDisappear(true)", "Detail viewWillAppear(true)", "Detail viewIsAppearing(true)",
            "Detail viewDidAppear(true)",
        ])
        #expect(nav.viewControllers.map(\.name) == ["Root", "Detail"])
        #expect(root.appearState == .disappeared)
    }

    @Test("S4: overlapping pushes warn and queue")
    func overlapping() throws {
        let app = App()
        let (nav, _) = try navigation(app)
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        try nav.pushViewController(a, animated: true)
        try nav.pushViewController(b, animated: true)
        #expect(app.trace.events.last?.rule == .S4)
        #expect(nav.topViewController === a)
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Root", "A", "B"])
        #expect(b.appearState == .appeared)
    }

    @Test("S5: sheet versus full screen; isBeingPresented/Dismissed; off-window warning")
    func presentation() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        root.present(sheet, animated: true, completion: nil)
        #expect(sheet.isBeingPresented)
        try app.settle()
        #expect(root.appearState == .appeared)
        #expect(sheet.appearState == .appeared)
        sheet.dismiss(animated: false, completion: nil)
        #expect(sheet.isBeingDismissed)
        try app.settle()
        #expect(root.presentedViewController == nil)
        let cover = ViewController(app: app, name: "Cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false, completion: nil)
        try app.run()
        #expect(root.appearState == .disappeared)
        root.dismiss(animated: false, completion: nil)
        try app.run()
        #expect(root.appearState == .appeared)
        let loose = ViewController(app: app, name: "Loose")
        loose.present(ViewController(app: app, name: "X"), animated: false, completion: nil)
        #expect(app.trace.events.last?.text == "Loose warning: Attempt to present <X> on <Loose> whose view is not in the window hierarchy.")
    }

    func tabsOnScreen(_ app: App) throws -> (TabBarController, ViewController, ViewController) {
        let one = ViewController(app: app, name: "One"), two = ViewController(app: app, name: "Two")
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [one, two])
        try app.window.setRootViewController(tabs)
        try app.run()
        app.mark()
        return (tabs, one, two)
    }

    @Test("S6: switching tabs: the new tab loads and begins appearing before the old one begins disappearing")
    func tabs() throws {
        let app = App()
        let (tabs, one, two) = try tabsOnScreen(app)
        #expect(!two.isViewLoaded)   // only the selected tab's view is in the hierarchy
        try tabs.select(index: 1)
        #expect(app.recent == ["Two loadView", "Two viewDidLoad", "Two viewWillAppear(false)", "One viewWillDisappear(false)"])
        #expect(app.trace.sinceMark.suffix(2).map(\.rule) == [.S6, .S6])
        try app.run()
        #expect(appearance(app) == ["Two viewWillAppear(false)", "One viewWillDisappear(false)", "Two viewIsAppearing(false)",
                                    "One viewDidDisappear(false)", "Two viewDidAppear(false)"])
        #expect(app.trace.sinceMark.last?.rule == .S6)
        #expect(one.view.superview == nil && two.view.superview === tabs.view)
        #expect(one.appearState == .disappeared && two.appearState == .appeared)
        #expect(throws: EngineError.self) { try tabs.select(index: 9) }
    }

    @Test("S6: switching back to a loaded tab: the same order, without loading")
    func tabsBack() throws {
        let app = App()
        let (tabs, one, _) = try tabsOnScreen(app)
        try tabs.select(index: 1)
        try app.run()
        app.mark()
        try tabs.select(one)
        try app.run()
        #expect(appearance(app) == ["One viewWillAppear(false)", "Two viewWillDisappear(false)", "One viewIsAppearing(false)",
                                    "Two viewDidDisappear(false)", "One viewDidAppear(false)"])
        #expect(!app.trace.events.contains { $0.kind == .warning })
    }

    @Test("S6: off screen, selecting a tab only swaps the views")
    func tabsOffScreen() throws {
        let app = App()
        let one = ViewController(app: app, name: "One"), two = ViewController(app: app, name: "Two")
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [one, two])
        _ = tabs.view
        app.mark()
        try tabs.select(index: 1)
        try app.run()
        #expect(!app.recent.contains { $0.contains("ppear") })
        #expect(two.view.superview === tabs.view && one.view.superview == nil)
    }
}
