import Testing
@testable import HeadlessUIKit

/// A container delegate traced as "Delegate": it allows a tab when `allows` says so, and gives
/// `animator` and `interactor` when asked; it answers nothing else.
private final class ContainerDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var allows = true
    var animator: CallbackReceiver?
    var interactor: CallbackReceiver?
    /// Everything, but the animator and interaction controller questions only when it has one
    /// to give.
    func implements(_ callback: Callback.Name) -> Bool {
        switch callback.spec.returns {
        case .animator: animator != nil
        case .interactionController: interactor != nil
        case .orientationMask, .interfaceOrientation: false    // rule E6: it answers for no container's orientations
        default: true
        }
    }
    /// The spine location it answers (rule S16).
    var spine = PageViewController.SpineLocation.mid
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.spec.returns {
        case .flag: .flag(allows)
        case .spineLocation: .text(spine.rawValue)
        case .animator: animator.map { .receiver($0) } ?? .nothing
        case .interactionController: interactor.map { .receiver($0) } ?? .nothing
        default: .nothing
        }
    }
}

@Suite("Container delegates (S14-S16)")
struct ContainerDelegateTests {
    /// The appearance, containment and delegate events since the mark.
    private func events(_ app: App) -> [String] {
        app.recent.filter { $0.contains("ppear") || $0.contains("MoveToParent") || $0.hasPrefix("Delegate ") }
    }

