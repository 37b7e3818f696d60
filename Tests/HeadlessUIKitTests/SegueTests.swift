import Testing
@testable import HeadlessUIKit

/// A container that handles `showDetail` itself, as a split view controller would (rule S11).
final class DetailHost: ViewController {
    var shown: [String] = []
    override func handles(_ action: ShowAction) -> Bool { action == .showDetail }
    override func perform(_ action: ShowAction, showing controller: ViewController, animated: Bool) {
        shown.append(controller.name)
    }
}

/// A controller that refuses every segue the storyboard triggers.
final class Refusing: ViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: ViewController?) -> Bool { false }
}

@Suite("Showing and segues (S11, S12)")
struct SegueTests {
    /// A navigation controller on screen with `names` pushed, the first as its root.
    func stack(_ app: App, _ names: [String]) throws -> (NavigationController, [ViewController]) {
        let controllers = names.map { ViewController(app: app, name: $0) }
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: controllers[0])
        try app.window.setRootViewController(nav)
        try app.run()
        for controller in controllers.dropFirst() { try nav.pushViewController(controller, animated: false) }
        try app.run()
        app.mark()
        return (nav, controllers)
    }

    @Test("S11: show pushes through the nearest navigation controller, else presents; showDetail goes to the container that handles it")
    func showRouting() throws {
        let app = App()
        let (nav, list) = try stack(app, ["List"])
        let detail = ViewController(app: app, name: "Detail")
        #expect(list[0].targetViewController(forAction: .show) === nav)
        list[0].show(detail, animated: false)
        try app.run()
        #expect(nav.viewControllers.map(\.name) == ["List", "Detail"])
        #expect(app.recent.contains("Detail didMoveToParent(Nav)"))

        // No container handles showDetail: the receiver presents.
        let info = ViewController(app: app, name: "Info")
        #expect(detail.targetViewController(forAction: .showDetail) == nil)
        detail.showDetailViewController(info, animated: false)
        try app.run()
        #expect(detail.presentedViewController === info)

        // A container that handles it gets it, from any depth.
        let app2 = App()
        let host = DetailHost(app: app2, name: "Host")
        let child = ViewController(app: app2, name: "Child")
        try contain(child, in: host)
        try app2.window.setRootViewController(host)
        try app2.run()
        child.showDetailViewController(ViewController(app: app2, name: "Page"), animated: false)
        #expect(host.shown == ["Page"])
        #expect(child.presentedViewController == nil)
        // Nobody handles show: presented by the receiver, not the container.
        let other = ViewController(app: app2, name: "Other")
        child.show(other, animated: false)
        #expect(child.presentedViewController === other)
    }

    @Test("S11: a segue asks shouldPerformSegue, sends prepareForSegue to the source, then shows, presents or refuses")
    func segues() throws {
        let app = App()
        let (nav, list) = try stack(app, ["List"])
        let detail = ViewController(app: app, name: "Detail")
        #expect(list[0].performSegue("toDetail", kind: .show(detail), animated: false))
        try app.run()
        #expect(Array(app.recent.prefix(3)) == ["List shouldPerformSegue(toDetail, nil)", "List prepareForSegue(toDetail)",
                                                "Detail willMoveToParent(Nav)"])
        #expect(nav.topViewController === detail)
        app.mark()
        let modal = ViewController(app: app, name: "Modal")
        #expect(detail.performSegue("add", kind: .present(modal), animated: false, askFirst: false))
        try app.run()
        #expect(app.recent.first == "Detail prepareForSegue(add)")
        #expect(detail.presentedViewController === modal)

        let app2 = App()
        let refusing = Refusing(app: app2, name: "Refusing")
        try app2.window.setRootViewController(refusing)
        try app2.run()
        app2.mark()
        #expect(!refusing.performSegue("go", kind: .present(ViewController(app: app2, name: "Go"))))
        #expect(app2.recent == ["Refusing shouldPerformSegue(go, nil)"])
    }

    @Test("S12: an unwind segue searches the stack from the top down, then prepares, runs the action and pops to the destination")
    func unwindThroughStack() throws {
        let app = App()
        let (nav, vcs) = try stack(app, ["List", "Detail", "Edit"])
        var received: [String] = []
        vcs[0].unwindActions["unwindToList"] = { received.append("\($0.identifier) from \($0.source.name)") }
        #expect(vcs[2].performSegue("done", kind: .unwind(action: "unwindToList"), animated: false))
        try app.run()
        #expect(received == ["done from Edit"])
        #expect(nav.viewControllers.map(\.name) == ["List"])
        #expect(app.recent == [
            "Edit shouldPerformSegue(done, nil)",
            "Detail canPerformUnwindSegueAction(unwindToList, Edit, nil)",
            "List canPerformUnwindSegueAction(unwindToList, Edit, nil)",
            "Edit prepareForSegue(done)",
            "List unwindAction(unwindToList, done)",
            "Nav unwindForSegue(done, List)",
            "Edit willMoveToParent(nil)", "Detail willMoveToParent(nil)",
            "Edit viewWillDisappear(false)", "List viewWillAppear(false)", "List viewIsAppearing(false)",
            "List viewWillLayoutSubviews", "List viewDidLayoutSubviews",
            "Edit viewDidDisappear(false)", "List viewDidAppear(false)",
            "Edit didMoveToParent(nil)", "Detail didMoveToParent(nil)",
            "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
        ])
    }

    @Test("S12: an unwind segue from a presented controller dismisses it, then the navigation controller pops; no destination, nothing")
    func unwindThroughPresentation() throws {
        let app = App()
        let (nav, vcs) = try stack(app, ["List", "Detail"])
        vcs[0].unwindActions["unwindToList"] = { _ in }
        let modal = ViewController(app: app, name: "Modal")
        modal.modalPresentationStyle = .fullScreen
        vcs[1].present(modal, animated: false, completion: nil)
        try app.run()
        app.mark()
        #expect(!modal.performSegue("done", kind: .unwind(action: "unwindToNowhere"), animated: false))
        #expect(!app.recent.contains { $0.contains("prepareForSegue") })
        app.mark()
        #expect(modal.performSegue("done", kind: .unwind(action: "unwindToList"), animated: false))
        try app.run()
        #expect(nav.viewControllers.map(\.name) == ["List"])
        #expect(vcs[1].presentedViewController == nil)
        #expect(Array(app.recent.prefix(10)) == [
            "Modal shouldPerformSegue(done, nil)",
            "Detail canPerformUnwindSegueAction(unwindToList, Modal, nil)",
            "List canPerformUnwindSegueAction(unwindToList, Modal, nil)",
            "Modal prepareForSegue(done)",
            "List unwindAction(unwindToList, done)",
            "Modal viewWillDisappear(false)",
            "Nav viewWillAppear(false)",            // W2: Nav, the top of Detail's parents, presented
            "Detail viewWillAppear(false)",
            "Nav unwindForSegue(done, List)",
            "Detail willMoveToParent(nil)",
        ])
        #expect(app.recent.contains("Modal viewDidDisappear(false)"))
        #expect(app.recent.last(where: { $0.hasPrefix("List viewDidAppear") }) != nil)
    }

    @Test("S12: an unwind segue searches the other tabs, and the tab bar controller selects the destination's tab")
    func unwindAcrossTabs() throws {
        let app = App()
        let list = ViewController(app: app, name: "List")
        list.unwindActions["unwindToList"] = { _ in }
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: list)
        let settings = ViewController(app: app, name: "Settings")
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [nav, settings])
        try app.window.setRootViewController(tabs)
        try app.run()
        try tabs.select(index: 1)
        try app.run()
        app.mark()
        #expect(settings.performSegue("back", kind: .unwind(action: "unwindToList"), animated: false))
        try app.run()
        #expect(tabs.selectedViewController === nav)
        #expect(Array(app.recent.prefix(6)) == [
            "Settings shouldPerformSegue(back, nil)",
            "List canPerformUnwindSegueAction(unwindToList, Settings, nil)",
            "Settings prepareForSegue(back)",
            "List unwindAction(unwindToList, back)",
            "Tabs unwindForSegue(back, Nav)",
            "Nav viewWillAppear(false)",
        ])
        #expect(app.recent.contains("Nav unwindForSegue(back, List)"))
    }
}
