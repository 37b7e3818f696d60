import Testing
@testable import HeadlessUIKit

/// The lint line of rule C5 for `controller`'s view added to `container` without `addChild`.
func uncontainedLint(_ controller: String, addedTo container: String) -> String {
    "\(controller) lint: view added to \(container) without addChild (no containment: appearance callbacks only if already on screen)"
}

@Suite("Containment (C1-C5)")
struct ContainmentTests {
    // MARK: C1

    @Test("C1: addChild sends willMoveToParent, appends, sets parent, and never sends didMoveToParent")
    func addChild() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent")
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        try parent.addChild(a)
        try parent.addChild(b)
        try app.run()
        try app.settle()
        #expect(app.trace.texts == ["A willMoveToParent(Parent)", "B willMoveToParent(Parent)"])
        #expect(app.trace.events.map(\.rule) == [.C1, .C1])
        #expect(app.trace.events.allSatisfy { $0.kind == .callback })
        #expect(parent.children.map(\.name) == ["A", "B"])
        #expect(a.parent === parent && b.parent === parent)
        #expect(a.isMovingToParent && b.isMovingToParent)
        #expect(!a.isViewLoaded && !parent.isViewLoaded)
    }

    @Test("C1: a child of another parent is first removed from it (didMoveToParent(nil)), then moved")
    func reparent() throws {
        let app = App()
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        let child = ViewController(app: app, name: "Child")
        try first.addChild(child)
        app.mark()
        try second.addChild(child)
        #expect(app.recent == ["Child didMoveToParent(nil)", "Child willMoveToParent(Second)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.C2, .C1])
        #expect(first.children.isEmpty)
        #expect(second.children.map(\.name) == ["Child"])
        #expect(child.parent === second)
        #expect(child.isMovingToParent)
    }

    @Test("C1: adding a controller to itself is an NSInvalidArgumentException and changes nothing")
    func addToSelf() {
        let app = App()
        let vc = ViewController(app: app, name: "P")
        #expect(throws: EngineError(
            name: "NSInvalidArgumentException",
            reason: "child view controller:<P> cannot be added to <P>: a controller cannot be its own child or the child of one of its descendants",
            rule: .C1)) { try vc.addChild(vc) }
        #expect(vc.children.isEmpty)
        #expect(vc.parent == nil)
        #expect(app.trace.texts.isEmpty)
    }

    @Test("C1: adding a controller to one of its descendants is an error and changes nothing")
    func addToDescendant() throws {
        let app = App()
        let top = ViewController(app: app, name: "Top"), middle = ViewController(app: app, name: "Middle")
        let bottom = ViewController(app: app, name: "Bottom")
        try top.addChild(middle)
        try middle.addChild(bottom)
        app.mark()
        do {
            try bottom.addChild(top)
            Issue.record("adding Top to its grandchild did not fail")
        } catch {
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "child view controller:<Top> cannot be added to <Bottom>: a controller cannot be its own child or the child of one of its descendants")
            #expect(error.rule == .C1)
        }
        #expect(throws: EngineError.self) { try middle.addChild(top) }
        #expect(app.recent.isEmpty)
        #expect(top.parent == nil)
        #expect(bottom.children.isEmpty && middle.children.map(\.name) == ["Bottom"])
    }

    @Test("C1: adding a child to the parent it already has does nothing")
    func addTwice() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try parent.addChild(child)
        app.mark()
        try parent.addChild(child)
        #expect(app.recent.isEmpty)
        #expect(parent.children.count == 1)
    }

    @Test("C1: a custom container adds a child in five steps: addChild, didMove, begin, addSubview, end",
          arguments: [true, false])
    func fiveStepAdd(forwards: Bool) throws {
        let app = App()
        let container = try onScreen(app, "Container")
        container.shouldAutomaticallyForwardAppearanceMethods = forwards
        let child = ViewController(app: app, name: "Child")
        try container.addChild(child)
        #expect(child.isMovingToParent)
        child.sendFromScript(.didMoveToParent, .controller(container))
        #expect(!child.isMovingToParent)
        child.beginAppearanceTransition(true, animated: false)
        #expect(child.appearState == .appearing)
        try container.view.addSubview(child.view)   // the window hook leaves a begun child alone (A5)
        #expect(child.pendingTransition?.level == 1)
        child.endAppearanceTransition()
        try app.run()
        #expect(app.recent == [
            "Child willMoveToParent(Container)", "Child didMoveToParent(Container)",
            "Child loadView", "Child viewDidLoad", "Child viewWillAppear(false)",
            "Child viewSafeAreaInsetsDidChange",   // up to date before viewIsAppearing (E3)
            "Child viewIsAppearing(false)",   // in the window, ended before any layout (A8)
            "Child viewDidAppear(false)",
            "Container viewWillLayoutSubviews", "Container viewDidLayoutSubviews",
            "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
        ])
        #expect(app.trace.sinceMark.map(\.rule) == [.C1, .V2, .V1, .V1, .A2, .E3, .A8, .A3, .L2, .L2, .L2, .L2])
        #expect(child.appearState == .appeared && child.pendingTransition == nil)
        #expect(child.parent === container && container.children.map(\.name) == ["Child"])
        #expect(child.view.superview === container.view && child.view.window === app.window)
    }

    @Test("C2: a custom container removes a child in five steps: willMove(nil), begin(false), removeFromSuperview, end, removeFromParent",
          arguments: [true, false])
    func fiveStepRemove(forwards: Bool) throws {
        let app = App()
        let container = try onScreen(app, "Container")
        container.shouldAutomaticallyForwardAppearanceMethods = forwards
        let child = ViewController(app: app, name: "Child")
        try container.addChild(child)
        child.sendFromScript(.didMoveToParent, .controller(container))
        child.beginAppearanceTransition(true, animated: false)
        try container.view.addSubview(child.view)
        child.endAppearanceTransition()
        try app.run()
        app.mark()

        child.sendFromScript(.willMoveToParent, .controller(nil))
        #expect(child.isMovingFromParent)
        child.beginAppearanceTransition(false, animated: false)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        try app.run()
        #expect(app.recent == [
            "Child willMoveToParent(nil)", "Child viewWillDisappear(false)", "Child viewDidDisappear(false)",
            "Child didMoveToParent(nil)",
            "Container viewWillLayoutSubviews", "Container viewDidLayoutSubviews",
        ])
        #expect(app.trace.sinceMark.map(\.rule) == [.V2, .A2, .A3, .C2, .L2, .L2])
        #expect(child.appearState == .disappeared && child.pendingTransition == nil)
        #expect(child.parent == nil && container.children.isEmpty)
        #expect(child.view.superview == nil && child.view.window == nil)
    }

    // MARK: C2

    @Test("C2: removeFromParent sends only didMoveToParent(nil), after the child is removed; the view stays")
    func removeFromParent() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        app.mark()
        var parentDuringDidMove: ViewController? = parent
        var childrenDuringDidMove = -1
        final class Spy: CallbackOverriding {
            let onDidMove: (ViewController) -> Void
            init(_ onDidMove: @escaping (ViewController) -> Void) { self.onDidMove = onDidMove }
            func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
                if callback.name == .didMoveToParent { onDidMove(controller) }
                return nil
            }
            func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
        }
        let spy = Spy { controller in
            parentDuringDidMove = controller.parent
            childrenDuringDidMove = parent.children.count
        }
        app.overrides = spy
        withExtendedLifetime(spy) { child.removeFromParent() }
        #expect(app.recent == ["C didMoveToParent(nil)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.C2])
        #expect(parentDuringDidMove == nil)
        #expect(childrenDuringDidMove == 0)
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(!child.isMovingFromParent)
        #expect(child.view.superview === parent.view)
    }

    @Test("C2: removeFromParent with no parent does nothing")
    func removeOrphan() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.removeFromParent()
        #expect(app.trace.texts.isEmpty)
        #expect(vc.parent == nil)
    }

    // MARK: C3

    @Test("C3: isMovingToParent spans willMoveToParent(P)..didMoveToParent(P); without didMove it stays true")
    func movingToParent() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        #expect(!child.isMovingToParent)
        try parent.addChild(child)
        #expect(child.isMovingToParent)
        #expect(!child.isMovingFromParent)
        try app.run()
        try app.settle()
        #expect(child.isMovingToParent)   // nobody sent didMoveToParent
        child.sendFromScript(.didMoveToParent, .controller(parent))
        #expect(!child.isMovingToParent)
        #expect(app.trace.events.last?.text == "C didMoveToParent(P)")
        #expect(app.trace.events.last?.rule == .V2)
    }

    @Test("C3: isMovingFromParent spans willMoveToParent(nil)..didMoveToParent(nil)")
    func movingFromParent() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        child.sendFromScript(.willMoveToParent, .controller(nil))
        #expect(child.isMovingFromParent)
        #expect(!child.isMovingToParent)
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
    }

    // MARK: C4

    @Test("C4: a child's view under a controller that is not its parent raises UIViewControllerHierarchyInconsistency")
    func hierarchyInconsistency() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent"), other = ViewController(app: app, name: "Other")
        let child = ViewController(app: app, name: "Child")
        try parent.addChild(child)
        _ = (other.view, child.view)
        app.mark()
        do {
            try other.view.addSubview(child.view)
            Issue.record("no error")
        } catch {
            #expect(error.name == "UIViewControllerHierarchyInconsistency")
            #expect(error.reason == "child view controller:<Child> should have parent view controller:<Other> but actual parent is:<Parent>")
            #expect(error.message == "UIViewControllerHierarchyInconsistency: child view controller:<Child> should have parent view controller:<Other> but actual parent is:<Parent>")
            #expect(error.rule == .C4)
        }
        #expect(child.view.superview == nil)
        #expect(other.view.subviews.isEmpty)
        #expect(app.recent.isEmpty)
    }

    @Test("C4: the nearest controller above the target view decides: a plain view inside the parent is fine, a sibling's view is not")
    func nearestController() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent")
        let sibling = ViewController(app: app, name: "Sibling"), child = ViewController(app: app, name: "Child")
        try contain(sibling, in: parent)
        try parent.addChild(child)
        let box = View(app: app, name: "Box")
        try parent.view.addSubview(box)
        try box.addSubview(child.view)   // under Parent's view, through a plain view: allowed
        #expect(child.view.superview === box)
        #expect(throws: EngineError(
            name: "UIViewControllerHierarchyInconsistency",
            reason: "child view controller:<Child> should have parent view controller:<Sibling> but actual parent is:<Parent>",
            rule: .C4)) { try sibling.view.addSubview(child.view) }
        #expect(child.view.superview === box)
    }

    @Test("C4: a parentless controller's view may be added anywhere, and is linted (C5)")
    func parentlessAnywhere() throws {
        let app = App()
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        let loose = ViewController(app: app, name: "Loose")
        try a.view.addSubview(loose.view)
        try b.view.addSubview(loose.view)
        #expect(loose.view.superview === b.view)
        #expect(app.trace.events.filter { $0.kind == .lint }.map(\.text) == [
            uncontainedLint("Loose", addedTo: "A.view"), uncontainedLint("Loose", addedTo: "B.view"),
        ])
    }

    @Test("C4: adding a view to itself or to its own subview fails")
    func cyclesOfViews() throws {
        let app = App()
        let outer = View(app: app, name: "Outer"), inner = View(app: app, name: "Inner")
        try outer.addSubview(inner)
        #expect(throws: EngineError(name: "NSInvalidArgumentException", reason: "Can't add self as subview", rule: .C4)) {
            try outer.addSubview(outer)
        }
        #expect(throws: EngineError.self) { try inner.addSubview(outer) }
        #expect(outer.superview == nil && inner.superview === outer)
    }

    // MARK: C5

    @Test("C5: a parentless controller's view added to an on-screen view appears, and disappears on removal")
    func parentlessOnScreen() throws {
        let app = App()
        let root = try onScreen(app)
        let loose = ViewController(app: app, name: "Loose")
        _ = loose.view
        app.mark()
        try root.view.addSubview(loose.view)
        #expect(app.recent == [uncontainedLint("Loose", addedTo: "Root.view"), "Loose viewWillAppear(false)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.C5, .A5])
        #expect(app.trace.sinceMark.first?.kind == .lint)
        app.mark()
        try app.run()
        #expect(app.recent == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Loose viewSafeAreaInsetsDidChange", "Loose viewIsAppearing(false)", "Loose viewWillLayoutSubviews", "Loose viewDidLayoutSubviews",
                               "Loose viewDidAppear(false)"])
        #expect(loose.appearState == .appeared)

        app.mark()
        loose.view.removeFromSuperview()
        try app.run()
        #expect(app.recent == ["Loose viewWillDisappear(false)",
                               "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
                               "Loose viewDidDisappear(false)"])
        #expect(loose.appearState == .disappeared)
    }

    @Test("C5: a parentless controller's view added before its container is on screen gets no appearance callbacks at all")
    func parentlessOffScreen() throws {
        let app = App()
        let container = ViewController(app: app, name: "Container")
        let early = ViewController(app: app, name: "Early")
        try container.view.addSubview(early.view)
        try app.window.setRootViewController(container)
        try app.run()
        #expect(app.trace.texts == [
            "Container loadView", "Container viewDidLoad", "Early loadView", "Early viewDidLoad",
            uncontainedLint("Early", addedTo: "Container.view"),
            "Container viewWillAppear(false)",
            "Container viewSafeAreaInsetsDidChange", "Container viewIsAppearing(false)", "Container viewWillLayoutSubviews", "Container viewDidLayoutSubviews",
            "Early viewSafeAreaInsetsDidChange", "Early viewWillLayoutSubviews", "Early viewDidLayoutSubviews",   // no viewIsAppearing: Early is not appearing
            "Container viewDidAppear(false)",
        ])
        #expect(early.view.window === app.window)
        #expect(early.appearState == .disappeared)
        #expect(early.pendingTransition == nil)

        app.mark()
        try app.window.setRootViewController(nil)
        try app.run()
        #expect(app.recent == ["Container viewWillDisappear(false)", "Container viewDidDisappear(false)"])
        #expect(early.appearState == .disappeared)
    }
}
