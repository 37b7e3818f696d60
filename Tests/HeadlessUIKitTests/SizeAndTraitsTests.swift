import Testing
@testable import HeadlessUIKit

/// Rules E1-E4: size transitions, traits, the safe area and the transition coordinator.
@Suite("Size, traits and the safe area (E1-E5)")
struct SizeAndTraitsTests {
    /// A root with two children contained with the full protocol, on screen, settled.
    func hierarchy(_ app: App) throws -> (root: ViewController, a: ViewController, b: ViewController) {
        let root = ViewController(app: app, name: "Root")
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        try contain(a, in: root)
        try contain(b, in: root)
        try app.window.setRootViewController(root)
        try app.settle()
        app.mark()
        return (root, a, b)
    }

    @Test("E1: a rotation sends willTransitionToTraitCollection, then viewWillTransitionToSize, each forwarded parent first")
    func rotationOrder() throws {
        let app = App()
        _ = try hierarchy(app)
        try app.rotate(to: .landscape)
        let transition = app.recent.filter { $0.contains("Transition") }
        #expect(transition == [
            "Root willTransitionToTraitCollection(wC hC light large)", "A willTransitionToTraitCollection(wC hC light large)",
            "B willTransitionToTraitCollection(wC hC light large)",
            "Root viewWillTransitionToSize(667 x 375)", "A viewWillTransitionToSize(667 x 375)", "B viewWillTransitionToSize(667 x 375)",
        ])
        #expect(app.trace.sinceMark.allSatisfy { $0.rule == .E1 || $0.rule == .E2 || $0.rule == .E3 || $0.rule == .L2 })
        #expect(app.windowSize == Size(width: 667, height: 375))
        #expect(app.orientation == .landscape)
        try app.rotate(to: .landscape)                 // already landscape: nothing
        #expect(app.trace.sinceMark.count == app.recent.count)
    }

    @Test("E1: an override that does not call super cuts its children off")
    func overrideWithoutSuper() throws {
        final class Selfish: CallbackOverriding {
            func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
                callback.name == .viewWillTransitionToSize && controller.name == "Root" ? CallbackValue.nothing : nil
            }
            func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
        }
        let app = App()
        let overrides = Selfish()
        app.overrides = overrides
        _ = try hierarchy(app)
        try app.setSize(Size(width: 320, height: 480))
        #expect(app.recent.filter { $0.contains("viewWillTransitionToSize") } == ["Root viewWillTransitionToSize(320 x 480)"])
    }

    @Test("E1: the standard containers forward to the child they show; a plain controller to all its children")
    func recipients() throws {
        let app = App()
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: first)
        try nav.pushViewController(second, animated: false)
        let other = ViewController(app: app, name: "Other")
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [nav, other])
        #expect(nav.transitionRecipients.map(\.name) == ["Second"])
        #expect(tabs.transitionRecipients.map(\.name) == ["Nav"])
        let plain = ViewController(app: app, name: "Plain")
        try plain.addChild(ViewController(app: app, name: "Off"))
        #expect(plain.transitionRecipients.map(\.name) == ["Off"])
    }

    @Test("E1: after the callbacks, the views take the new size and the window is laid out at once")
    func viewsResize() throws {
        let app = App()
        let (root, _, _) = try hierarchy(app)
        try app.rotate(to: .landscape)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(app.window.bounds.size == Size(width: 667, height: 375))
        #expect(app.recent.contains("Root viewWillLayoutSubviews"))
        #expect(app.window.firstViewNeedingLayout() == nil)
    }

    @Test("E2: size classes follow the window as on Apple's devices")
    func sizeClasses() {
        func classes(_ width: Double, _ height: Double) -> String {
            let c = DeviceModel.sizeClasses(for: Size(width: width, height: height))
            return "w\(c.horizontal.letter) h\(c.vertical.letter)"
        }
        #expect(classes(375, 667) == "wC hR")
        #expect(classes(667, 375) == "wC hC")
        #expect(classes(896, 414) == "wR hC")
        #expect(classes(1024, 1366) == "wR hR")
    }

    @Test("E2: traitCollectionDidChange only when a trait changed, parents before children; overrides and registrations")
    func traitPropagation() throws {
        let app = App()
        let (root, a, b) = try hierarchy(app)
        try root.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: b)
        #expect(app.recent == ["B traitCollectionDidChange(wC hR light large)"])
        var heard: [String] = []
        a.registerForTraitChanges([.userInterfaceStyle]) { vc, previous in heard.append("\(vc.name) \(previous.userInterfaceStyle)") }
        let sizeOnly = a.registerForTraitChanges([.horizontalSizeClass]) { _, _ in heard.append("never") }
        app.mark()
        try app.setTraits(TraitCollection(userInterfaceStyle: .dark))
        #expect(app.recent == ["Root traitCollectionDidChange(wC hR light large)", "A traitCollectionDidChange(wC hR light large)"])
        #expect(heard == ["A light"])
        #expect(b.traitCollection.userInterfaceStyle == .dark)
        a.unregisterForTraitChanges(sizeOnly)
        a.traitOverrides = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(a.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(app.recent.last == "A traitCollectionDidChange(wC hR dark large)")
    }

    @Test("E2: an override for a controller that is not a child is UIKit misuse")
    func overrideNeedsChild() {
        let app = App()
        let parent = ViewController(app: app, name: "P"), stranger = ViewController(app: app, name: "S")
        #expect(throws: EngineError.self) { try parent.setOverrideTraitCollection(TraitCollection(), forChild: stranger) }
    }

    @Test("E3: the window's insets by device, and a subview's by how much of it they cover")
    func safeAreaGeometry() throws {
        #expect(DeviceModel.safeAreaInsets(for: Size(width: 375, height: 667)) == EdgeInsets(top: 20))
        #expect(DeviceModel.safeAreaInsets(for: Size(width: 667, height: 375)) == .zero)
        #expect(DeviceModel.safeAreaInsets(for: Size(width: 390, height: 844)) == EdgeInsets(top: 47, bottom: 34))
        #expect(DeviceModel.safeAreaInsets(for: Size(width: 844, height: 390)) == EdgeInsets(left: 47, bottom: 21, right: 47))
        let app = App()
        let (root, a, _) = try hierarchy(app)
        a.view.frame = Rect(x: 0, y: 10, width: 375, height: 100)
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 20))
        #expect(a.view.safeAreaInsets == EdgeInsets(top: 10))
        root.additionalSafeAreaInsets = EdgeInsets(left: 5)
        #expect(a.view.safeAreaInsets == EdgeInsets(top: 10, left: 5))
        #expect(View(app: app).safeAreaInsets == .zero)
    }

    @Test("E3: viewSafeAreaInsetsDidChange comes at the start of the view's layout, once per change")
    func safeAreaNotification() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        try app.run()
        #expect(Array(app.trace.texts.suffix(5)) == ["Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)",
                                                      "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                                                      "Root viewDidAppear(false)"])
        app.mark()
        root.view.setNeedsLayout()
        try app.run()
        #expect(app.recent == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        app.mark()
        root.additionalSafeAreaInsets = EdgeInsets(bottom: 30)
        try app.run()
        #expect(app.recent == ["Root viewSafeAreaInsetsDidChange", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        #expect(app.trace.sinceMark.first?.rule == .E3)
    }

    @Test("E4: alongside animations run once the new size is in place; completions when the transition ends")
    func coordinator() throws {
        let app = App()
        let coordinator = TransitionCoordinator(duration: 0.4)
        var log: [String] = []
        coordinator.animateAlongsideTransition({ _ in log.append("along") }, completion: { c in log.append("done \(c.isCancelled)") })
        #expect(log.isEmpty)
        coordinator.start()
        coordinator.animateAlongsideTransition({ _ in log.append("late along") }, completion: nil)
        #expect(log == ["along", "late along"])
        coordinator.complete()
        coordinator.animateAlongsideTransition(nil) { _ in log.append("after the end") }
        #expect(log == ["along", "late along", "done false", "after the end"])
        #expect(coordinator.isAnimated)
        _ = app
    }

    @Test("E4: a rotation's coordinator completes after 0.4 s of the clock; a plain resize on the next turn")
    func coordinatorTiming() throws {
        final class Catch: CallbackOverriding {
            var coordinators: [TransitionCoordinator] = []
            func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
                if callback.name == .viewWillTransitionToSize, let coordinator = callback.coordinator("coordinator") { coordinators.append(coordinator) }
                return nil
            }
            func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
        }
        let app = App()
        let catcher = Catch()
        app.overrides = catcher
        _ = try hierarchy(app)
        try app.rotate(to: .landscape)
        let rotation = try #require(catcher.coordinators.first)
        #expect(rotation.transitionDuration == 0.4 && !rotation.isComplete)
        try app.advance(by: 0.39)
        #expect(!rotation.isComplete)
        try app.advance(by: 0.01)
        #expect(rotation.isComplete)
        try app.setSize(Size(width: 320, height: 480))
        let resize = try #require(catcher.coordinators.last)
        #expect(!resize.isAnimated && !resize.isComplete)
        try app.run()
        #expect(resize.isComplete)
    }

    @Test("E5: the bars of a navigation and a tab bar controller leave their children's safe area")
    func bars() throws {
        let app = App()
        let first = ViewController(app: app, name: "First")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: first)
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [nav])
        try app.window.setRootViewController(tabs)
        try app.settle()
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 49))
        nav.setToolbarHidden(false, animated: false)
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 93))
        app.mark()
        nav.setNavigationBarHidden(true, animated: true)
        // Laid out at once: the navigation controller (its bar), then its child.
        #expect(app.recent == ["Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews", "First viewSafeAreaInsetsDidChange",
                               "First viewWillLayoutSubviews", "First viewDidLayoutSubviews"])
        #expect(app.trace.sinceMark.map(\.rule) == [.L2, .L2, .E3, .L2, .L2])
        let detail = ViewController(app: app, name: "Detail")
        detail.hidesBottomBarWhenPushed = true
        try nav.pushViewController(detail, animated: false)
        try app.settle()
        #expect(detail.view.safeAreaInsets == EdgeInsets(top: 20))
        try app.rotate(to: .landscape)
        nav.popViewController(animated: false)
        try app.settle()
        #expect(first.view.safeAreaInsets == EdgeInsets(bottom: 64))      // 32-point bars in landscape
    }
}