    /// A navigation controller with Root and a delegate, off screen.
    private func offScreenNavigation(_ app: App) throws -> (NavigationController, ViewController, ContainerDelegate) {
        let root = ViewController(app: app, name: "Root")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: root)
        let delegate = ContainerDelegate()
        nav.delegate = delegate
        return (nav, root, delegate)
    }

    /// A navigation controller with Root and a delegate, on screen, settled, the trace marked.
    private func navigation(_ app: App) throws -> (NavigationController, ViewController, ContainerDelegate) {
        let (nav, root, delegate) = try offScreenNavigation(app)
        try app.window.setRootViewController(nav)
        try app.settle()
        app.mark()
        return (nav, root, delegate)
    }

    @Test("S14: the root is shown as the navigation controller appears, a push shows the new top, a pop the one below")
    func navigationShows() throws {
        let app = App()
        let (nav, root, delegate) = try offScreenNavigation(app)
        try app.window.setRootViewController(nav)
        try app.settle()
        #expect(events(app).filter { $0.hasPrefix("Root ") || $0.hasPrefix("Delegate") } == [
            "Root willMoveToParent(Nav)", "Root didMoveToParent(Nav)", "Root viewWillAppear(false)", "Delegate willShow(Root, false)",
            "Root viewIsAppearing(false)", "Root viewDidAppear(false)", "Delegate didShow(Root, false)",
        ])
        app.mark()
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: true)
        try app.settle()
        #expect(events(app) == [
            "Detail willMoveToParent(Nav)", "Root viewWillDisappear(true)", "Detail viewWillAppear(true)", "Delegate willShow(Detail, true)",
            "Detail viewIsAppearing(true)", "Root viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)",
            "Delegate didShow(Detail, true)",
        ])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S14)
        app.mark()
        nav.popViewController(animated: false)
        try app.settle()
        #expect(events(app).filter { $0.hasPrefix("Delegate") } == ["Delegate willShow(Root, false)", "Delegate didShow(Root, false)"])
        app.mark()
        try nav.setViewControllers([root], animated: false)    // the same top: nothing to tell
        try app.settle()
        #expect(events(app).isEmpty)
        withExtendedLifetime(delegate) {}                    // the navigation controller holds it weakly
    }

    @Test("S14: a cancelled interactive pop tells willShow of the controller below and nothing more")
    func interactivePop() throws {
        let app = App()
        let (nav, _, delegate) = try navigation(app)
        try nav.pushViewController(ViewController(app: app, name: "Detail"), animated: false)
        try app.settle()
        app.mark()
        nav.beginInteractivePop()
        nav.cancelInteractivePop()
        try app.settle()
        #expect(events(app).filter { $0.hasPrefix("Delegate") } == ["Delegate willShow(Root, true)"])
        app.mark()
        nav.beginInteractivePop()
        nav.finishInteractivePop()
        try app.settle()
        #expect(events(app).filter { $0.hasPrefix("Delegate") } == ["Delegate willShow(Root, true)", "Delegate didShow(Root, true)"])
        #expect(events(app).last == "Delegate didShow(Root, true)")
        withExtendedLifetime(delegate) {}
    }

    @Test("S14: off screen nothing is told; the appearance tells of the new top, and a reappearance of it nothing")
    func offScreen() throws {
        let app = App()
        let (nav, _, delegate) = try offScreenNavigation(app)
        try nav.pushViewController(ViewController(app: app, name: "Detail"), animated: true)
        #expect(!app.recent.contains { $0.hasPrefix("Delegate") })
        try app.window.setRootViewController(nav)
        try app.settle()
        #expect(app.recent.filter { $0.hasPrefix("Delegate") } == ["Delegate willShow(Detail, false)", "Delegate didShow(Detail, false)"])
        app.mark()
        nav.beginAppearanceTransition(false, animated: false)
        nav.endAppearanceTransition()
        nav.beginAppearanceTransition(true, animated: false)
        nav.endAppearanceTransition()
        #expect(!app.recent.contains { $0.hasPrefix("Delegate") })
        withExtendedLifetime(delegate) {}
    }

    /// A tab bar controller of First and Second with a delegate, on screen, settled, marked.
    private func tabs(_ app: App) throws -> (TabBarController, ContainerDelegate) {
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [ViewController(app: app, name: "First"),
                                                                                    ViewController(app: app, name: "Second")])
        let delegate = ContainerDelegate()
        tabs.delegate = delegate
        try app.window.setRootViewController(tabs)
        try app.settle()
        app.mark()
        return (tabs, delegate)
    }

    @Test("S15: a tap asks shouldSelect, selects, tells didSelect before the switch ends; code selects silently")
    func tabTaps() throws {
        let app = App()
        let (tabs, delegate) = try tabs(app)
        #expect(try tabs.userSelect(index: 1))
        try app.settle()
        #expect(events(app) == [
            "Delegate shouldSelect(Second)", "Second viewWillAppear(false)", "First viewWillDisappear(false)", "Delegate didSelect(Second)",
            "Second viewIsAppearing(false)", "First viewDidDisappear(false)", "Second viewDidAppear(false)",
        ])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S15)
        app.mark()
        #expect(try tabs.userSelect(index: 1))                   // the selected tab: asked and told only
        #expect(events(app) == ["Delegate shouldSelect(Second)", "Delegate didSelect(Second)"])
        app.mark()
        delegate.allows = false
        #expect(try !tabs.userSelect(index: 0))
        #expect(tabs.selectedIndex == 1)
        #expect(events(app) == ["Delegate shouldSelect(First)"])
        app.mark()
        try tabs.select(index: 0)
        try app.settle()
        #expect(!app.recent.contains { $0.hasPrefix("Delegate") })
        #expect(throws: EngineError.self) { try tabs.userSelect(index: 9) }
    }

    @Test("S15: the delegate's animator runs the switch (X6); a cancelled interactive switch keeps the old tab")
    func tabAnimator() throws {
        let app = App()
        let (tabs, delegate) = try tabs(app)
        delegate.animator = SlideAnimator("Slide", duration: 0.2)
        try tabs.userSelect(index: 1)
        try app.settle()
        #expect(events(app) == [
            "Delegate shouldSelect(Second)", "Delegate animationControllerForTransition(First, Second)",
            "First viewWillDisappear(true)", "Second viewWillAppear(true)", "Delegate didSelect(Second)",
            "Second viewIsAppearing(true)", "First viewDidDisappear(true)", "Second viewDidAppear(true)",
        ])
        #expect(tabs.selectedViewController?.name == "Second")
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        delegate.interactor = pan
        app.mark()
        try tabs.select(index: 0)
        pan.update(0.3)
        pan.cancel()
        try app.settle()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.viewControllers[1].appearState == .appeared)
        #expect(tabs.viewControllers[0].viewIfLoaded?.superview == nil)
    }

    /// A split of List and Detail with a delegate on an iPad-sized window, settled, marked.
    private func split(_ app: App) throws -> SplitViewController {
        try app.setSize(Size(width: 1024, height: 768))
        let split = try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "List"),
                                            secondary: ViewController(app: app, name: "Detail"))
        try app.window.setRootViewController(split)
        try app.settle()
        app.mark()
        return split
    }

    @Test("S16: willChangeTo before a display mode change; willHide on collapsing, willShow on expanding")
    func splitDelegate() throws {
        let app = App()
        let split = try split(app)
        let delegate = ContainerDelegate()
        split.delegate = delegate
        split.hide(.primary)
        #expect(app.recent.filter { $0.hasPrefix("Delegate") } == ["Delegate willChangeTo(secondaryOnly)"])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S16)
        split.show(.primary)
        try app.settle()
        app.mark()
        try app.setSize(Size(width: 375, height: 667))
        try app.settle()
        #expect(app.recent.filter { $0.hasPrefix("Delegate") } == [
            "Delegate topColumnForCollapsingToProposedTopColumn(secondary)", "Delegate willHide(primary)", "Delegate splitViewControllerDidCollapse",
        ])
        app.mark()
        try app.setSize(Size(width: 1024, height: 768))
        try app.settle()
        #expect(app.recent.filter { $0.hasPrefix("Delegate") } == [
            "Delegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)", "Delegate willShow(primary)",
            "Delegate splitViewControllerDidExpand",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("S16: a page curl asks its delegate for the spine location when the window turns, the scroll style never")
    func spineLocation() throws {
        let app = App()
        let delegate = ContainerDelegate()
        let curl = PageViewController(app: app, name: "Book", transitionStyle: .pageCurl)
        curl.delegate = delegate
        try curl.setViewControllers([ViewController(app: app, name: "Page")], direction: .forward, animated: false)
        #expect(curl.spineLocation == .min)
        #expect(PageViewController(app: app, name: "Feed").spineLocation == PageViewController.SpineLocation.none)
        try app.window.setRootViewController(curl)
        try app.settle()
        app.mark()
        try app.rotate(to: .landscape)
        #expect(curl.spineLocation == .mid)
        #expect(app.recent.filter { $0.contains("Size") || $0.hasPrefix("Delegate") } == [
            "Book viewWillTransitionToSize(667 x 375)", "Delegate spineLocationFor(landscape)", "Page viewWillTransitionToSize(667 x 375)",
        ])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S16)
        app.mark()
        try app.setSize(Size(width: 1200, height: 800))      // still landscape: not asked
        #expect(!app.recent.contains { $0.hasPrefix("Delegate") })
        withExtendedLifetime(delegate) {}
    }
}
