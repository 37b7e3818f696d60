import Testing
@testable import HeadlessUIKit

/// The error `body` throws, or nil.
private func refusal(_ body: () throws(EngineError) -> Void) -> EngineError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// Who hangs where: each controller's parent, children, and presentation links.
private func shape(_ controllers: [ViewController]) -> [String] {
    controllers.map {
        "\($0.name): parent \($0.parent?.name ?? "-"), children \($0.children.map(\.name)), "
            + "presents \($0.presentedViewController?.name ?? "-"), presented by \($0.presentingViewController?.name ?? "-")"
    }
}

/// A root on screen that presents `presented` (not animated), settled, the trace marked.
private func rootPresenting(_ app: App, _ presented: ViewController) throws -> ViewController {
    let root = try onScreen(app)
    root.present(presented, animated: false, completion: nil)
    try app.settle()
    app.mark()
    return root
}

/// A controller whose `viewDidLoad` loads the view of a new controller of its class: every
/// level sends `viewDidLoad` inside the one before.
private final class Matryoshka: ViewController {
    override func viewDidLoad() {
        guard let app = owningApp else { return }
        _ = Matryoshka(app: app, name: "Doll").view
    }
}

/// A controller that offers its own ancestors (and itself) as children to unwind to, as a
/// confused override might; it counts how often it is asked.
private final class Confused: ViewController {
    var asked = 0
    override func allowedChildrenForUnwinding(from source: ViewController) -> [ViewController] {
        var offered: [ViewController] = [self]
        if let parent { offered.append(parent) }
        if let presentingViewController { offered.append(presentingViewController) }
        return offered + children
    }
    override func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: ViewController?) -> Bool {
        asked += 1
        return false
    }
}

/// A controller that, told it will move to a parent, makes that parent its own child: the
/// hierarchy changes between `addChild`'s check and its link.
private final class Contrary: ViewController {
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if let parent { try? addChild(parent) }
    }
}

@Suite("Cycles refused and the engine's limits (S13, R3)")
struct CycleTests {
    // MARK: Presentations (S13)

