import Testing
@testable import HeadlessUIKit

@Suite("Window hooks (A5)")
struct WindowHookTests {
    @Test("A5: the window's root begins at once (viewWillAppear) and ends after the next commit (viewDidAppear)")
    func rootDisplay() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        #expect(app.trace.texts == ["Root loadView", "Root viewDidLoad", "Root viewWillAppear(false)"])
        #expect(app.trace.events.last?.rule == .A5)
        #expect(app.trace.events.last?.cause.steps == ["the window's rootViewController was set", .init("Root.view was added to window", object: "Root.view"),
                                                     .init("Root's view entered the window", object: "Root")])
        #expect(root.appearState == .appearing)
        #expect(root.deferredEndToken != nil)
        app.mark()
        try app.run()
        #expect(app.recent == ["Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Root viewDidAppear(false)"])
        let end = try #require(app.trace.sinceMark.last)
        #expect(end.rule == .A5)
        #expect(end.cause.steps == ["the commit after Root entered or left the window (A5)"])
        #expect(root.appearState == .appeared && root.pendingTransition == nil && root.deferredEndToken == nil)
    }

    @Test("A5: a child contained before display is reached by its parent's forwarding, not by a hook of its own")
    func childBeforeDisplay() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root"), child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        app.mark()
        try app.window.setRootViewController(root)
        #expect(app.recent == ["Root viewWillAppear(false)", "Child viewWillAppear(false)"])
        #expect(app.trace.sinceMark.last?.cause.innermost == .init("Root forwarded its appearance transition (A4)", object: "Root"))
        #expect(child.pendingTransition?.level == 1)
        #expect(child.deferredEndToken == nil)
        try app.run()
        #expect(app.recent == ["Root viewWillAppear(false)", "Child viewWillAppear(false)",
                               "Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
                               "Root viewDidAppear(false)", "Child viewDidAppear(false)"])
        #expect(app.trace.sinceMark.last?.cause.steps == ["the commit after Root entered or left the window (A5)",
                                                       .init("Root forwarded the end of its appearance transition (A4)", object: "Root")])
        #expect(child.appearState == .appeared)
    }

    @Test("A5: a child whose view is added to an on-screen parent gets the hook: begin at once, end after the commit")
    func childAfterDisplay() throws {
        let app = App()
        let (root, child) = try rootWithChildOffView(app)
        try root.view.addSubview(child.view)
        #expect(app.recent == ["Child viewWillAppear(false)"])
        #expect(app.trace.sinceMark.last?.cause.steps == [.init("Child.view was added to Root.view", object: "Child.view"), .init("Child's view entered the window", object: "Child")])
        child.sendFromScript(.didMoveToParent, .controller(root))
        try app.run()
        #expect(app.recent == ["Child viewWillAppear(false)", "Child didMoveToParent(Root)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
                               "Child viewDidAppear(false)"])
        #expect(child.appearState == .appeared)
        #expect(!app.trace.texts.contains { $0.contains("lint") })
    }

    @Test("A5: a subtree entering the window: its top controller gets the hook and forwards to its own child")
    func subtreeEnters() throws {
        let app = App()
        let root = try onScreen(app)
        let mid = ViewController(app: app, name: "Mid"), grand = ViewController(app: app, name: "Grand")
        try contain(grand, in: mid)
        try root.addChild(mid)
        app.mark()
        try root.view.addSubview(mid.view)
        #expect(app.recent == ["Mid viewWillAppear(false)", "Grand viewWillAppear(false)"])
        #expect(grand.deferredEndToken == nil && mid.deferredEndToken != nil)
        try app.run()
        #expect(app.recent.suffix(2) == ["Mid viewDidAppear(false)", "Grand viewDidAppear(false)"])
        #expect(grand.appearState == .appeared)
    }

    @Test("A5: leaving the window is the same with false: viewWillDisappear at once, viewDidDisappear after the commit")
    func subtreeLeaves() throws {
        let app = App()
        let root = try onScreen(app)
        let mid = ViewController(app: app, name: "Mid"), grand = ViewController(app: app, name: "Grand")
        try contain(grand, in: mid)
        try contain(mid, in: root)
        try app.run()
        app.mark()
        mid.view.removeFromSuperview()
        #expect(app.recent == ["Mid viewWillDisappear(false)", "Grand viewWillDisappear(false)"])
        #expect(app.trace.sinceMark.first?.cause.steps == [.init("Mid.view was removed from Root.view", object: "Mid.view"), .init("Mid's view left the window", object: "Mid")])
        try app.run()
        #expect(app.recent == ["Mid viewWillDisappear(false)", "Grand viewWillDisappear(false)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Mid viewDidDisappear(false)", "Grand viewDidDisappear(false)"])
        #expect(mid.appearState == .disappeared && grand.appearState == .disappeared)
        #expect(mid.parent === root)   // the view left; containment is the container's business
    }

    @Test("A5: a view that moves within the window does not enter it again: no hooks")
    func moveWithinWindow() throws {
        let app = App()
        let root = try onScreen(app)
        let box = View(app: app, name: "Box")
        try root.view.addSubview(box)
        let child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        try app.run()
        app.mark()
        try box.addSubview(child.view)   // still under Root's view, still in the window
        try app.run()
        #expect(!app.recent.contains { $0.contains("ppear") })
        #expect(child.appearState == .appeared && child.pendingTransition == nil)
    }

    @Test("A5: the children of a container that does not forward automatically are left to it")
    func nonForwardingContainer() throws {
        let app = App()
        let root = try onScreen(app)
        let manual = ViewController(app: app, name: "Manual")
        manual.shouldAutomaticallyForwardAppearanceMethods = false
        let child = ViewController(app: app, name: "Child")
        try contain(child, in: manual)
        app.mark()
        try contain(manual, in: root)
        try app.run()
        #expect(app.recent.filter { $0.contains("ppear") } == ["Manual viewWillAppear(false)", "Manual viewIsAppearing(false)",
                                                                    "Manual viewDidAppear(false)"])
        #expect(child.appearState == .disappeared && child.pendingTransition == nil)
        app.mark()
        let late = ViewController(app: app, name: "Late")
        try contain(late, in: manual)   // on screen already, still the container's business
        try app.run()
        #expect(late.appearState == .disappeared)
        #expect(!app.recent.contains { $0.contains("ppear") })
    }

    @Test("A5: a parentless controller gets the hook only when its view is the view entering the window (C5)")
    func parentlessInsideEnteringView() throws {
        let app = App()
        let root = try onScreen(app)
        let box = View(app: app, name: "Box")
        let loose = ViewController(app: app, name: "Loose")
        try box.addSubview(loose.view)
        app.mark()
        try root.view.addSubview(box)   // Box enters; Loose's view is inside it, not it
        try app.run()
        #expect(loose.view.window === app.window)
        #expect(!app.recent.contains { $0.hasPrefix("Loose view") && $0.contains("ppear") })
        #expect(loose.appearState == .disappeared)
    }

    @Test("A5: a controller already begun in the same direction is left alone: no level change, no deferred end")
    func alreadyBegunAppearing() throws {
        let app = App()
        let root = try onScreen(app)
        let busy = ViewController(app: app, name: "Busy")
        try root.addChild(busy)
        busy.beginAppearanceTransition(true, animated: true)
        try root.view.addSubview(busy.view)
        #expect(busy.pendingTransition == ViewController.PendingTransition(isAppearing: true, animated: true, level: 1))
        #expect(busy.deferredEndToken == nil)
        try app.run()
        #expect(busy.appearState == .appearing)
        #expect(!app.recent.contains("Busy viewDidAppear(true)") && !app.recent.contains("Busy viewDidAppear(false)"))
        busy.endAppearanceTransition()
        try app.run()
        #expect(app.recent.filter { $0.hasPrefix("Busy") && $0.contains("ppear") } == ["Busy viewWillAppear(true)", "Busy viewIsAppearing(true)",
                                                                                         "Busy viewDidAppear(true)"])
        #expect(!app.trace.events.contains { $0.kind == .warning })
    }

    @Test("A5: a controller already begun disappearing is left alone when its view leaves the window")
    func alreadyBegunDisappearing() throws {
        let app = App()
        let root = try onScreen(app)
        let child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        try app.run()
        app.mark()
        child.beginAppearanceTransition(false, animated: true)
        child.view.removeFromSuperview()
        try app.run()
        #expect(child.appearState == .disappearing)
        child.endAppearanceTransition()
        #expect(app.recent == ["Child viewWillDisappear(true)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Child viewDidDisappear(true)"])
    }

    @Test("A5: a pending deferred end is dropped when a begin in the other direction interrupts its transition")
    func deferredEndDropped() throws {
        let app = App()
        let root = try onScreen(app)
        let flicker = ViewController(app: app, name: "Flicker")
        try root.addChild(flicker)
        try root.view.addSubview(flicker.view)
        flicker.view.removeFromSuperview()
        try app.run()
        #expect(app.recent == ["Flicker willMoveToParent(Root)", "Flicker loadView", "Flicker viewDidLoad",
                               "Flicker viewWillAppear(false)", "Flicker viewWillDisappear(false)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Flicker viewDidDisappear(false)"])
        #expect(flicker.appearState == .disappeared && flicker.pendingTransition == nil)
    }

    @Test("A5: a script's begin in the other direction also drops the root's deferred end")
    func deferredEndDroppedByScript() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
        app.mark()
        try app.run()
        #expect(app.recent == ["Root viewSafeAreaInsetsDidChange", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        #expect(root.appearState == .disappeared)
    }

    @Test("A5: replacing the window's root: the old root disappears, the new one appears, both end after the commit")
    func replaceRoot() throws {
        let app = App()
        _ = try onScreen(app, "A")
        let b = ViewController(app: app, name: "B")
        try app.window.setRootViewController(b)
        #expect(app.recent == ["A viewWillDisappear(false)", "B loadView", "B viewDidLoad", "B viewWillAppear(false)"])
        try app.run()
        #expect(app.recent == ["A viewWillDisappear(false)", "B loadView", "B viewDidLoad", "B viewWillAppear(false)",
                               "B viewSafeAreaInsetsDidChange", "B viewIsAppearing(false)", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
                               "A viewDidDisappear(false)", "B viewDidAppear(false)"])
        #expect(app.window.rootViewController === b)
        #expect(app.window.subviews.map(\.name) == ["B.view"])
    }
}
