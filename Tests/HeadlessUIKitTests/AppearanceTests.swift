import Testing
@testable import HeadlessUIKit

/// UIKit's A6 warning for a direct call of `callback`, as the trace spells it.
func directCallWarning(_ subject: String, _ callback: String) -> String {
    "\(subject) warning: Calling -\(callback): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior."
}

/// A parent that is not in a window, with children `names`, each contained (view inside the
/// parent's view), and the trace marked.
func offScreenFamily(_ app: App, parent: String = "P", _ names: [String]) throws -> (ViewController, [ViewController]) {
    let parentVC = ViewController(app: app, name: parent)
    let children = names.map { ViewController(app: app, name: $0) }
    for child in children { try contain(child, in: parentVC) }
    app.mark()
    return (parentVC, children)
}

@Suite("Appearance state machine and forwarding (A1-A4, A6-A8)")
struct AppearanceTests {
    // MARK: A1

    @Test("A1: the begin table: appearing from disappeared/disappearing, disappearing from appeared/appearing, else nil",
          arguments: AppearState.allCases)
    func beginTable(state: AppearState) {
        switch state {
        case .disappeared, .disappearing:
            #expect(state.afterBegin(appearing: true) == .appearing)
            #expect(state.afterBegin(appearing: false) == nil)
        case .appeared, .appearing:
            #expect(state.afterBegin(appearing: false) == .disappearing)
            #expect(state.afterBegin(appearing: true) == nil)
        }
    }

    @Test("A1: the end table: appearing -> appeared, disappearing -> disappeared, settled states stay")
    func endTable() {
        #expect(AppearState.appearing.afterEnd == .appeared)
        #expect(AppearState.disappearing.afterEnd == .disappeared)
        #expect(AppearState.appeared.afterEnd == nil)
        #expect(AppearState.disappeared.afterEnd == nil)
    }