    @Test("S13: the window's root presented by the controller it presents is an active controller: refused, nothing changes")
    func presentRootFromPresented() throws {
        let app = App()
        let sheet = ViewController(app: app, name: "Sheet")
        let root = try rootPresenting(app, sheet)
        let before = shape([root, sheet])
        let error = refusal { () throws(EngineError) in try sheet.checkedPresent(root, animated: false, completion: nil) }
        #expect(error?.message == "NSInvalidArgumentException: Application tried to present modally an active controller <Root>.")
        #expect(error?.rule == .S13)
        #expect(shape([root, sheet]) == before)
        #expect(app.recent.isEmpty)
        // A later size change reaches each once and ends (it recursed until the stack overflowed).
        try app.setSize(Size(width: 800, height: 600))
        try app.settle()
        #expect(app.recent.filter { $0.contains("viewWillTransitionToSize") } == [
            "Root viewWillTransitionToSize(800 x 600)", "Sheet viewWillTransitionToSize(800 x 600)",
        ])
    }

    @Test("S13: a child presenting its own navigation controller is refused as an active controller")
    func childPresentsItsNavigationController() throws {
        let app = App()
        let top = ViewController(app: app, name: "Top")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: top)
        try app.window.setRootViewController(nav)
        try app.settle()
        app.mark()
        let before = shape([nav, top])
        let error = refusal { () throws(EngineError) in try top.checkedPresent(nav, animated: true, completion: nil) }
        #expect(error?.message == "NSInvalidArgumentException: Application tried to present modally an active controller <Nav>.")
        #expect(shape([nav, top]) == before)
        #expect(app.recent.isEmpty)
    }

    @Test("S13: a controller presenting itself, or the context it presents from, is refused with UIKit's 'on itself'")
    func presentOnItself() throws {
        let app = App()
        let root = try onScreen(app)
        #expect(refusal { () throws(EngineError) in try root.checkedPresent(root, animated: false, completion: nil) }?.message
            == "NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is <Root>.")
        let child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        root.definesPresentationContext = true
        root.modalPresentationStyle = .currentContext
        #expect(refusal { () throws(EngineError) in try child.checkedPresent(root, animated: false, completion: nil) }?.message
            == "NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is <Root>.")
        #expect(root.presentedViewController == nil && root.presentingViewController == nil)
    }

    @Test("S13: a controller already presented, or one with a parent, is refused with UIKit's exceptions")
    func presentTwice() throws {
        let app = App()
        let sheet = ViewController(app: app, name: "Sheet")
        let root = try rootPresenting(app, sheet)
        let other = ViewController(app: app, name: "Other")
        try contain(other, in: sheet)
        let loose = ViewController(app: app, name: "Loose")
        try contain(loose, in: root)
        let card = ViewController(app: app, name: "Card")
        other.present(card, animated: false, completion: nil)
        try app.settle()
        app.mark()
        let before = shape([root, sheet, other, loose, card])
        #expect(refusal { () throws(EngineError) in try other.checkedPresent(sheet, animated: false, completion: nil) }?.message
            == "NSInvalidArgumentException: Application tried to present modally an active controller <Sheet>.")
        #expect(refusal { () throws(EngineError) in try sheet.checkedPresent(loose, animated: false, completion: nil) }?.message
            == "NSInvalidArgumentException: Application tried to present modally a view controller <Loose> that has a parent view controller <Root>.")
        let error = refusal { () throws(EngineError) in try loose.checkedPresent(card, animated: false, completion: nil) }
        #expect(error?.message == "NSInvalidArgumentException: Application tried to present modally a view controller <Card> that is already being presented by <Sheet>.")
        #expect(error?.rule == .S13)
        #expect(shape([root, sheet, other, loose, card]) == before)
        #expect(app.recent.isEmpty)
    }

    @Test("S13: from Swift, present and show make the exception the app's uncaught exception and change nothing")
    func uncaughtFromSwift() throws {
        let app = App()
        let sheet = ViewController(app: app, name: "Sheet")
        let root = try rootPresenting(app, sheet)
        sheet.present(root, animated: false, completion: nil)
        #expect(app.uncaughtException?.message == "NSInvalidArgumentException: Application tried to present modally an active controller <Root>.")
        #expect(app.recent == ["Sheet warning: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modally an active controller <Root>.'"])
        #expect(root.presentingViewController == nil && sheet.presentedViewController == nil)
        #expect(sheet.performSegue("again", kind: .present(root), askFirst: false))
        #expect(root.presentingViewController == nil)
    }

    // MARK: Children (S13, C1)

    @Test("S13: a presenter pushed onto the stack it presented is refused, also while a push runs and through setViewControllers")
    func pushPresenter() throws {
        let app = App()
        let top = ViewController(app: app, name: "Top")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: top)
        nav.modalPresentationStyle = .fullScreen
        let root = try rootPresenting(app, nav)
        let before = shape([root, nav, top])
        let expected = "NSInvalidArgumentException: child view controller:<Root> cannot be added to <Nav>: <Nav> is presented by <Root>, so <Root> would be its own ancestor"
        #expect(refusal { () throws(EngineError) in try nav.pushViewController(root, animated: false) }?.message == expected)
        #expect(refusal { () throws(EngineError) in try nav.pushViewController(root, animated: false) }?.rule == .S13)
        #expect(refusal { () throws(EngineError) in try nav.setViewControllers([top, root], animated: false) }?.message == expected)
        // While a push runs, the request would wait (S4): it is refused at once instead.
        try nav.pushViewController(ViewController(app: app, name: "Next"), animated: true)
        app.mark()
        #expect(refusal { () throws(EngineError) in try nav.pushViewController(root, animated: true) }?.message == expected)
        #expect(app.recent.isEmpty)
        try app.settle()
        #expect(nav.viewControllers.map(\.name) == ["Top", "Next"])
        #expect(shape([root]) == before.prefix(1).map { $0 })
        // Through show: Top is below Nav, which handles show, and Root is above Nav.
        app.mark()
        #expect(refusal { () throws(EngineError) in try top.checkedShow(root, animated: false) }?.message == expected)
        #expect(app.recent.isEmpty)
    }

    @Test("S13: a presenter made a page of the page view controller it presented, by setViewControllers or a swipe, is refused")
    func pagePresenter() throws {
        let app = App()
        let first = ViewController(app: app, name: "First")
        let page = PageViewController(app: app, name: "Page")
        try page.setViewControllers([first], direction: .forward, animated: false)
        let root = try rootPresenting(app, page)
        let before = shape([root, page, first])
        let error = refusal { () throws(EngineError) in try page.setViewControllers([root], direction: .forward, animated: false) }
        #expect(error?.message == "NSInvalidArgumentException: child view controller:<Root> cannot be added to <Page>: <Page> is presented by <Root>, so <Root> would be its own ancestor")
        let source = Neighbours(after: root)
        page.dataSource = source
        app.mark()
        #expect(refusal { () throws(EngineError) in _ = try page.swipe(.forward, finish: true) }?.message == error?.message)
        #expect(app.recent == ["Neighbours viewControllerAfter(First)", "Neighbours viewControllerBefore(First)"])
        #expect(shape([root, page, first]) == before)
        #expect(page.viewControllers.map(\.name) == ["First"])
    }

    @Test("S13: a presenter made a split view column, or shown as the detail of the split it presented, is refused")
    func splitPresenter() throws {
        let app = App()
        try app.setSize(Size(width: 1024, height: 768))
        let list = ViewController(app: app, name: "List"), detail = ViewController(app: app, name: "Detail")
        let split = try SplitViewController(app: app, name: "Split", primary: list, secondary: detail)
        split.modalPresentationStyle = .fullScreen
        let root = try rootPresenting(app, split)
        let before = shape([root, split, list, detail])
        let expected = "NSInvalidArgumentException: child view controller:<Root> cannot be added to <Split>: <Split> is presented by <Root>, so <Root> would be its own ancestor"
        #expect(refusal { () throws(EngineError) in try split.setViewController(root, for: .secondary) }?.message == expected)
        #expect(refusal { () throws(EngineError) in try list.checkedShowDetailViewController(root, animated: false) }?.message == expected)
        #expect(refusal { () throws(EngineError) in
            _ = try list.checkedPerformSegue("detail", kind: .showDetail(root), askFirst: false)
        }?.message == expected)
        #expect(app.recent.filter { !$0.contains("prepareForSegue") }.isEmpty)
        #expect(shape([root, split, list, detail]) == before)
        #expect(split.viewController(for: .secondary) === detail)
    }

    @Test("S13: a cycle through parents only keeps C1's error; one through a presentation names the way up")
    func parentsOnly() throws {
        let app = App()
        let outer = ViewController(app: app, name: "Outer"), inner = ViewController(app: app, name: "Inner")
        try outer.addChild(inner)
        let c1 = refusal { () throws(EngineError) in try inner.addChild(outer) }
        #expect(c1?.message == "NSInvalidArgumentException: child view controller:<Outer> cannot be added to <Inner>: a controller cannot be its own child or the child of one of its descendants")
        #expect(c1?.rule == .C1)
        let sheet = ViewController(app: app, name: "Sheet")
        let root = try rootPresenting(app, sheet)
        let holder = ViewController(app: app, name: "Holder")
        try contain(holder, in: sheet)
        try contain(outer, in: holder)
        let error = refusal { () throws(EngineError) in try inner.addChild(root) }
        #expect(error?.message == "NSInvalidArgumentException: child view controller:<Root> cannot be added to <Inner>: <Inner> is a child of <Outer>, which is a child of <Holder>, which is a child of <Sheet>, which is presented by <Root>, so <Root> would be its own ancestor")
        #expect(root.parent == nil && inner.children.isEmpty)
    }

    @Test("S13: the link is checked again after addChild's callbacks, which may have changed the hierarchy")
    func checkedAgain() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent"), child = Contrary(app: app, name: "Child")
        let error = refusal { () throws(EngineError) in try parent.addChild(child) }
        #expect(error?.message == "NSInvalidArgumentException: child view controller:<Child> cannot be added to <Parent>: a controller cannot be its own child or the child of one of its descendants")
        #expect(parent.parent === child && child.parent == nil)
        #expect(parent.children.isEmpty && child.children.map(\.name) == ["Parent"])
    }

    // MARK: Limits (R3)

    @Test("R3: a chain of presentations, each from the last one's completion, ends at the depth limit with R3's error")
    func presentationChain() throws {
        let app = App()
        let root = try onScreen(app)
        var refused: EngineError?
        var presented: [ViewController] = []
        func next(_ from: ViewController) {
            let controller = ViewController(app: app, name: "P")
            do {
                try from.checkedPresent(controller, animated: true) {
                    presented.append(controller)
                    next(controller)
                }
            } catch {
                refused = error
            }
        }
        next(root)
        try app.settle()
        #expect(presented.count == Runtime.maxHierarchyDepth)
        #expect(refused?.message == "Stagehand: <P#501> cannot be presented on <P#500>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500")
        #expect(refused?.rule == .R3)
        #expect(presented.last?.presentedViewController == nil)
        #expect(app.uncaughtException == nil)
    }

    @Test("R3: adding a child past the depth limit is refused, counting what hangs below the child; at the limit, a size change reaches every level")
    func depthLimit() throws {
        let app = App()
        let root = ViewController(app: app, name: "Level")
        var deepest = root
        for _ in 1...Runtime.maxHierarchyDepth {
            let child = ViewController(app: app, name: "Level")
            try contain(child, in: deepest)
            deepest = child
        }
        #expect(deepest.levelsAbove == Runtime.maxHierarchyDepth)
        let error = refusal { () throws(EngineError) in try deepest.addChild(ViewController(app: app, name: "Extra")) }
        #expect(error?.message == "Stagehand: <Extra> cannot be added to <Level#501>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500")
        // A two-level subtree under the middle also goes past it.
        let pair = ViewController(app: app, name: "Pair")
        try pair.addChild(ViewController(app: app, name: "Below"))
        let levels = Array(deepest.selfAndParents("test"))
        let middle = levels[249]
        #expect(refusal { () throws(EngineError) in try middle.addChild(pair) } == nil)
        let deep = levels[1]
        #expect(refusal { () throws(EngineError) in try deep.addChild(pair) }?.rule == .R3)
        try app.window.setRootViewController(root)
        try app.settle()
        app.mark()
        try app.setSize(Size(width: 667, height: 375))
        try app.settle()
        #expect(app.recent.filter { $0.hasPrefix("Level") && $0.contains("viewWillTransitionToSize") }.count == Runtime.maxHierarchyDepth + 1)
        #expect(app.uncaughtException == nil)
    }

    @Test("R3: callbacks nested deeper than the limit stop the engine with R3's uncaught exception instead of overflowing the stack")
    func callbackNesting() throws {
        let app = App()
        _ = Matryoshka(app: app, name: "Doll").view
        let message = try #require(app.uncaughtException?.message)
        #expect(message.hasPrefix("Stagehand: <Doll#"))
        #expect(message.contains("was sent inside \(Runtime.maxCallbackNesting) other callbacks, the engine's limit"))
        #expect(app.uncaughtException?.rule == .R3)
        // The engine has stopped: no more callbacks.
        let count = app.trace.events.count
        _ = ViewController(app: app, name: "After").view
        #expect(app.trace.events.dropFirst(count).allSatisfy { $0.kind != .callback })
    }

    @Test("R3: the work limit stops a loop of engine work with R3's uncaught exception; the run loop stops too")
    func workLimit() throws {
        let app = App()
        app.workLimit = 20_000
        let root = try onScreen(app)
        for index in 0..<20 { try contain(ViewController(app: app, name: "Child\(index)"), in: root) }
        try app.settle()
        var sizes = 0
        while app.uncaughtException == nil, sizes < 10_000 {
            try app.setSize(sizes % 2 == 0 ? Size(width: 667, height: 375) : Size(width: 375, height: 667))
            try app.settle()
            sizes += 1
        }
        #expect(sizes < 10_000)
        #expect(app.uncaughtException?.message.hasPrefix("Stagehand: the engine's work limit was exceeded (20000 units: callbacks sent, controllers and views visited, views laid out)") == true)
        #expect(app.workDone > 20_000)
        let done = app.workDone
        root.view.setNeedsLayout()
        try app.run()
        #expect(app.workDone - done < 10)
    }

    @Test("R3: the unwind search asks each controller once, whatever allowedChildrenForUnwinding offers")
    func unwindAsksOnce() throws {
        let app = App()
        let confused = Confused(app: app, name: "Confused")
        try app.window.setRootViewController(confused)
        let middle = Confused(app: app, name: "Middle")
        try contain(middle, in: confused)
        let source = ViewController(app: app, name: "Source")
        try contain(source, in: middle)
        try app.settle()
        #expect(source.unwindDestination(for: "nowhere", sender: nil) == nil)
        #expect(confused.asked == 1 && middle.asked == 1)
        #expect(app.uncaughtException == nil)
    }

    @Test("R3: a view 100,000 levels deep has a safe area and lays out without recursion")
    func deepViews() throws {
        let app = App()
        let root = try onScreen(app)
        let leaf = View(app: app, name: "Leaf", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var top = leaf
        for _ in 0..<100_000 {
            let wrapper = View(app: app, name: "Wrapper", frame: Rect(x: 0, y: 0, width: 375, height: 667))
            try wrapper.addSubview(top)
            top = wrapper
        }
        try root.view.addSubview(top)
        try app.run()
        #expect(leaf.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        top.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        try app.run()
        #expect(app.uncaughtException == nil)
    }

    @Test("R3: stacks nested 10,000 deep measure without recursion; a view that leaves a stack is no longer arranged")
    func nestedStacks() throws {
        let app = App()
        let innermost = StackView(app: app, name: "Stack")
        // Placed by constraints (rule Y9): its height comes from a constraint, not its frame.
        let item = View(app: app, name: "Item", frame: Rect(x: 0, y: 0, width: 10, height: 44))
        item.constrainHeight(to: 44)
        try innermost.addArrangedSubview(item)
        var outer = innermost
        // The solver solves each new row for its least-held variable, so a chain of nested
        // stacks costs time linear in its depth (rule R3).
        for _ in 0..<10_000 {
            let stack = StackView(app: app, name: "Stack")
            try stack.addArrangedSubview(outer)
            outer = stack
        }
        #expect(outer.fittingHeight == 44)
        // Two stacks that once arranged each other: the first leaves the second, so the second
        // can be arranged in it without a loop.
        let a = StackView(app: app, name: "A"), b = StackView(app: app, name: "B")
        try b.addArrangedSubview(a)
        a.removeFromSuperview()
        #expect(b.arrangedSubviews.isEmpty)
        try a.addArrangedSubview(b)
        #expect(a.fittingHeight == 0)
    }
}

/// A data source whose every page has `after` as the page after it.
private final class Neighbours: CallbackReceiver {
    let traceName = "Neighbours"
    let after: ViewController
    init(after: ViewController) { self.after = after }
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        callback.name == .viewControllerAfter ? .controller(after) : .nothing
    }
}