    @Test("A1: a full cycle walks disappeared -> appearing -> appeared -> disappearing -> disappeared")
    func fullCycle() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        #expect(vc.appearState == .disappeared)
        var states: [AppearState] = []
        vc.beginAppearanceTransition(true, animated: false); states.append(vc.appearState)
        vc.endAppearanceTransition(); states.append(vc.appearState)
        vc.beginAppearanceTransition(false, animated: true); states.append(vc.appearState)
        vc.endAppearanceTransition(); states.append(vc.appearState)
        #expect(states == [.appearing, .appeared, .disappearing, .disappeared])
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad",
                                    "V viewWillAppear(false)", "V viewDidAppear(false)",
                                    "V viewWillDisappear(true)", "V viewDidDisappear(true)"])
        #expect(app.trace.events.map(\.rule) == [.V1, .V1, .A2, .A3, .A2, .A3])
    }

    @Test("A1: the interrupt edge appearing -> disappearing sends viewWillDisappear, then one end gives viewDidDisappear")
    func appearingInterrupted() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.loadViewIfNeeded()
        app.mark()
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(false, animated: false)
        #expect(vc.appearState == .disappearing)
        vc.endAppearanceTransition()
        #expect(app.recent == ["V viewWillAppear(false)", "V viewWillDisappear(false)", "V viewDidDisappear(false)"])
        #expect(vc.appearState == .disappeared)
        #expect(vc.pendingTransition == nil)
    }

    // MARK: A2

    @Test("A2: the first begin loads the view, stores direction and animated at level 1, sends viewWillAppear")
    func firstBegin() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.beginAppearanceTransition(true, animated: true)
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad", "V viewWillAppear(true)"])
        #expect(app.trace.events.last?.rule == .A2)
        #expect(vc.isViewLoaded)
        #expect(vc.pendingTransition == ViewController.PendingTransition(isAppearing: true, animated: true, level: 1))
        #expect(vc.appearState == .appearing)
    }

    @Test("A2: a begin in the pending direction raises the level and sends nothing; the first begin's animated wins")
    func sameDirection() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.loadViewIfNeeded()
        app.mark()
        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(true, animated: false)
        #expect(app.recent == ["V viewWillAppear(true)"])
        #expect(vc.pendingTransition == ViewController.PendingTransition(isAppearing: true, animated: true, level: 2))
        vc.endAppearanceTransition()
        #expect(vc.appearState == .appearing)
        #expect(vc.pendingTransition?.level == 1)
        vc.endAppearanceTransition()
        #expect(app.recent == ["V viewWillAppear(true)", "V viewDidAppear(true)"])
        #expect(vc.appearState == .appeared)
    }

    @Test("A2: a begin against the pending direction resets the level to 1 and stores the new animated flag")
    func otherDirection() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(false, animated: true)
        #expect(vc.pendingTransition == ViewController.PendingTransition(isAppearing: false, animated: true, level: 1))
        #expect(vc.appearState == .disappearing)
    }

    @Test("A2: a begin from a state with no edge in that direction sends nothing, and its end sends nothing either")
    func beginWithoutEdge() throws {
        let app = App()
        let vc = try onScreen(app, "V")
        #expect(vc.appearState == .appeared)
        vc.beginAppearanceTransition(true, animated: false)
        #expect(vc.pendingTransition?.level == 1)
        vc.endAppearanceTransition()
        #expect(app.recent.isEmpty)
        let hidden = ViewController(app: app, name: "H")
        hidden.loadViewIfNeeded()
        app.mark()
        hidden.beginAppearanceTransition(false, animated: false)
        hidden.endAppearanceTransition()
        #expect(app.recent.isEmpty)
        #expect(vc.appearState == .appeared && vc.pendingTransition == nil)
        #expect(hidden.appearState == .disappeared && hidden.pendingTransition == nil)
    }

    // MARK: A3

    @Test("A3: cancelling is begin(false), begin(true), one end: willDisappear, willAppear, didAppear, no didDisappear")
    func cancel() throws {
        let app = App()
        let vc = try onScreen(app, "V")
        vc.beginAppearanceTransition(false, animated: true)
        #expect(vc.appearState == .disappearing)
        vc.beginAppearanceTransition(true, animated: true)
        #expect(vc.appearState == .appearing)
        vc.endAppearanceTransition()
        try app.run()
        // The view stayed in the window and was not laid out: viewIsAppearing comes with the end (A8).
        #expect(app.recent == ["V viewWillDisappear(true)", "V viewWillAppear(true)",
                               "V viewIsAppearing(true)", "V viewDidAppear(true)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.A2, .A2, .A8, .A3])
        #expect(vc.appearState == .appeared)
        #expect(vc.pendingTransition == nil)
    }

    @Test("A3: an end with nothing pending sends no callback and logs UIKit's unbalanced-calls warning")
    func unbalanced() throws {
        let app = App()
        let vc = try onScreen(app, "V")
        vc.endAppearanceTransition()
        #expect(app.recent == ["V warning: Unbalanced calls to begin/end appearance transitions for V."])
        let event = try #require(app.trace.sinceMark.first)
        #expect(event.kind == .warning)
        #expect(event.rule == .A3)
        #expect(event.subject == "V")
        #expect(vc.appearState == .appeared)
    }

    @Test("A3: an end drops the level by one; only the end that reaches 0 sends the did-callback")
    func levels() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.loadViewIfNeeded()
        vc.beginAppearanceTransition(false, animated: false)   // from disappeared: no edge, no callback
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        app.mark()
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        #expect(app.recent.isEmpty)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        #expect(app.recent == ["V viewDidAppear(false)", "V warning: Unbalanced calls to begin/end appearance transitions for V."])
    }

    // MARK: A4

    @Test("A4: a begin goes to the parent first, then to children in `children` order whose view is inside the parent's view")
    func forwardBeginOrder() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P")
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        let loadedOutside = ViewController(app: app, name: "Outside"), unloaded = ViewController(app: app, name: "Unloaded")
        let box = View(app: app, name: "Box")
        try parent.addChild(b)       // children order: B, A, Outside, Unloaded
        try parent.addChild(a)
        try parent.addChild(loadedOutside)
        try parent.addChild(unloaded)
        try parent.view.addSubview(a.view)
        try parent.view.addSubview(box)
        try box.addSubview(b.view)   // deeper in the subtree still counts
        _ = loadedOutside.view       // loaded, but not under P's view
        app.mark()
        parent.beginAppearanceTransition(true, animated: true)
        #expect(app.recent == ["P viewWillAppear(true)", "B viewWillAppear(true)", "A viewWillAppear(true)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.A2, .A4, .A4])   // the children got it by forwarding
        #expect(app.trace.sinceMark.last?.cause.steps == [.init("P forwarded its appearance transition (A4)", object: "P")])
        #expect(loadedOutside.appearState == .disappeared && loadedOutside.pendingTransition == nil)
        #expect(!unloaded.isViewLoaded)
    }

    @Test("A4: the end goes to exactly the children that got the begin, whatever the subtree holds by then")
    func forwardEndToRecipients() throws {
        let app = App()
        let (parent, kids) = try offScreenFamily(app, ["A", "B"])
        parent.beginAppearanceTransition(true, animated: false)
        kids[1].view.removeFromSuperview()       // B got the begin, then left P's view
        let late = ViewController(app: app, name: "Late")
        try contain(late, in: parent)            // Late arrives after the begin
        app.mark()
        parent.endAppearanceTransition()
        #expect(app.recent == ["P viewDidAppear(false)", "A viewDidAppear(false)", "B viewDidAppear(false)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.A3, .A4, .A4])
        #expect(app.trace.sinceMark.last?.cause.steps == [.init("P forwarded the end of its appearance transition (A4)", object: "P")])
        #expect(late.appearState == .disappeared)
        #expect(!app.trace.texts.contains { $0.hasPrefix("Late warning") })
    }

    @Test("A4: each begin is forwarded, so a child's level follows its parent's")
    func forwardLevels() throws {
        let app = App()
        let (parent, kids) = try offScreenFamily(app, ["C"])
        parent.beginAppearanceTransition(true, animated: false)
        parent.beginAppearanceTransition(true, animated: false)
        #expect(kids[0].pendingTransition?.level == 2)
        parent.endAppearanceTransition()
        #expect(app.recent == ["P viewWillAppear(false)", "C viewWillAppear(false)"])
        #expect(kids[0].pendingTransition?.level == 1)
        parent.endAppearanceTransition()
        #expect(app.recent == ["P viewWillAppear(false)", "C viewWillAppear(false)",
                               "P viewDidAppear(false)", "C viewDidAppear(false)"])
    }

    @Test("A4: a cancelled transition is cancelled in the children too (A3's sequence, parent first)")
    func forwardCancel() throws {
        let app = App()
        let (parent, kids) = try offScreenFamily(app, ["C"])
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        app.mark()
        parent.beginAppearanceTransition(false, animated: true)
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        #expect(app.recent == ["P viewWillDisappear(true)", "C viewWillDisappear(true)",
                               "P viewWillAppear(true)", "C viewWillAppear(true)",
                               "P viewDidAppear(true)", "C viewDidAppear(true)"])
        #expect(kids[0].appearState == .appeared && kids[0].pendingTransition == nil)
    }

    @Test("A4: a container with shouldAutomaticallyForwardAppearanceMethods false leaves its children alone")
    func noForwarding() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P")
        parent.shouldAutomaticallyForwardAppearanceMethods = false
        let child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        try app.window.setRootViewController(parent)
        try app.run()
        #expect(parent.appearState == .appeared)
        #expect(child.appearState == .disappeared)
        #expect(!app.trace.texts.contains { $0.hasPrefix("C view") && $0.contains("ppear") })
    }

    @Test("A4: a script's answer to shouldAutomaticallyForwardAppearanceMethods wins over the stored one")
    func overriddenForwarding() throws {
        let app = App()
        let overrides = RecordingOverrides(overriding: [])
        overrides.forwards = false
        app.overrides = overrides
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        #expect(parent.shouldAutomaticallyForwardAppearanceMethods)
        #expect(!parent.forwardsAppearanceAutomatically)
        parent.beginAppearanceTransition(true, animated: false)
        #expect(child.appearState == .disappeared)
        withExtendedLifetime(overrides) {}
    }

    // MARK: A6

    @Test("A6: calling viewWillAppear directly warns, runs no transition and changes no state")
    func directCall() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.sendFromScript(.viewWillAppear, .bool(true))
        #expect(app.trace.texts == [directCallWarning("V", "viewWillAppear")])
        let event = app.trace.events[0]
        #expect(event.kind == .warning && event.rule == .A6 && event.callbackName == "warning")
        #expect(vc.appearState == .disappeared)
        #expect(vc.pendingTransition == nil)
    }

    @Test("A6: the warning names the callback, as UIKit's for viewWillDisappear does",
          arguments: ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    func directCallNames(name: String) throws {
        let callbackName = try #require(Callback.Name(rawValue: name))
        let callback = Callback(callbackName, .bool(name.hasSuffix("Disappear")))
        let app = App()
        let vc = try onScreen(app, "V")
        vc.sendFromScript(callback)
        #expect(app.recent == [directCallWarning("V", name)])
        #expect(vc.appearState == .appeared)
        #expect(vc.pendingTransition == nil)
    }

    @Test("A6: a super call made while the callback is being sent does not warn")
    func superCallNoWarning() throws {
        let app = App()
        let overrides = RecordingOverrides(overriding: ["viewWillAppear", "viewDidAppear"])
        app.overrides = overrides
        let vc = ViewController(app: app, name: "V")
        try app.window.setRootViewController(vc)
        try app.run()
        #expect(overrides.calls == ["V viewWillAppear", "V viewDidAppear"])
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad", "V viewWillAppear(false)", "V viewSafeAreaInsetsDidChange", "V viewIsAppearing(false)",
                                    "V viewWillLayoutSubviews", "V viewDidLayoutSubviews", "V viewDidAppear(false)"])
        #expect(!app.trace.events.contains { $0.kind == .warning })
        #expect(vc.appearState == .appeared)
    }

    @Test("A6: a direct call whose override calls super gives exactly one warning, for the direct call")
    func directCallThroughOverride() {
        let app = App()
        let overrides = RecordingOverrides(overriding: ["viewWillAppear"])
        app.overrides = overrides
        let vc = ViewController(app: app, name: "V")
        vc.sendFromScript(.viewWillAppear, .bool(true))
        #expect(overrides.calls == ["V viewWillAppear"])
        #expect(app.trace.texts == [directCallWarning("V", "viewWillAppear")])
        #expect(vc.appearState == .disappeared)
    }

    @Test("A6: a super call made outside its own callback is a direct call and warns")
    func strayCallOfSuper() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.superCall(Callback(.viewDidDisappear, .bool(false)))
        #expect(app.trace.texts == [directCallWarning("V", "viewDidDisappear")])
        #expect(app.trace.events.map(\.rule) == [.A6])
    }

    @Test("A6: other callbacks sent by a script are traced as V2 sends, without a warning")
    func nonAppearanceSend() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.sendFromScript(Callback(.viewWillLayoutSubviews))
        #expect(app.trace.texts == ["V viewWillLayoutSubviews"])
        #expect(app.trace.events.map(\.rule) == [.V2])
    }

    // MARK: A7

    @Test("A7: a child whose view arrives after its parent's begin gets viewDidAppear once, not twice")
    func lateChildAppearsOnce() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root"), child = ViewController(app: app, name: "Child")
        try app.window.setRootViewController(root)   // Root begins with no child in its view
        app.mark()
        try contain(child, in: root)                 // Child's view arrives before the commit
        try app.run()
        #expect(app.recent == [
            "Child willMoveToParent(Root)", "Child loadView", "Child viewDidLoad", "Child viewWillAppear(false)",
            "Child didMoveToParent(Root)",
            "Root viewSafeAreaInsetsDidChange", "Root viewIsAppearing(false)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
            "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
            "Root viewDidAppear(false)", "Child viewDidAppear(false)",
        ])
        #expect(app.trace.texts.filter { $0 == "Child viewDidAppear(false)" }.count == 1)
        #expect(!app.trace.events.contains { $0.kind == .warning })
        #expect(child.appearState == .appeared)
    }

    // MARK: A8

    @Test("A8: a view entering the window: viewWillAppear, viewIsAppearing, then its first layout, then viewDidAppear")
    func viewIsAppearingBeforeFirstLayout() throws {
        let app = App()
        let (root, child) = try rootWithChildOffView(app)
        try root.view.addSubview(child.view)
        #expect(app.recent == ["Child viewWillAppear(false)"])   // in the window, not laid out yet
        try app.run()
        #expect(app.recent.filter { $0.hasPrefix("Child") } == [
            "Child viewWillAppear(false)", "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)",
            "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews", "Child viewDidAppear(false)",
        ])
        let event = try #require(app.trace.sinceMark.first { $0.callbackName == "viewIsAppearing" })
        #expect(event.rule == .A8)
        #expect(event.cause.innermost?.text == "layout of Child.view")
    }

    @Test("A8: once per transition: a second layout before viewDidAppear does not send it again")
    func onceAcrossLayouts() throws {
        let app = App()
        let root = try onScreen(app)
        let child = ViewController(app: app, name: "Child")
        try root.addChild(child)
        child.beginAppearanceTransition(true, animated: true)
        try root.view.addSubview(child.view)
        try child.view.layoutIfNeeded()
        child.view.setNeedsLayout()
        try app.run()
        child.endAppearanceTransition()
        #expect(app.recent.filter { $0 == "Child viewIsAppearing(true)" }.count == 1)
        #expect(app.recent.filter { $0 == "Child viewWillLayoutSubviews" }.count == 2)
        #expect(app.recent.firstIndex(of: "Child viewIsAppearing(true)")! < app.recent.firstIndex(of: "Child viewWillLayoutSubviews")!)
    }

    @Test("A8: with no layout before the end, it comes just before viewDidAppear, with the transition's animated flag")
    func beforeDidAppearWithoutLayout() throws {
        let app = App()
        let vc = try onScreen(app, "V")
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        app.mark()
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        #expect(app.recent == ["V viewWillAppear(true)", "V viewIsAppearing(true)", "V viewDidAppear(true)"])
        #expect(app.trace.sinceMark.map(\.rule) == [.A2, .A8, .A3])
    }

    @Test("A8: forwarding delivers it too: parent before child, each before its own first layout")
    func forwardedParentFirst() throws {
        let app = App()
        let (parent, _) = try offScreenFamily(app, ["C1", "C2"])
        try app.window.setRootViewController(parent)
        try app.run()
        #expect(app.recent.filter { $0.contains("Appearing") || $0.contains("WillLayout") } == [
            "P viewIsAppearing(false)", "P viewWillLayoutSubviews",
            "C1 viewIsAppearing(false)", "C1 viewWillLayoutSubviews",
            "C2 viewIsAppearing(false)", "C2 viewWillLayoutSubviews",
        ])
    }

    @Test("A8: an appearance interrupted before it is sent never sends it; appearing again sends it once")
    func interruptedThenAgain() throws {
        let app = App()
        let (root, child) = try rootWithChildOffView(app)
        try root.view.addSubview(child.view)      // viewWillAppear; layout not yet
        child.view.removeFromSuperview()          // viewWillDisappear interrupts it
        try app.run()
        #expect(!app.recent.contains { $0.contains("viewIsAppearing") })
        app.mark()
        try root.view.addSubview(child.view)
        try app.run()
        #expect(app.recent.filter { $0.contains("viewIsAppearing") } == ["Child viewIsAppearing(false)"])
        #expect(child.appearState == .appeared)
    }

    @Test("A8: a second appearance is a new transition and sends its own; disappearing sends none")
    func everyAppearance() throws {
        let app = App()
        let root = try onScreen(app)
        let child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        try app.run()
        child.view.removeFromSuperview()
        try app.run()
        #expect(app.recent.filter { $0.contains("viewIsAppearing") } == ["Child viewIsAppearing(false)"])
        try root.view.addSubview(child.view)
        try app.run()
        #expect(app.recent.filter { $0.contains("viewIsAppearing") }.count == 2)
    }

    @Test("A8: a manual transition whose view is never in the window sends none (Stagehand's choice)")
    func offWindowManualTransition() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad", "V viewWillAppear(false)", "V viewDidAppear(false)"])
        #expect(vc.appearState == .appeared)
    }

    @Test("A8: the base implementation is the open method a Swift subclass overrides, with the view in the window")
    func swiftOverride() throws {
        final class Probe: ViewController {
            var seen: [(animated: Bool, inWindow: Bool, height: Double)] = []
            override func viewIsAppearing(_ animated: Bool) {
                seen.append((animated, view.window != nil, view.frame.height))
            }
        }
        let app = App()
        let probe = Probe(app: app, name: "Probe")
        try app.window.setRootViewController(probe)
        try app.run()
        #expect(probe.seen.count == 1)
        #expect(probe.seen.first?.animated == false && probe.seen.first?.inWindow == true)
        #expect(probe.seen.first?.height == 667)
    }
}
